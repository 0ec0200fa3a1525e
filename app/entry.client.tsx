/**
 * Hydration, plus the shell's start-up: the chunk-reload guard, the interface messages, the
 * locale cookie and the build-freshness check.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { localeOfPath } from "./i18n/locales.ts";
import { loadMessages } from "./i18n/messages.client.ts";
import { MessagesProvider } from "./i18n/MessagesProvider.tsx";
import { rememberLocale } from "./i18n/locale-cookie.ts";
import { chunkFailureInstrumentation, installChunkReload } from "./shell/chunk-failures.ts";
import { HydratedRouter } from "react-router/dom";
import { navigationTracking } from "./shell/navigation-tracking.ts";
import { routeTable } from "./shell/route-code.ts";
import { startBuildFreshness } from "./shell/build-freshness.ts";

/**
 * Lets the browser run what waits (a tap, a frame) before hydration starts: on a low-end phone the
 * entry's evaluation (React DOM's factory runs in it) and the start of hydration were one long task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function mount() {
  installChunkReload();
  // The page's language is its address's (decision 026).
  const locale = localeOfPath(window.location.pathname).code;
  // A page rendered without the root loader (a server error) needs its strings before hydrating.
  const initial = document.body.dataset.root === "missing" ? await loadMessages(locale) : undefined;
  // The language read last is the one chosen: by an address, a link or the language switch.
  rememberLocale(locale);
  startBuildFreshness();
  await nextTask();
  try {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <MessagesProvider locale={locale} initial={initial}>
            <HydratedRouter instrumentations={[routeTable, chunkFailureInstrumentation, navigationTracking]} />
          </MessagesProvider>
        </StrictMode>,
        {
          onCaughtError(error) {
            console.error("The page failed to render.", error);
          },
        },
      );
    });
  } catch (error) {
    console.error("The page failed to mount.", error);
    throw error;
  }
}

void mount();

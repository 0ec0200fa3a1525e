/**
 * Hydration, plus the shell's start-up: the chunk-reload guard, the interface messages, the
 * locale cookie and the build-freshness check.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE } from "./i18n/locales";
import { MessagesContext } from "./i18n/messages";
import { loadMessages } from "./i18n/messages.client";
import { rememberLocale } from "./i18n/locale-cookie";
import { installChunkReload } from "./shell/chunk-reload";
import { startBuildFreshness } from "./shell/build-freshness";

async function mount() {
  installChunkReload();
  const messages = loadMessages(DEFAULT_LOCALE.code);
  // A page rendered without the root loader (a server error) takes its strings from the file.
  const fallback = document.body.dataset.root === "missing" ? await messages : undefined;
  try {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <MessagesContext.Provider value={fallback}>
            <HydratedRouter />
          </MessagesContext.Provider>
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
  rememberLocale(DEFAULT_LOCALE.code);
  startBuildFreshness();
}

void mount();

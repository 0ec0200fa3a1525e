import { useState } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import textFont from "~/generated/fonts/plex-arabic-400.woff2?url";
import boldFont from "~/generated/fonts/plex-arabic-700.woff2?url";
import { registry } from "~/content/registry.server";
import { navigation } from "~/content/navigation";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages.server";
import { translate, type Messages } from "~/i18n/messages";
import { Header } from "~/components/layout/Header";
import { Footer } from "~/components/layout/Footer";
import { SkipLink } from "~/components/layout/SkipLink";
import { ErrorPage, describeError } from "~/components/layout/ErrorPage";
import { seo } from "~/lib/meta";
import { THEME_COLOR } from "~/lib/brand";
import { useNonce } from "~/shell/nonce";
import { coverForNavigation } from "~/shell/route-overlay-controller";
import { liveRouter } from "~/shell/router-internals";
import { RouteOverlay } from "~/shell/RouteOverlay";
import { SPLASH_DECISION_SCRIPT, Splash } from "~/shell/Splash";
import { showsErrorPage } from "~/shell/bot-rule";
import { noticeBanner } from "~/features/notices/banner";
import { Notices } from "~/features/notices/ui/Notices";

export const links: Route.LinksFunction = () => [
  // Both weights paint above the fold on every page (the text, and the headings and header):
  // fetched with the stylesheet instead of after it has been parsed and the page laid out.
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: boldFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** The words of the shell (header, footer, error pages, announcements): sent with every page. */
const SHELL_NAMESPACES = ["shell", "nav", "footer", "error", "route", "search", "notice"];

export async function loader() {
  const { site } = registry;
  const general = site.offices.find((o) => o.key === "general") ?? site.offices[0];
  return {
    siteName: site.name,
    description: site.description,
    messages: messagesFor(SHELL_NAMESPACES),
    nav: navigation(registry),
    // The urgent notices not yet ended when the page is made (at build time for a prerendered
    // page): which of them show is the server's stylesheet's to say, then the app's (decision 017).
    notices: noticeBanner(registry.notices, Date.now()),
    footer: {
      description: site.description,
      address: site.address,
      phone: site.phone,
      email: general.email,
      social: site.social.map(({ label, url }) => ({ label, url })),
      portals: site.portals.map(({ name, url }) => ({ name, url })),
      founded: site.founded,
      sampleContent: site.sampleContent,
    },
  };
}

/**
 * The root's data travels with every page's payload, so each navigation fetches one file: the
 * prerendered `.data` of the target, cacheable by a CDN.
 */
export const shouldRevalidate = () => true;

/** Holds each page swap until the route overlay covers the page (query or hash changes: none). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    // Compare with the router's location: on back/forward the address bar has already changed.
    if (new URL(request.url).pathname === liveRouter()?.state.location.pathname) return next();
    await Promise.all([next(), coverForNavigation()]);
  },
];

declare const __ERROR_TITLES__: { notFound: string; server: string } | undefined;
/** The error pages' titles, for a page rendered without the root loader's data. */
const BUILD_ERROR_TITLES =
  typeof __ERROR_TITLES__ === "object"
    ? __ERROR_TITLES__
    : { notFound: "Page Not Found", server: "Internal Server Error" };

export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return seo(args, {});
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  // The root's messages when its loader ran; else the titles fixed at build time (vite.config.ts).
  const messages = (args.matches[0]?.loaderData as { messages?: Messages } | undefined)?.messages;
  const title = notFound
    ? translate(messages, "error.notFound.pageTitle", undefined, BUILD_ERROR_TITLES.notFound)
    : translate(messages, "error.server.pageTitle", undefined, BUILD_ERROR_TITLES.server);
  return seo(args, { title, noindex: true });
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    // The splash decision script sets data-splash on <html> before React hydrates.
    <html lang={DEFAULT_LOCALE.code} dir={DEFAULT_LOCALE.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SPLASH_DECISION_SCRIPT }} />
        <Meta />
        <Links />
        {/* After the site's stylesheet: decides, before the first paint, which notices show. */}
        {data?.notices && <link rel="stylesheet" href={data.notices.stylesheet} />}
      </head>
      <body className="flex min-h-dvh flex-col" data-root={data ? "ok" : "missing"}>
        <Splash />
        <SkipLink />
        {data?.notices && <Notices items={data.notices.items} />}
        {data && <Header nav={data.nav} />}
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {data && <Footer nav={data.nav} info={data.footer} />}
        <RouteOverlay />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Crawlers and audit bots keep the page they had after a runtime error: it is only logged.
  const [kept] = useState(() => {
    if (typeof document === "undefined") return undefined;
    const afterLoad = document.readyState === "complete";
    if (showsErrorPage({ userAgent: navigator.userAgent, status, afterLoad })) return undefined;
    console.error("Runtime error (not shown to this bot):", error);
    return document.getElementById("main")?.innerHTML;
  });
  if (kept !== undefined) return <div dangerouslySetInnerHTML={{ __html: kept }} />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return <ErrorPage {...describeError(status, pathname, detail)} />;
}

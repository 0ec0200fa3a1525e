import { useState } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import textFont from "#app/generated/fonts/plex-arabic-400.woff2?url";
import boldFont from "#app/generated/fonts/plex-arabic-700.woff2?url";
import { localRegistry } from "#app/content/registry.server.ts";
import { navigation } from "#app/content/navigation.ts";
import { inRequestLocale } from "#app/i18n/request-locale.server.ts";
import { useLocale } from "#app/i18n/useLocale.ts";
import { inLocale, localeOfPath } from "#app/i18n/locales.ts";
import { languageSwitch, pageAlternates, writtenIn } from "#app/content/alternates.server.ts";
import { notFound } from "#app/content/page-data.server.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { translate, type Messages } from "#app/i18n/messages.ts";
import { PageDirection } from "#app/components/ui/BidiText.tsx";
import { Header } from "#app/components/layout/Header.tsx";
import { Footer } from "#app/components/layout/Footer.tsx";
import { SkipLink } from "#app/components/layout/SkipLink.tsx";
import { LanguageSuggestion } from "#app/components/layout/LanguageSuggestion.tsx";
import { LANGUAGE_OFFER_SCRIPT } from "#app/i18n/language-offer.ts";
import { ErrorPage, describeError } from "#app/components/layout/ErrorPage.tsx";
import { seo } from "#app/content/meta.ts";
import { THEME_COLOR } from "#app/lib/brand.ts";
import { useNonce } from "#app/shell/nonce.ts";
import { coverForNavigation } from "#app/shell/route-overlay-controller.ts";
import { shownPath } from "#app/shell/navigation-tracking.ts";
import { RouteOverlay } from "#app/shell/RouteOverlay.tsx";
import { SPLASH_DECISION_SCRIPT, Splash } from "#app/shell/Splash.tsx";
import { DISCLOSURE_SCRIPT } from "#app/components/ui/Disclosure.tsx";
import { LinkNavigation } from "#app/shell/LinkNavigation.tsx";
import { ScrollMemory } from "#app/shell/ScrollMemory.tsx";
import { showsErrorPage } from "#app/shell/bot-rule.ts";
import { loadSearchDialog } from "#app/shell/search-loader.ts";
import { noticeBanner } from "#app/features/notices/banner.ts";
import { Notices } from "#app/features/notices/ui/Notices.tsx";
import { pagePath } from "#app/lib/paths.ts";
import { preloadRoute } from "#app/shell/route-preload.ts";
import { setLinkPreloader } from "#app/lib/link-preload.ts";
import { setLinkLocalizer } from "#app/lib/link-locale.ts";

// The site's links (components/ui/AppLink.tsx) preload their targets through the shell's queue:
// the links sit under the shell in the layers, so the shell is plugged in here, above both.
setLinkPreloader(preloadRoute);
// …and are written as the default locale's paths, put in the language of the page they are on.
setLinkLocalizer((to, pagePathname) => inLocale(to, localeOfPath(pagePathname).code));

export const links: Route.LinksFunction = () => [
  // Both weights paint above the fold on every page (the text, and the headings and header):
  // fetched with the stylesheet instead of after it has been parsed and the page laid out.
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: boldFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: pagePath("/manifest.webmanifest") },
];

/** The words of the shell (header, footer, error pages, announcements): sent with every page. */
const SHELL_NAMESPACES = ["shell", "nav", "footer", "error", "route", "search", "notice"];

/**
 * The rest of each request is served in the locale of its path (decision 026): the registry, the
 * messages and the titles below the routes follow it (i18n/request-locale.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [({ url }, next) => inRequestLocale(url, next)];

export async function loader({ url }: Route.LoaderArgs) {
  const registry = localRegistry();
  const { site } = registry;
  // The page's address, without React Router's `.data` suffix on a payload request.
  const { pathname } = url;
  // No page exists in a language the content is not written in (content/site.yaml's `en`).
  if (!writtenIn(localeOfPath(pathname).code)) notFound();
  const general = site.offices.find((o) => o.key === "general") ?? site.offices[0];
  const languages = languageSwitch(pathname);
  const alternates = pageAlternates(pathname);
  return {
    siteName: site.name,
    // The page in each language it exists in: its hreflang links and the language switch.
    alternates,
    languages,
    // Each other language's offer of its results, in its words, for a search typed in its script
    // (features/search/ui/SearchElsewhere.tsx): one sentence, not that language's messages.
    searchElsewhere: Object.fromEntries(
      languages.map((l) => [l.locale, messagesFor(["search.elsewhere.link"], l.locale)]),
    ),
    // The first-visit offer of this page in each other language it exists in, in that language's
    // words (components/layout/LanguageSuggestion.tsx): in the page, so it is there at the first paint.
    languageOffer: Object.fromEntries(
      alternates.filter((a) => !a.current).map((a) => [a.locale, messagesFor(["languageSuggestion"], a.locale)]),
    ),
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
    // Compare with the page on the screen: on back/forward the address bar has already changed.
    if (new URL(request.url).pathname === shownPath()) return next();
    await Promise.all([next(), coverForNavigation()]);
  },
];

declare const __ERROR_TITLES__: Record<string, { notFound: string; server: string }> | undefined;
/** The error pages' titles in the page's language, for a page rendered without the root loader's data. */
function buildErrorTitles(pathname: string): { notFound: string; server: string } {
  const titles = typeof __ERROR_TITLES__ === "object" ? __ERROR_TITLES__ : {};
  return titles[localeOfPath(pathname).code] ?? { notFound: "Page Not Found", server: "Internal Server Error" };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return seo(args, {});
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  // The root's messages when its loader ran; else the titles fixed at build time (vite.config.ts).
  const messages = (args.matches[0]?.loaderData as { messages?: Messages } | undefined)?.messages;
  const fixed = buildErrorTitles(args.location.pathname);
  const title = notFound
    ? translate(messages, "error.notFound.pageTitle", undefined, fixed.notFound)
    : translate(messages, "error.server.pageTitle", undefined, fixed.server);
  return seo(args, { title, noindex: true });
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const locale = useLocale();
  return (
    // The head's scripts set data-splash, data-offer and data-disclosures on <html> before React hydrates.
    <html lang={locale.code} dir={locale.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* The head's scripts decide before the first paint: the splash, the other language's
            offer, the disclosures that work before and without hydration. Each runs once, from the
            server's HTML, allowed by its hash (a prerendered page) or the request's nonce. React does
            not compare a script's inner HTML when it hydrates, so the browser's bundle does not carry
            their text (`import.meta.env.SSR`, written at each script so the build drops it). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SPLASH_DECISION_SCRIPT : "" }}
          suppressHydrationWarning
        />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? LANGUAGE_OFFER_SCRIPT : "" }}
          suppressHydrationWarning
        />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? DISCLOSURE_SCRIPT : "" }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
        {/* After the site's stylesheet: decides, before the first paint, which notices show. */}
        {data?.notices && <link rel="stylesheet" href={data.notices.stylesheet} />}
      </head>
      <body className="flex min-h-dvh flex-col" data-root={data ? "ok" : "missing"}>
        <PageDirection.Provider value={locale.dir}>
          <Splash />
          <SkipLink />
          {data?.notices && <Notices items={data.notices.items} />}
          {data && <Header nav={data.nav} languages={data.languages} loadSearchDialog={loadSearchDialog} />}
          {data && <LanguageSuggestion alternates={data.alternates} words={data.languageOffer} />}
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          {data && <Footer nav={data.nav} info={data.footer} />}
          <RouteOverlay />
          <ScrollMemory />
          <LinkNavigation />
          <Scripts nonce={nonce} />
        </PageDirection.Provider>
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

import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import bodyFont from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url";
import { registry } from "~/content/registry.server";
import { navigation } from "~/content/navigation";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { Header } from "~/components/layout/Header";
import { Footer } from "~/components/layout/Footer";
import { SkipLink } from "~/components/layout/SkipLink";
import { ErrorPage, describeError } from "~/components/layout/ErrorPage";
import { seo } from "~/lib/meta";
import { useNonce } from "~/shell/nonce";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ context }: Route.LoaderArgs) {
  // Test-only: the production server sets this only when started with FAULT_INJECTION=1.
  if (context?.injectFault) throw new Error("Injected fault: the root loader failed on purpose");
  const { site } = registry;
  const general = site.offices.find((o) => o.key === "general") ?? site.offices[0];
  return {
    siteName: site.name,
    description: site.description,
    nav: navigation(registry),
    footer: {
      description: site.description,
      address: site.address,
      phone: site.phone,
      email: general.email,
      social: site.social.map(({ label, url }) => ({ label, url })),
      founded: site.founded,
      year: new Date().getFullYear(),
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return seo(args, {});
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  return seo(args, { title: notFound ? "الصفحة غير موجودة" : "خطأ في الخادم", noindex: true });
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={DEFAULT_LOCALE.code} dir={DEFAULT_LOCALE.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5753" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        {data && <Header nav={data.nav} />}
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {data && <Footer nav={data.nav} info={data.footer} />}
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
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : undefined;
  return <ErrorPage {...describeError(status, pathname, detail)} />;
}

/**
 * The two ways a block is rendered, both by renderToStaticMarkup inside a static data router (as
 * features/results/lookup-page.server does), so that links and forms render as on the site:
 * a component alone, its messages from MessagesContext; or a page, from its route's own loader
 * (the same server functions) under a root whose loader carries the whole messages file.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  useMatches,
  useParams,
  type LoaderFunction,
} from "react-router";
import { MessagesContext, type Messages } from "#app/i18n/messages.ts";
import { DEFAULT_LOCALE, inLocale } from "#app/i18n/locales.ts";

/** What the sheet needs of a route module (`import * as route from "#app/routes/…"`). */
export interface RouteModule {
  loader: (...args: never[]) => unknown;
  default: ComponentType<never>;
}

export interface SheetRenderers {
  /** A component alone, rendered as if at `url` (default "/"). */
  renderElement: (element: ReactNode, url?: string) => Promise<string>;
  /** A page at `url`; `path` is its route's pattern when the URL has parameters ("/news/:slug"). */
  renderRoute: (route: RouteModule, url: string, path?: string) => Promise<string>;
}

/** What a rendering puts where the page would be. */
const SlotContent = createContext<ReactNode>(null);
const Slot = () => useContext(SlotContent);

/**
 * The renderers for the pages of `locale` (default the default language's): every URL a block
 * names is taken to that language's address, where the components read their language.
 */
export function sheetRenderers(messages: Messages, locale = DEFAULT_LOCALE.code): SheetRenderers {
  // A component alone: a static router without loaders, the messages from MessagesContext.
  const handler = createStaticHandler([{ path: "*", Component: Slot }]);
  const renderElement = async (element: ReactNode, at = "/") => {
    const url = inLocale(at, locale);
    const context = await handler.query(new Request(new URL(url, "http://localhost")));
    if (context instanceof Response) throw new Error(`No static route for ${url}.`);
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToStaticMarkup(
      <MessagesContext.Provider value={messages}>
        <SlotContent.Provider value={element}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SlotContent.Provider>
      </MessagesContext.Provider>,
    );
  };

  // A page: its route's own loader (the same server functions) under a root carrying the messages.
  const renderRoute = async (route: RouteModule, at: string, pattern = new URL(at, "http://localhost").pathname) => {
    const url = inLocale(at, locale);
    const path = inLocale(pattern, locale);
    const Page = route.default as ComponentType<Record<string, unknown>>;
    const PageWithData = () => <Page loaderData={useLoaderData()} params={useParams()} matches={useMatches()} />;
    const pageHandler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => ({ messages }),
        Component: Outlet,
        children: [{ id: "page", path, loader: route.loader as unknown as LoaderFunction, Component: PageWithData }],
      },
    ]);
    const context = await pageHandler.query(new Request(new URL(url, "http://localhost")));
    if (context instanceof Response) throw new Error(`${url} answered ${context.status}.`);
    if (context.errors) throw new Error(`${url}: ${JSON.stringify(context.errors)}`);
    const router = createStaticRouter(pageHandler.dataRoutes, context);
    return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  };

  return { renderElement, renderRoute };
}

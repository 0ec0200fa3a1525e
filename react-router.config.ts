import type { Config } from "@react-router/dev/config";
import { readContentFiles } from "#app/content/files.node.ts";
import { prerenderPaths } from "#app/content/site-paths.ts";
import { buildRegistries } from "#app/content/registry.ts";

export default {
  // The server renders what is not prerendered: unknown paths (real 404 status) and
  // requests with a query string (URL-driven filters without JavaScript).
  ssr: true,
  // The whole route table is small: send it with the first page, so links can preload their
  // target's code without asking the server which route a path is.
  routeDiscovery: { mode: "initial" },
  // Middleware (always on since React Router 8): the client's root middleware holds each page swap
  // until the route overlay covers the page (app/shell/route-overlay-controller.ts); the server
  // passes the request's nonce through context.
  // Every known page is built to HTML and a `.data` payload; the registry says which exist.
  async prerender() {
    return prerenderPaths(buildRegistries(readContentFiles()));
  },
} satisfies Config;

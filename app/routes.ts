import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PAGES, type PageEntry } from "#app/lib/paths.ts";

/**
 * The route table, made from the one list of pages (lib/paths.ts). College and program routes
 * are dynamic: their loaders accept only what the content registry knows, so an unknown slug is
 * a 404 and adding a program is adding a file.
 */
const entries: PageEntry[] = Object.values(PAGES);
export default entries.map(({ path, module, id }) =>
  path === "/" ? index(module) : id ? route(path.slice(1), module, { id }) : route(path.slice(1), module),
) satisfies RouteConfig;

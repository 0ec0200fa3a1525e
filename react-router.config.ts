import type { Config } from "@react-router/dev/config";
import { readContentFiles } from "./app/content/files.node";
import { prerenderPaths } from "./app/content/navigation";
import { buildRegistry } from "./app/content/registry";

export default {
  // The server renders what is not prerendered: unknown paths (real 404 status) and
  // requests with a query string (URL-driven filters without JavaScript).
  ssr: true,
  // Every known page is built to HTML and a `.data` payload; the registry says which exist.
  async prerender() {
    return prerenderPaths(buildRegistry(readContentFiles()));
  },
} satisfies Config;

/**
 * `npm run cms`: the site's dev server also serves the CMS's page at /admin, from source, through
 * a second Vite server (the admin's own configuration, vite.admin.config.ts) in middleware mode.
 * One address for both, and the preview draws with the components as they are in the working copy.
 */
import { createServer, type Plugin, type ViteDevServer } from "vite";

export function adminDevServer(): Plugin {
  let admin: ViteDevServer | undefined;
  return {
    name: "admin-dev-server",
    apply: "serve",
    async configureServer(server) {
      admin = await createServer({
        configFile: "vite.admin.config.ts",
        // No hot reload: an editor reloads the page, and a second HMR socket would clash with the site's.
        server: { middlewareMode: true, hmr: false },
        appType: "spa",
      });
      server.middlewares.use((req, res, next) =>
        req.url?.startsWith("/admin") ? admin!.middlewares(req, res, next) : next(),
      );
      server.httpServer?.on("close", () => void admin?.close());
    },
  };
}

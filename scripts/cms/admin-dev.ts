/**
 * `npm run cms`: the site's dev server also serves the CMS's page at /admin. By default from
 * source, through a second Vite server (the admin's own configuration, vite.admin.config.ts) in
 * middleware mode: one address for both, and the preview draws with the components as they are in
 * the working copy. With `CMS_ADMIN_DIR` (dev.ts, `CMS_ADMIN=built`), the page built in that
 * folder (admin-build.ts) instead, and the proxy's path on this origin forwarded to the proxy.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { request, type IncomingMessage, type ServerResponse } from "node:http";
import { join, normalize } from "node:path";
import mime from "mime-types";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import { ADMIN_PROXY_PATH } from "./admin-build.ts";
import { contentGate } from "./content-gate.ts";

export function adminDevServer(): Plugin {
  const built = process.env.CMS_ADMIN_DIR;
  let admin: ViteDevServer | undefined;
  return {
    name: "admin-dev-server",
    apply: "serve",
    async configureServer(server) {
      // Content the build would refuse: the pages say what is wrong instead of a server error.
      server.middlewares.use(contentGate(server));
      if (built) {
        const proxy = new URL(process.env.CMS_LOCAL_URL!);
        server.middlewares.use((req, res, next) => {
          if (req.url?.startsWith(`${ADMIN_PROXY_PATH}`)) return forward(req, res, proxy);
          if (req.url?.startsWith("/admin")) return serveBuilt(built, req, res);
          next();
        });
        return;
      }
      admin = await createServer({
        configFile: "vite.admin.config.ts",
        // No hot reload: an editor reloads the page, and a second HMR socket would clash with the site's.
        server: { middlewareMode: true, hmr: false },
        appType: "spa",
        // Its own dependency cache: in the site's (the default for both), each server's start
        // found the other's there and bundled Decap again.
        cacheDir: join(process.cwd(), "node_modules/.vite/admin"),
      });
      server.middlewares.use((req, res, next) =>
        req.url?.startsWith("/admin") ? admin!.middlewares(req, res, next) : next(),
      );
      server.httpServer?.on("close", () => void admin?.close());
    },
  };
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A file of the built page (its index for any other path under /admin, as the production server does). */
function serveBuilt(dir: string, req: IncomingMessage, res: ServerResponse) {
  const path = normalize(decodeURIComponent(new URL(req.url!, "http://x").pathname.slice("/admin".length)));
  let file = join(dir, path);
  if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, "index.html");
  res.writeHead(200, {
    "content-type": mime.contentType(file.split("/").pop()!) || "application/octet-stream",
    // The build's assets are named by their content, as a deployment serves them: a second load in
    // the same browser takes Decap's 7.8 MB from the cache, compiled (V8 keeps its code with it).
    "cache-control": path.startsWith("/assets/") && file !== join(dir, "index.html") ? IMMUTABLE : "no-cache",
  });
  res.end(readFileSync(file));
}

/** The request, as it came, to the local proxy; its answer, as it came, back. */
function forward(req: IncomingMessage, res: ServerResponse, proxy: URL) {
  const out = request(
    // A connection of its own, not one kept alive by Node's default agent: a request sent on a kept
    // socket just as the proxy closes it for idleness (after 5 s) can be reset, and the officer
    // would read «did not answer» with the proxy up. A save in the CMS's tests once failed in CI
    // with that answer; its cause was not logged then (it is now, below), so this is the likely
    // one, not a proven one. On loopback a new connection costs nothing.
    { host: proxy.hostname, port: proxy.port, method: req.method, path: req.url, headers: req.headers, agent: false },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  out.on("error", (error) => {
    // Said in the terminal too, where whoever runs `npm run cms` looks for why a save failed.
    console.error(`${req.method} ${req.url}: the CMS's local proxy did not answer: ${error.message}`);
    res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
    res.end(`the CMS's local proxy did not answer: ${error.message}`);
  });
  req.pipe(out);
}

// @ts-check
/**
 * The CMS's page at /admin (build/admin, vite.admin.config.ts): the editors' page, served apart
 * from the public site with rules of its own.
 *
 * - Its own Content-Security-Policy, wider than the public pages' only where Decap needs it
 *   (docs/decisions/016-cms-at-admin.md): `'unsafe-eval'` (its validator compiles schemas at run
 *   time), inline styles (its components inject their styles), and the git host in `connect-src`
 *   (where it reads and writes the content) and `img-src` (images it shows from the repository).
 * - Never indexed (`X-Robots-Tag`), never framed, the page itself never cached (a deploy changes
 *   it), its hashed files cached for a year.
 * - Absent from the public site: no page links to it, the sitemap does not list it, robots.txt
 *   need not name it (naming it would only advertise it).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { staticAttempt } from "./static-attempt.js";
import helmet from "helmet";
import { contentType } from "mime-types";

/**
 * The CSP directives of the admin page.
 * @param {string | undefined} gitHost the git host's origin (`https://git.example.org`), if set
 */
export function adminCspDirectives(gitHost) {
  const host = gitHost ? [new URL(gitHost).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...host],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...host],
    // The preview pane is a frame of the page's own making.
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...host],
    frameAncestors: ["'none'"],
  };
}

/**
 * @param {string} buildDir the build's directory (holds `admin/`)
 * @param {{ gitHost?: string }} [options]
 * @returns {express.Router | undefined} the /admin routes, or nothing when the build has no admin page
 */
export function adminRoutes(buildDir, { gitHost = process.env.CMS_BASE_URL } = {}) {
  const adminDir = path.join(buildDir, "admin");
  if (!existsSync(path.join(adminDir, "index.html"))) return undefined;
  const router = express.Router({ strict: true });
  router.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: adminCspDirectives(gitHost) },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "same-origin" },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    }),
  );
  router.use((_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });
  // One URL for the page: /admin → /admin/ (its files are relative to it).
  router.get("/", (req, res, next) =>
    req.originalUrl.split("?")[0] === "/admin" ? res.redirect(301, "/admin/") : next(),
  );
  router.use(
    staticAttempt(
      expressStaticGzip(adminDir, {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: "index.html",
        serveStatic: {
          redirect: false,
          cacheControl: false,
          setHeaders(res, file) {
            const original = file.replace(/\.(br|gz)$/, "");
            const type = contentType(path.extname(original));
            if (type) res.setHeader("Content-Type", type);
            const hashed = path.relative(adminDir, original).startsWith(`assets${path.sep}`);
            res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
          },
        },
      }),
    ),
  );
  return router;
}

// @ts-check
/**
 * Tawjihi results on results day (decision 011): the published files, and the limit on the
 * server's own lookup.
 *
 * - `/results/current.json`, the pointer: which version is in use and its release moment. Cached a
 *   few seconds, so a new import or a rollback reaches everyone almost at once.
 * - `/results/{version}/{aa}/{name}`: one sealed record. Before the version's release moment (by
 *   this server's clock) nothing of it is served, whatever a browser believes. A record is
 *   immutable once served (its version is in its path); a miss is `no-store`, so no CDN keeps
 *   answering "not found" into the release.
 * - A POST of the results form (the page's no-JavaScript lookup, which runs the same derivation on
 *   the server) is limited per client address: the address `TRUST_PROXY` resolves, never the
 *   proxy's. Generous by default, because thousands of students share a carrier's address.
 *
 * Results live outside the build, in RESULTS_DIR (default `results-data/`): importing needs no
 * rebuild and a rebuild never wipes them.
 */
import { rateLimit } from "express-rate-limit";

/** Browsers and CDNs may keep the pointer this long: a new import reaches everyone within it. */
export const POINTER_CACHE_S = 10;
export const RECORD_CACHE = "public, max-age=31536000, immutable";
/** Neither kept nor shared: a miss, anything before the release, a lookup's answer. */
export const NO_STORE = "no-store";

/** The Express router for `/results/…`. */
export function resultsFiles(/** @type {import("./results-store.js").ResultsStore} */ store) {
  /** @type {import("express").RequestHandler} */
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const parts = req.path.split("/").slice(1); // mounted at /results: "/current.json" → ["current.json"]
    if (parts.length === 1 && parts[0] === "current.json") {
      const pointer = await store.pointer();
      if (!pointer) return res.status(404).set("Cache-Control", NO_STORE).json({ error: "no results published" });
      return res
        .set("Cache-Control", `public, max-age=${POINTER_CACHE_S}`)
        .type("application/json")
        .send(JSON.stringify(pointer));
    }
    // One answer for every miss: no such record, a bad path, a version not yet released.
    const bytes = parts.length === 3 ? await store.releasedRecord(parts[0], parts[1], parts[2]) : undefined;
    if (!bytes) return res.status(404).set("Cache-Control", NO_STORE).type("text/plain").send("Not Found");
    res.set("Cache-Control", RECORD_CACHE).type("application/octet-stream").send(bytes);
  };
}

/**
 * The limit on the no-JavaScript lookup: RESULTS_RATE_LIMIT requests (default 120) per
 * RESULTS_RATE_WINDOW_S seconds (default 60) per client address; over it, a page in Arabic that
 * says when to try again, with `Retry-After`.
 */
export function resultsLookupLimit({
  limit = Number(process.env.RESULTS_RATE_LIMIT || 120),
  windowS = Number(process.env.RESULTS_RATE_WINDOW_S || 60),
} = {}) {
  return rateLimit({
    windowMs: windowS * 1000,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res, _next, options) => {
      const retry = Math.ceil(options.windowMs / 1000);
      res
        .status(options.statusCode)
        .set("Retry-After", String(retry))
        .set("Cache-Control", NO_STORE)
        .type("html")
        .send(limitPage(retry));
    },
  });
}

/** The limit's answer: a complete page, without scripts (it must work where scripts do not). */
function limitPage(/** @type {number} */ retryS) {
  // Seconds as Arabic counts them (the page is outside the app, so outside its messages).
  const s =
    retryS === 1
      ? "ثانية واحدة"
      : retryS === 2
        ? "ثانيتين"
        : retryS % 100 >= 3 && retryS % 100 <= 10
          ? `${retryS} ثوانٍ`
          : `${retryS} ثانية`;
  return `<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>طلبات كثيرة في وقت قصير</title></head>
<body>
<h1>طلبات كثيرة في وقت قصير</h1>
<p>وصلتنا طلبات بحث كثيرة عن النتائج من الشبكة التي تتصل منها في وقت قصير، وقد يحدث هذا لأن كثيرين يبحثون من الشبكة نفسها. حاول مرة أخرى بعد ${s}.</p>
<p>النتائج الرسمية تصدر عن وزارة التربية والتعليم، وفي صفحة النتائج رابط موقعها الرسمي.</p>
<p><a href="/high-school-results">العودة إلى صفحة نتائج الثانوية العامة</a></p>
</body>
</html>`;
}

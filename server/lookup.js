// @ts-check
/**
 * The site's only POSTs: the no-JavaScript results lookup (`/high-school-results`) and the result
 * card's admission answer (`/admission-answer.json`). Both only read. Each is refused cheaply, before
 * anything else looks at it, unless it is a small form: on results day an attacker's large or odd
 * bodies must cost the server nothing, and a flood must be turned away (503) rather than queued.
 *
 * The lookup is answered here, before the router: the results page as the build wrote it, with only
 * its lookup part rendered again by the app (app/features/results/lookup-page.server.tsx) and only
 * that part compressed (spliced-gzip.js), so a lookup costs the derivation and a few components
 * rather than a whole page.
 */
import { NO_STORE } from "./results.js";
import { overOnce, padGzip, padPlain } from "./padded-gzip.js";
import { admissionPadding, ANSWER_LEVEL, padTarget } from "./padded-sizes.js";
import { splicedGzip } from "./spliced-gzip.js";

/**
 * An Express handler, spelled out: TypeScript 7 reads a bare `import("express").RequestHandler` as
 * a handler still generic in its request's parameters and body, which these are not.
 * @typedef {(req: import("express").Request, res: import("express").Response, next: import("express").NextFunction) => void} Handler
 */

/** A parsed form body as URLSearchParams (a repeated field keeps its first value). */
export function formOf(/** @type {import("express").Request} */ req) {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(req.body ?? {})) form.append(name, String([value].flat()[0] ?? ""));
  return form;
}

/**
 * At most `max` requests through at once; the rest answered at once by `refuse` (503 with
 * Retry-After), never queued: a queue on results day only makes every student wait longer.
 * @param {number} max
 * @param {Handler} refuse
 * @returns {Handler}
 */
export function concurrencyCap(max, refuse) {
  let inFlight = 0;
  return (req, res, next) => {
    if (inFlight >= max) return refuse(req, res, next);
    inFlight++;
    let released = false;
    const release = () => {
      if (!released) inFlight--;
      released = true;
    };
    res.once("finish", release);
    res.once("close", release);
    next();
  };
}

/** How long a refused lookup is asked to wait when the server is busy (seconds). */
export const BUSY_RETRY_S = 2;

/**
 * Too busy to render a page now: a plain 503, never stored.
 * @param {import("express").Request} _req @param {import("express").Response} res
 */
export function tooBusy(_req, res) {
  res.status(503).set({ "Retry-After": String(BUSY_RETRY_S), "Cache-Control": NO_STORE });
  res.type("text/plain; charset=utf-8").send("503 Service Unavailable");
}

/**
 * The lookup's pages: the results page with its lookup part rendered for this request, gzipped by
 * splicing (spliced-gzip.js: the fixed parts were compressed once), never stored by anyone. Every
 * answer (200: a pass, a fail, a miss, a malformed entry) is padded to one size per encoding, the
 * largest answer there can be plus a margin, measured once here: its size says nothing of the
 * result. The refusals (429, 503) say nothing of one and keep their own size.
 * @param {import("./server-build.js").LookupPages} pages
 * @param {import("./padded-sizes.js").AdmissionPadding} [padding] the admission answers' sizes, as the build measured them
 */
export function lookupResponses(pages, padding = admissionPadding(pages)) {
  const page = splicedGzip(pages.page.before, pages.page.after);
  const sizes = pages.answerCases(padding.largest).map((part) => page.sizes(part));
  const over = overOnce("The no-JavaScript lookup's answer");
  const pad = {
    plain: { size: padTarget(sizes.map((s) => s.plain)), over },
    gzip: { size: padTarget(sizes.map((s) => s.gzip)), over },
  };
  /** @param {import("express").Request} req @param {import("express").Response} res @param {number} status @param {string} part */
  const send = (req, res, status, part) => {
    res.status(status).set("Cache-Control", NO_STORE).set("Vary", "Accept-Encoding").type("html");
    const padded = status === 200;
    if (req.acceptsEncodings("gzip"))
      res.set("Content-Encoding", "gzip").send(page.gzip(part, padded ? pad.gzip : undefined));
    else res.send(page.plain(part, padded ? pad.plain : undefined));
  };
  return {
    /** The pages these responses send. */
    pages,
    /** The size every answer is sent at, by encoding. */
    padded: { plain: pad.plain.size, gzip: pad.gzip.size },
    /** The answer to a lookup. @type {(req: import("express").Request, res: import("express").Response, next: import("express").NextFunction) => Promise<void>} */
    answer: async (req, res, next) => {
      try {
        send(req, res, 200, await pages.answer(formOf(req)));
      } catch (error) {
        next(error);
      }
    },
    /** Too busy: said on the page, with what was typed kept in the form. @type {(req: import("express").Request, res: import("express").Response) => void} */
    busy: (req, res) => {
      res.set("Retry-After", String(BUSY_RETRY_S));
      send(req, res, 503, pages.refused("busy", BUSY_RETRY_S, formOf(req)));
    },
    /**
     * Too many guesses from this address: said on the page, with what was typed kept.
     * @param {import("express").Request} req @param {import("express").Response} res @param {number} retryS
     */
    limited: (req, res, retryS) => send(req, res, 429, pages.refused("limited", retryS, formOf(req))),
  };
}

/**
 * The result card's admission answer, as JSON nobody keeps, padded with spaces to one size per
 * encoding (gzip or none; no Brotli, which this does not pad): the largest answer of any stream and
 * average plus a margin (admissionPadding), so its size says nothing of the average. The gzip
 * stream is built here (padded-gzip.js), so nothing downstream compresses it again.
 * @param {import("./server-build.js").LookupPages} pages
 * @param {import("./padded-sizes.js").AdmissionPadding} [padding]
 * @returns {Handler}
 */
export function admissionAnswer(pages, padding = admissionPadding(pages)) {
  const over = overOnce("The admission answer");
  return (req, res) => {
    const { status, body } = pages.admission(formOf(req));
    const json = Buffer.from(JSON.stringify(body));
    res.status(status).set("Cache-Control", NO_STORE).set("Vary", "Accept-Encoding");
    res.type("application/json; charset=utf-8");
    if (req.acceptsEncodings("gzip"))
      res.set("Content-Encoding", "gzip").send(padGzip(json, padding.gzip, { level: ANSWER_LEVEL, over }));
    else res.send(padPlain(json, padding.plain, over));
  };
}

// @ts-check
/**
 * The site's two POSTs take a small form and nothing else, refused before it costs anything:
 *
 * - 415 for another type (or none), or a charset other than UTF-8;
 * - 413 as soon as the body is known to be too large: at once when the declared length says so,
 *   else when the bytes read pass the limit. The connection is then closed (`Connection: close`),
 *   so the rest of the body is never read. (body-parser reads a refused body to its end before it
 *   answers, so that the connection can be reused: a POST declaring 400 MB held an instance's
 *   thread for seconds.) A body sent slowly is cut by the server's request timeout (serve.js).
 * - 413 past 16 fields.
 *
 * raw-body (body-parser's own reader) reads with the limit; the fields are read with
 * URLSearchParams, first value of a repeated field kept.
 */
import getRawBody from "raw-body";
import { clientError } from "./errors.js";

/** The forms are four short fields (lookup) or two (answer): a few hundred bytes at most. */
export const FORM_BODY_LIMIT = 4096;
/** More fields than either form has, by far. */
const MAX_FIELDS = 16;
const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Reads the body of a small form into `req.body` (`{ name: value }`), or refuses the request.
 * @type {import("express").RequestHandler}
 */
export function smallForm(req, res, next) {
  const charset = /;\s*charset=([^;\s]+)/i
    .exec(req.get("content-type") ?? "")?.[1]
    .replace(/"/g, "")
    .toLowerCase();
  if (!req.is(FORM_TYPE) || (charset !== undefined && charset !== "utf-8"))
    return next(clientError(415, "a form is expected"));
  getRawBody(req, { length: req.get("content-length"), limit: FORM_BODY_LIMIT, encoding: "utf-8" }).then(
    (text) => {
      const fields = new URLSearchParams(text);
      /** @type {Record<string, string>} */
      const body = {};
      let count = 0;
      for (const [name, value] of fields) {
        if (++count > MAX_FIELDS) return next(clientError(413, "too many fields"));
        if (!(name in body)) body[name] = value;
      }
      req.body = body;
      next();
    },
    (/** @type {{ status?: number, type?: string }} */ error) => {
      // Too large (413), or a body that ended early or did not match its length (400): the rest of
      // it is not read, so the connection cannot carry another request.
      res.set("Connection", "close");
      next(clientError(error.status === 413 ? 413 : 400, error.type ?? "a form could not be read"));
    },
  );
}

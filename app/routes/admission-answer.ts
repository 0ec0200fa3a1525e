import type { Route } from "./+types/admission-answer";
import { admissionAnswerJson } from "#app/features/results/lookup-answer.server.ts";

/**
 * `POST /admission-answer.json` (form fields `stream`, `average`): the admission answer (the
 * finder's, decision 010) as JSON, for the result card, which has the stream and the average only
 * once the browser has opened the student's record. A POST answered `no-store`: a student's
 * average is never put in a URL that a CDN, a proxy or a log keeps beside an address. Plain JSON,
 * so the page needs no router machinery to read it.
 *
 * This action serves the development server; the production server answers the same POST itself,
 * before the router, once it has checked that it is a small form (server/lookup.js).
 */
export async function action({ request }: Route.ActionArgs) {
  const { status, body } = admissionAnswerJson(await request.formData());
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

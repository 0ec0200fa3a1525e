import type { Route } from "./+types/admission-answer";
import { registry } from "~/content/registry.server";
import { applyFacts, finderAnswer } from "~/content/admission-answer.server";
import { declaredQuery, type QueryHandle } from "~/lib/query";

/** The query parameters this resource reads. */
const QUERY = ["stream", "average"] as const;
export const handle = { query: QUERY } satisfies QueryHandle;

/** How long a browser or a CDN may keep an answer: it changes only with a deploy. */
const ANSWER_CACHE = "public, max-age=300";

/**
 * `/admission-answer.json?stream=…&average=…`: the admission answer (the finder's, decision 010) as
 * JSON, for the result card, which has the stream and the average only once the browser has opened
 * the student's record. A GET that any CDN may cache (a few thousand stream × average pairs at
 * most), so results day does not send each card's answer to the origin; and plain JSON, so the
 * page needs no router machinery to read it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = declaredQuery(request, QUERY);
  const { answer } = finderAnswer(registry, {
    certificate: "",
    stream: params.get("stream") ?? "",
    average: params.get("average") ?? "",
  });
  if (!answer || answer.average === undefined) {
    return Response.json(
      { error: "stream and average required" },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json({ answer, apply: applyFacts(registry) }, { headers: { "Cache-Control": ANSWER_CACHE } });
}

/**
 * A stream named in a link, read as today's stream: older certificates print names the ministry has
 * since changed (`commercial`, now `entrepreneurship`), and the content keeps them (`aliases` in
 * content/streams.yaml). Pure.
 */
import type { Stream } from "#app/content/schema.ts";

export interface StreamReading<S extends Pick<Stream, "code" | "aliases">> {
  stream: S;
  /** The former name the link used, when it used one: the answer says which stream it is today. */
  formerly?: NonNullable<S["aliases"]>[number];
}

/** The stream a code names, today's or a former one; `undefined` for a code no stream has had. */
export function readStreamCode<S extends Pick<Stream, "code" | "aliases">>(
  streams: readonly S[],
  code: string,
): StreamReading<S> | undefined {
  const stream = streams.find((s) => s.code === code);
  if (stream) return { stream };
  for (const s of streams) {
    const formerly = s.aliases?.find((a) => a.code === code);
    if (formerly) return { stream: s, formerly };
  }
  return undefined;
}

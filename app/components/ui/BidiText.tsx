import { Fragment } from "react";
import { splitLatinRuns } from "#app/lib/bidi.ts";

/** Content text with each Latin run (a name, an abbreviation, a code) isolated left to right. */
export function BidiText({ children }: { children: string }) {
  const runs = splitLatinRuns(children);
  if (!runs.some((r) => r.latin)) return children;
  return runs.map((r, i) =>
    r.latin ? (
      <bdi key={i} dir="ltr">
        {r.text}
      </bdi>
    ) : (
      <Fragment key={i}>{r.text}</Fragment>
    ),
  );
}

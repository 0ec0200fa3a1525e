import { createContext, Fragment, useContext } from "react";
import { splitLatinRuns } from "#app/lib/bidi.ts";

/** The page's text direction, for what lays text out by it (the root provides the locale's). */
export const PageDirection = createContext<"rtl" | "ltr">("rtl");

/**
 * Content text with each Latin run (a name, an abbreviation, a code) isolated left to right, on a
 * right-to-left page. A left-to-right page's Latin text already runs its way: isolating its every
 * phrase made a third of the English colleges page's elements (issue 33).
 */
export function BidiText({ children }: { children: string }) {
  if (useContext(PageDirection) === "ltr") return children;
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

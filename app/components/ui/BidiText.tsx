import { createContext, Fragment, useContext, type ReactNode } from "react";
import { markedRuns } from "#app/lib/bidi.ts";

/** The page's text direction, for what lays text out by it (the root provides the locale's). */
export const PageDirection = createContext<"rtl" | "ltr">("rtl");

/**
 * Content text with each run of the other script marked: on a right-to-left page each Latin run
 * (a name, an abbreviation, a code) isolated left to right, and in English when it holds a word,
 * so a screen reader reads «DevOps» with an English voice (issue 56); on a left-to-right page each
 * run of Arabic words, in Arabic. A left-to-right page's Latin text already runs its way:
 * isolating its every phrase made a third of the English colleges page's elements (issue 33).
 */
export function BidiText({ children }: { children: string }) {
  const runs = markedRuns(children, useContext(PageDirection));
  if (!runs.some((r) => r.dir)) return runs.map((r) => r.text).join("");
  return runs.map((r, i) =>
    r.dir ? (
      <bdi key={i} dir={r.dir} lang={r.lang}>
        {r.text}
      </bdi>
    ) : (
      <Fragment key={i}>{r.text}</Fragment>
    ),
  );
}

/**
 * A message's parts as `withElements` returns them, each text part marked as `BidiText` marks
 * content: the words a message inserts (a query, a certificate's or a scholarship's name) may be
 * the other language's, and are read in it (issue 56).
 */
export function bidiParts(parts: readonly ReactNode[]): ReactNode[] {
  return parts.map((part, i) => (typeof part === "string" ? <BidiText key={`text-${i}`}>{part}</BidiText> : part));
}

import { Fragment, useContext } from "react";
import { highlightSegments } from "#app/features/search/terms.ts";
import { markedRuns } from "#app/lib/bidi.ts";
import { PageDirection } from "#app/components/ui/BidiText.tsx";
import { useT } from "#app/i18n/messages.ts";
import { holdsAnd } from "#app/lib/format.ts";

/**
 * A result's text with the words the query matched in `<mark>`, and each run of the other script
 * marked with its direction and language (BidiText): an English publication's title in the Arabic
 * results is read in English (issue 56).
 */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <bdi>
      {markedRuns(text, useContext(PageDirection)).map((run, i) => {
        // Each run highlighted on its own: a run ends where a word does, so a word's mark is the same.
        const marked = highlightSegments(run.text, terms).map((s, j) =>
          s.mark ? (
            <mark key={j} className="rounded-sm bg-accent-300 px-0.5 text-inherit">
              {s.text}
            </mark>
          ) : (
            s.text
          ),
        );
        return run.dir ? (
          <bdi key={i} dir={run.dir} lang={run.lang}>
            {marked}
          </bdi>
        ) : (
          <Fragment key={i}>{marked}</Fragment>
        );
      })}
    </bdi>
  );
}

/** A result's name, and a course's code beside it, both highlighted; a pause between them for the ear (app.css). */
export function HitTitle({ title, code, terms }: { title: string; code?: string; terms: readonly string[] }) {
  return (
    <>
      <Highlighted text={title} terms={terms} />
      {code && (
        <span className="pause-before ms-2 text-sm font-normal text-muted">
          <Highlighted text={code} terms={terms} />
        </span>
      )}
    </>
  );
}

/**
 * Where a result is (its program, its page): a course taught in several programs names the first
 * and counts the others («وفي برنامجين آخرين»). Said the same in the dialog and on the results page.
 */
export function HitContext({ context, alsoIn }: { context: string; alsoIn?: number }) {
  const t = useT();
  return alsoIn ? (
    t("search.alsoIn", { program: context, count: alsoIn, comma: holdsAnd(context) ? "yes" : "no" })
  ) : (
    <Highlighted text={context} terms={[]} />
  );
}

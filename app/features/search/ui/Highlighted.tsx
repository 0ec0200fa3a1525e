import { highlightSegments } from "#app/features/search/terms.ts";

/** A result's text with the words the query matched in `<mark>`. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <bdi>
      {highlightSegments(text, terms).map((s, i) =>
        s.mark ? (
          <mark key={i} className="rounded-sm bg-accent-300 px-0.5 text-inherit">
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </bdi>
  );
}

/** A result's name, and a course's code beside it, both highlighted. */
export function HitTitle({ title, code, terms }: { title: string; code?: string; terms: readonly string[] }) {
  return (
    <>
      <Highlighted text={title} terms={terms} />
      {code && (
        <span lang="en" className="ms-2 text-sm font-normal text-muted">
          <Highlighted text={code} terms={terms} />
        </span>
      )}
    </>
  );
}

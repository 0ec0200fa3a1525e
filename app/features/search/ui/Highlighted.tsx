import { highlightSegments } from "../terms";

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

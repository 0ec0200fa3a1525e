/**
 * An answer that lists a program as open, or nearly so, shows the program's own admission notes
 * beside it (a subject mark, a test, an interview): the average alone does not decide. Subjects are
 * chosen by property from the fixture content (tests/fixtures/content/).
 */
import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";
import { finderAnswer } from "./finder-answer.ts";

const r = fixtureRegistry();
const FIXTURE = "tests/fixtures/content";
/**
 * A degree's notes as its file gives them, read with a YAML parser and not through the registry:
 * a program's own file (its id is its slug), or the degree of its college's (the college's slug).
 */
function notesOf(id: string): string[] {
  const program = `${FIXTURE}/programs/${id}.yaml`;
  const sheet = existsSync(program)
    ? parse(readFileSync(program, "utf8"))
    : parse(readFileSync(`${FIXTURE}/colleges/${id}.yaml`, "utf8")).degreeProgram;
  return sheet.admission.notes ?? [];
}

describe("the answer's programs carry their admission notes", () => {
  it("every program open, or within reach, at every stream and average shows its own notes, and only those", () => {
    let withNotes = 0;
    for (const stream of r.streams)
      for (const average of ["50", "65", "80", "100"]) {
        const a = finderAnswer(r, { certificate: "", stream: stream.code, average }).answer!;
        for (const d of [...a.open, ...a.close]) {
          expect(d.notes, `${d.id}, ${stream.code} at ${average}`).toEqual(notesOf(d.id));
          if (d.notes.length) withNotes++;
        }
      }
    // The fixture has programs with notes that some answer opens: the rule was exercised.
    expect(withNotes).toBeGreaterThan(0);
  });
});

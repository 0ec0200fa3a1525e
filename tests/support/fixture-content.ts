/**
 * The fixture content for unit tests of rules: a small content tree made for the tests
 * (tests/fixtures/content/, laid out as content/ is), so that a test of a rule names the fixture's
 * slugs and figures, never the sample content's, which the university replaces and edits every year.
 * Starlight's `__tests__/test-utils.ts` mocks its content the same way.
 *
 * - `fixtureFiles()`: the files as the registry reads them (`{ "content/…": text }`), a fresh copy.
 * - `fixtureRegistry()`: the registry built from them, once per test file (a test must not change it).
 * - `withFile(files, path, edit)` and `replacing(pattern, text)`: the files with one file edited; an
 *   edit that finds nothing to change throws, so a case cannot pass by testing the fixture unchanged.
 * - `FIXTURE_TODAY`: the day the fixture is read on, after every date it names; pass it where the
 *   code asks for today (`latestDay`, a clock), never the real clock.
 */
import { fileURLToPath } from "node:url";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistry, type ContentFiles, type Registry } from "#app/content/registry.ts";

/** The folder that holds the fixture's `content/`. */
export const FIXTURE_ROOT = fileURLToPath(new URL("../fixtures", import.meta.url));

/** The day the tests read the fixture on (YYYY-MM-DD): no date in the fixture is later. */
export const FIXTURE_TODAY = "2026-11-30";

let files: ContentFiles | undefined;
let registry: Registry | undefined;

/** The fixture's files, keyed as the registry reads them (`content/site.yaml`): a copy the caller may change. */
export function fixtureFiles(): ContentFiles {
  files ??= readContentFiles(FIXTURE_ROOT, "content");
  return { ...files };
}

/** The registry of the fixture, built once per test file: read it, never change it. */
export function fixtureRegistry(): Registry {
  registry ??= buildRegistry(fixtureFiles(), { latestDay: FIXTURE_TODAY });
  return registry;
}

/** An edit of one file's text; `undefined` deletes the file. */
export type FileEdit = (source: string) => string | undefined;

/**
 * `files` with the file at `path` edited (a new file when it is absent: `edit` gets ""), as a new
 * object. Throws when the edit leaves the file as it was: the case would test nothing.
 */
export function withFile(files: ContentFiles, path: string, edit: FileEdit): ContentFiles {
  const before = files[path] ?? "";
  const after = edit(before);
  if (after === before) throw new Error(`withFile: the edit left ${path} unchanged`);
  const result = { ...files };
  if (after === undefined) delete result[path];
  else result[path] = after;
  return result;
}

/** An edit that replaces `pattern` (every match, for a global RegExp) and throws when it is not found. */
export function replacing(pattern: string | RegExp, replacement: string): FileEdit {
  return (source) => {
    const found = typeof pattern === "string" ? source.includes(pattern) : new RegExp(pattern).test(source);
    if (!found) throw new Error(`replacing: ${String(pattern)} is not in the file`);
    return source.replace(pattern, replacement);
  };
}

/** The line (1-based) of `source` that starts with `text`; throws when there is none. */
export function lineOf(source: string, text: string): number {
  const index = source.split("\n").findIndex((line) => line.startsWith(text));
  if (index < 0) throw new Error(`lineOf: no line starts with ${JSON.stringify(text)}`);
  return index + 1;
}

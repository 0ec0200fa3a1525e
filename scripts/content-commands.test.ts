/**
 * The content's commands as an editor types them, each in its own process: a mistyped option or
 * path is refused before anything is read as sound or written.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const SCRIPTS = resolve(import.meta.dirname);
/** tsx's loader, by its address: a run in a copy of the content finds no node_modules there. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/** `npm run <script> -- args`, without npm, in `cwd` (the project's content there). */
function run(script: string, args: string[], cwd = process.cwd()) {
  const r = spawnSync(process.execPath, ["--import", TSX, join(SCRIPTS, script), ...args], { cwd, encoding: "utf8" });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe("content:check and content:format refuse what they do not know", () => {
  const copy = mkdtempSync(join(tmpdir(), "content-commands-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("content:check names a path that is no content file or folder, rather than call it sound", () => {
    const r = run("content-check.ts", ["content/no-such-file.yaml"]);
    expect(r.status).toBe(2);
    expect(r.err).toContain("لا ملف محتوى ولا مجلد بهذا المسار: content/no-such-file.yaml.");
    expect(r.out).not.toContain("سليم");
  }, 30_000);

  it("content:format with a mistyped --check writes nothing", () => {
    cpSync("content", join(copy, "content"), { recursive: true });
    const file = join(copy, "content/admission.yaml");
    const handEdited = `# a comment the canonical form drops\n${readFileSync(file, "utf8")}`;
    writeFileSync(file, handEdited);
    const r = run("content-format.ts", ["--chek"], copy);
    expect(r.status).toBe(2);
    expect(r.err).toContain("الخيار --chek لا يعرفه هذا الأمر.");
    expect(readFileSync(file, "utf8")).toBe(handEdited);
  }, 30_000);
});

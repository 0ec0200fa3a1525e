/**
 * `npm run test:html`: every prerendered HTML page through the Nu Html Checker (vnu.jar, Java),
 * and the pages only the server renders (answers to a query: the admission finder, the certificate
 * converter), fetched from the production server. Fails on any error (the checker runs with
 * --errors-only: warnings are not reported). Then no page may show a message key: a word its loader
 * forgot to send (scripts/shown-message-keys.ts).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { htmlFiles } from "./build-files.ts";
import { startServer } from "./start-server.ts";
import { shownMessageKeys } from "./shown-message-keys.ts";
import { LOCALES } from "#app/i18n/locales.ts";

/**
 * Server-rendered pages: each branch of the admission answer, an error, a conversion; search
 * results (grouped, highlighted, partial, none) and the program finder filtered (with an error).
 */
const RENDERED = [
  "/admission-keys?stream=literary&average=78.5",
  "/admission-keys?stream=scientific&average=96",
  "/admission-keys?stream=agricultural&average=60",
  "/admission-keys?stream=industrial",
  "/admission-keys?certificate=ib&stream=scientific&average=38",
  "/admission-keys?stream=scientific&average=abc",
  "/high-school-results?certificate=ib&score=30",
  `/search?q=${encodeURIComponent("تمريض ITI101")}`,
  `/search?q=${encodeURIComponent("التمريض xyzzy")}`,
  "/search?q=xyzzy",
  "/programs?level=undergraduate&stream=literary&average=78.5&duration=4&fee=40",
  "/programs?stream=scientific&average=abc",
];

try {
  execFileSync("java", ["-version"], { stdio: "ignore" });
} catch {
  console.error(
    "Java is needed for the Nu Html Checker: install it with `sudo apt-get install -y default-jre-headless`.",
  );
  process.exit(1);
}

const jar = createRequire(import.meta.url)("vnu-jar") as string;
const rendered = mkdtempSync(join(tmpdir(), "rendered-html-"));
const server = await startServer(process.cwd());
const files = [...htmlFiles("build/client")];
/** A server-rendered page's URL, by the temporary file it was written to. */
const pathOf = new Map<string, string>();
try {
  for (const [i, path] of RENDERED.entries()) {
    const response = await fetch(server.origin + path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const file = join(rendered, `${i}.html`);
    writeFileSync(file, await response.text());
    files.push(file);
    pathOf.set(file, path);
  }
} finally {
  await server.stop();
}
/**
 * The checker runs some seconds on two cores beside the gate's other checks: the JVM's quick
 * compiler alone (no C2) and one garbage collector thread spend less CPU on so short a run
 * (23 → 12–13 CPU-seconds for 81 pages, same errors found).
 */
const JVM_FOR_A_SHORT_RUN = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
const run = spawnSync(
  "java",
  [...JVM_FOR_A_SHORT_RUN, "-Xss4m", "-jar", jar, "--errors-only", "--format", "gnu", ...files],
  { encoding: "utf8" },
);
// Name the URL, not the temporary file, in what the checker says about a rendered page.
const output = RENDERED.reduce(
  (text, path, i) => text.replaceAll(join(rendered, `${i}.html`), path),
  `${run.stdout}${run.stderr}`.trim(),
);
const keys = new Set(
  LOCALES.flatMap(({ code }) => Object.keys(JSON.parse(readFileSync(`app/i18n/messages/${code}.json`, "utf8")))),
);
const keysShown = files.flatMap((file) => {
  const shown = shownMessageKeys(readFileSync(file, "utf8"), keys);
  return shown.length > 0
    ? [`${pathOf.get(file) ?? file}: shows the message key(s) ${shown.join(", ")} (not sent by its loader?)`]
    : [];
});
rmSync(rendered, { recursive: true, force: true });
if (keysShown.length > 0) {
  console.error(keysShown.join("\n"));
  console.error(`${keysShown.length} page(s) show a message key instead of its words.`);
  process.exit(1);
}
if (run.status !== 0 || output) {
  console.error(output);
  console.error(`Nu Html Checker: errors in the HTML (${files.length} pages checked).`);
  process.exit(1);
}
console.log(
  `Nu Html Checker: ${files.length - RENDERED.length} prerendered and ${RENDERED.length} server-rendered pages, 0 errors.`,
);

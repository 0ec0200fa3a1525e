/**
 * `npm run messages:sheet [-- --out FILE]`: the proofreading sheet of the Arabic interface, one
 * self-contained HTML page (default build/messages-sheet.html) that an editor reads whole before a
 * release and after messages are added: every message of app/i18n/messages/ar.json in every form
 * (./messages-sheet/forms.ts, the sample values in ./messages-sheet/samples.ts), then the sentences
 * the pages assemble from parts, rendered by their own components (./messages-sheet/blocks.tsx).
 *
 * The app's modules run in Vite's module runner, as in the build and the unit tests (the content
 * and the messages are bundled with `import.meta.glob`); the fonts are the site's own
 * (`npm run fonts`, which the npm script runs first), inlined so the file opens anywhere.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";
import { contentRegistries } from "./vite-content-registries.ts";
import type { buildSheet as BuildSheet } from "./messages-sheet/sheet.tsx";

const ROOT = process.cwd();
const FONTS = join(ROOT, "app/generated/fonts");

/** The site's @font-face rules with each font file inlined as a data URL. */
function inlineFaces(): string {
  const css = readFileSync(join(FONTS, "faces.css"), "utf8");
  return css.replace(/url\("\.\/([^"]+\.woff2)"\)/g, (_, file: string) => {
    const data = readFileSync(join(FONTS, file)).toString("base64");
    return `url("data:font/woff2;base64,${data}")`;
  });
}

async function main() {
  const started = performance.now();
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const out = resolve(ROOT, values.out ?? "build/messages-sheet.html");
  let faces: string;
  try {
    faces = inlineFaces();
  } catch {
    console.error("لا توجد ملفات الخط في app/generated/fonts: شغّل npm run fonts أولًا (أو npm run messages:sheet).");
    process.exit(1);
  }
  const { module } = await runnerImport<{ buildSheet: typeof BuildSheet }>(
    join(ROOT, "scripts/messages-sheet/sheet.tsx"),
    // The server's registries built as the module loads, as in development (vite-content-registries.ts).
    { root: ROOT, logLevel: "error", resolve: { tsconfigPaths: true }, plugins: [contentRegistries()] },
  );
  const sheet = await module.buildSheet({ faces, now: new Date() });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, sheet.html);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `صحيفة التدقيق: ${relative(ROOT, out).startsWith("..") ? out : relative(ROOT, out)}\n` +
      `  ${sheet.counts} (${seconds} ث).`,
  );
  if (sheet.missing.length) {
    console.error(
      `وسائط بلا قيمة تجريبية، أو فروع لا تبلغها القيم التجريبية (أضفها إلى scripts/messages-sheet/samples.ts):\n  ${sheet.missing.join("\n  ")}`,
    );
    process.exitCode = 1;
  }
}

await main();

/**
 * `npm run results:rollback [-- --results-dir DIR]`: points current.json back at the version
 * before the current one (in version id order, which is publication order). The version left is
 * kept in versions/ (the server serves only the version current.json names); nothing is deleted
 * (`results:prune` does). Refuses when there is no earlier version.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PublishedVersion } from "#app/features/results/published.ts";
import { writePointer } from "./publish.ts";
import { localLabel } from "./release.ts";
import { commandOptions, defineCommand } from "#scripts/command-options.ts";
import { loadResultsContent } from "./report.ts";
import { listVersions, readPointer, resolveResultsDir, runLocked, versionsDir } from "./results-dir.ts";

const { values } = commandOptions(
  defineCommand({
    script: "results:rollback",
    about: "يُرجع ما يراه الطلبة إلى النسخة المنشورة قبل الحالية، ولا يحذف شيئًا.",
    options: {
      "results-dir": {
        type: "string",
        value: "DIR",
        about: "مجلد النتائج (الافتراضي: قيمة متغير البيئة RESULTS_DIR، وإلا results-data/ في المشروع).",
      },
    },
  }),
);
const dir = resolveResultsDir(values["results-dir"]);
const { season } = loadResultsContent();

const describe = (p: PublishedVersion) =>
  `${p.version} (${p.rows} صف${p.sample ? "، تجريبية" : ""}، نُشرت ${p.publishedAt}، موعد الإعلان ${localLabel(new Date(p.releaseAt), season.timeZone)})`;

function rollback(): number {
  const current = readPointer(dir);
  if (!current) {
    console.error(`لا نتائج منشورة في ${dir} (لا current.json)، فلا شيء يُرجع عنه.`);
    return 1;
  }
  const previous = listVersions(dir)
    .filter((v) => v < current.version)
    .at(-1);
  if (!previous) {
    console.error(
      `لم يتغير شيء: النسخة الحالية ${current.version} هي أقدم نسخة في ${versionsDir(dir)}، ولا نسخة قبلها.`,
    );
    return 1;
  }
  const pointer = JSON.parse(
    readFileSync(join(versionsDir(dir), previous, "manifest.json"), "utf8"),
  ) as PublishedVersion;
  writePointer(dir, pointer);
  console.log(
    `أُرجعت النتائج في ${dir}:\n  كانت: ${describe(current)}\n  صارت: ${describe(pointer)}\n` +
      `  النسخة ${current.version} باقية في versions/ ولا تُقدَّم (يحذفها npm run results:prune).`,
  );
  return 0;
}

runLocked(dir, rollback);

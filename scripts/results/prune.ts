/**
 * `npm run results:prune [-- --results-dir DIR] [--keep-previous]`: removes the superseded versions,
 * every complete version in versions/ other than the one current.json names (older ones, and
 * newer ones a rollback left), with what a killed import left behind. `--keep-previous` keeps the
 * newest version older than the current one, so that `results:rollback` still has one to go back
 * to. Under the same lock as import and rollback; refuses when nothing is published.
 */
import { lstatSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { commandOptions, defineCommand } from "#scripts/command-options.ts";
import {
  listStaleStaging,
  listVersions,
  readPointer,
  removeStaleStaging,
  resolveResultsDir,
  runLocked,
  versionsDir,
} from "./results-dir.ts";

const { values } = commandOptions(
  defineCommand({
    script: "results:prune",
    about: "يحذف النسخ التي حلّت محلها غيرها، وما تركه استيراد لم يكتمل؛ النسخة الحالية تبقى.",
    options: {
      "results-dir": {
        type: "string",
        value: "DIR",
        about: "مجلد النتائج (الافتراضي: قيمة متغير البيئة RESULTS_DIR، وإلا results-data/ في المشروع).",
      },
      "keep-previous": {
        type: "boolean",
        about: "يُبقي النسخة التي قبل الحالية، ليبقى results:rollback ممكنًا.",
      },
    },
  }),
);
const dir = resolveResultsDir(values["results-dir"]);

interface Usage {
  files: number;
  /** The bytes the files hold. */
  bytes: number;
  /** What they take on disk (whole blocks: a 540-byte record takes 4 KiB on most file systems). */
  disk: number;
}

/** Files, bytes and disk blocks under `path`. */
function usage(path: string, total: Usage = { files: 0, bytes: 0, disk: 0 }): Usage {
  const stat = lstatSync(path);
  total.disk += stat.blocks * 512;
  if (stat.isDirectory()) for (const name of readdirSync(path)) usage(join(path, name), total);
  else {
    total.files++;
    total.bytes += stat.size;
  }
  return total;
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} كيلوبايت` : `${(bytes / 1024 / 1024).toFixed(1)} ميغابايت`;

function prune(): number {
  const current = readPointer(dir);
  if (!current) {
    console.error(`لا نتائج منشورة في ${dir} (لا current.json)، فلم يُحذف شيء: لا نسخة حالية يُعرف بها ما انتهى.`);
    return 1;
  }
  const all = listVersions(dir);
  const kept = new Set([current.version]);
  const previous = all.filter((v) => v < current.version).at(-1);
  if (values["keep-previous"] && previous) kept.add(previous);

  const freed: Usage = { files: 0, bytes: 0, disk: 0 };
  const stale = listStaleStaging(dir);
  for (const name of stale) usage(join(dir, name), freed);
  if (removeStaleStaging(dir).length) console.log(`حُذف ما تركه استيراد لم يكتمل: ${stale.join("، ")}`);

  const removed = all.filter((v) => !kept.has(v));
  for (const version of removed) {
    const path = join(versionsDir(dir), version);
    const u = usage(path);
    rmSync(path, { recursive: true, force: true });
    for (const k of ["files", "bytes", "disk"] as const) freed[k] += u[k];
    console.log(`  حُذفت النسخة ${version}: ${u.files} ملف (مع manifest.json)، ${size(u.disk)} على القرص`);
  }
  const keptList = [...kept].sort().map((v) => (v === current.version ? `${v} (الحالية)` : `${v} (للإرجاع)`));
  console.log(
    (removed.length
      ? `حُذفت ${removed.length} نسخة سابقة من ${versionsDir(dir)}`
      : `لا نسخة سابقة تُحذف في ${versionsDir(dir)}`) +
      `؛ بقي: ${keptList.join("، ")}.\n` +
      `  المساحة المحررة: ${size(freed.disk)} على القرص (${freed.files} ملف، ${size(freed.bytes)} من البيانات).`,
  );
  if (!values["keep-previous"] && previous)
    console.log("  لم تبقَ نسخة قبل الحالية، فلن يجد results:rollback نسخة يرجع إليها (--keep-previous يُبقي واحدة).");
  return 0;
}

runLocked(dir, prune);

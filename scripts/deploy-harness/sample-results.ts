/**
 * Results for a run: invented students published with the import's own code (the same checks as
 * a real file, then publishVersion), and the URLs a student's page and a guesser ask for.
 */
import { deriveMaster, recordPath } from "#app/features/results/record-crypto.ts";
import type { PublishedVersion } from "#app/features/results/published.ts";
import { parseResults } from "#scripts/results/read-csv.ts";
import { publishVersion } from "#scripts/results/publish.ts";
import { loadResultsContent } from "#scripts/results/report.ts";
import { sampleCsv, sampleRows, type SampleRow } from "#scripts/results/sample-data.ts";

export interface PublishedSample {
  pointer: PublishedVersion;
  /** The invented students, in seat order (the README's three first). */
  students: SampleRow[];
}

/**
 * Publishes `rows` invented students into `resultsDir` with the import's own code (the same checks
 * as a real file, then publishVersion), released and closed at the given moments.
 */
export async function publishSample(
  resultsDir: string,
  options: { rows: number; releaseAt: Date; closesAt: Date; iterations: number; workers?: number },
): Promise<PublishedSample> {
  const { streams } = loadResultsContent();
  const students = sampleRows(options.rows);
  const { rows, problems } = parseResults(sampleCsv(students, streams), streams);
  if (problems.length) throw new Error(`the sample does not pass the import's checks: ${problems[0].message}`);
  const summary = await publishVersion({
    resultsDir,
    rows,
    releaseAt: options.releaseAt,
    closesAt: options.closesAt,
    sample: true,
    iterations: options.iterations,
    workers: options.workers,
  });
  return { pointer: summary.pointer, students };
}

/** A student's record URL under `pointer`'s version, derived as the page derives it. */
export async function recordUrlOf(pointer: PublishedVersion, seat: string, dob: string): Promise<string> {
  return `/results/${pointer.version}/${await recordPath(await deriveMaster(seat, dob, pointer))}`;
}

/** A record URL under `version` that names nobody (a guess). */
export function guessUrl(version: string): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("");
  return `/results/${version}/${hex.slice(0, 2)}/${hex.slice(2)}`;
}

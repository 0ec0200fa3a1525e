/**
 * The proofreading sheet, built inside Vite's module runner (scripts/messages-sheet.ts loads this
 * module there, so the routes' loaders read the bundled content as the build does): every form of
 * every message, then the blocks rendered from the pages' components.
 */
import { registry } from "#app/content/registry.server.ts";
import { serverMessages } from "#app/i18n/messages.server.ts";
import { DEFAULT_LOCALE } from "#app/i18n/locales.ts";
import { formatDate } from "#app/lib/format.ts";
import { zonedWallTime } from "#app/lib/zoned-time.ts";
import { messageEntries } from "./forms.ts";
import { sampleContent, sampleTable } from "./samples.ts";
import { componentBlocks } from "./blocks.tsx";
import { sheetCounts, sheetPage } from "./page.ts";

export async function buildSheet({ faces, now }: { faces: string; now: Date }) {
  const messages = serverMessages(DEFAULT_LOCALE.code);
  // When it was made, on Palestine's clocks, in the site's own date format.
  const wall = zonedWallTime(now, registry.admission.resultsSeason.timeZone);
  const generated = `${formatDate(wall.day)}، الساعة ${wall.time}`;
  const { entries } = messageEntries(messages, sampleTable(sampleContent(registry, messages)));
  const blocks = await componentBlocks(registry, messages);
  return {
    html: sheetPage({ entries, blocks, faces, generated }),
    counts: sheetCounts(
      entries.reduce((n, e) => n + e.forms.length, 0),
      entries.length,
      blocks.length,
    ),
    missing: entries.flatMap((e) => [
      ...e.missing.map((arg) => `${e.key}: {${arg}}`),
      ...e.branches.filter((b) => !e.reached.has(b)).map((b) => `${e.key}: ${b}`),
    ]),
  };
}

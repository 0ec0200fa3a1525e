/**
 * The proofreading sheet, built inside Vite's module runner (scripts/messages-sheet.ts loads this
 * module there, so the routes' loaders read the bundled content as the build does): every form of
 * every message, then the blocks rendered from the pages' components.
 */
import { registry, writtenRegistry } from "#app/content/registry.server.ts";
import { serverMessages } from "#app/i18n/messages.server.ts";
import { DEFAULT_LOCALE, inLocale } from "#app/i18n/locales.ts";
import { inRequestLocale } from "#app/i18n/request-locale.server.ts";
import { formatDate } from "#app/lib/format.ts";
import { zonedWallTime } from "#app/lib/zoned-time.ts";
import { messageEntries, type MessageEntry } from "./forms.ts";
import { ENGLISH_KEY } from "#app/content/english-form.ts";
import { sampleContent, sampleTable } from "./samples.ts";
import { componentBlocks } from "./blocks.tsx";
import { sheetCounts, sheetPage } from "./page.ts";

/** The second language the sheet reads, when the content is written in it. */
const ENGLISH = ENGLISH_KEY;

export async function buildSheet({ faces, now }: { faces: string; now: Date }) {
  const messages = serverMessages(DEFAULT_LOCALE.code);
  // When it was made, on Palestine's clocks, in the site's own date format.
  const wall = zonedWallTime(now, registry.admission.resultsSeason.timeZone);
  const generated = `${formatDate(wall.day)}، الساعة ${wall.time}`;
  const { entries } = messageEntries(messages, sampleTable(sampleContent(registry, messages)));
  const blocks = await componentBlocks(registry, messages);
  // The English part, while the content is written in English too (decision 026).
  const englishRegistry = writtenRegistry(ENGLISH);
  const englishMessages = serverMessages(ENGLISH);
  const english = englishRegistry
    ? messageEntries(englishMessages, sampleTable(sampleContent(englishRegistry, englishMessages, ENGLISH)), ENGLISH)
        .entries
    : [];
  // The same situations on the English pages: their loaders read the locale of the request.
  const englishBlocks = englishRegistry
    ? await inRequestLocale(new URL(`http://localhost${inLocale("/", ENGLISH)}`), () =>
        componentBlocks(englishRegistry, englishMessages, ENGLISH),
      )
    : [];
  const sentences = (list: readonly MessageEntry[]) => list.reduce((n, e) => n + e.forms.length, 0);
  return {
    html: sheetPage({ entries, english, blocks, englishBlocks, faces, generated }),
    counts:
      sheetCounts(sentences(entries), entries.length, blocks.length) +
      (english.length ? `؛ وبالإنجليزية ${sheetCounts(sentences(english), english.length, englishBlocks.length)}` : ""),
    missing: [...entries, ...english.map((e) => ({ ...e, key: `en ${e.key}` }))].flatMap((e) => [
      ...e.missing.map((arg) => `${e.key}: {${arg}}`),
      ...e.branches.filter((b) => !e.reached.has(b)).map((b) => `${e.key}: ${b}`),
    ]),
  };
}

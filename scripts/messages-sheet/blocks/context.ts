/**
 * What every block file receives: the content, the two renderers, the finder's situations, and
 * `add`, which appends a block to the sheet. The blocks are in the order of the `add` calls, so the
 * order of the sheet is the order in which ../blocks.tsx calls the block files.
 */
import type { Registry } from "#app/content/registry.ts";
import type { Messages } from "#app/i18n/messages.ts";
import type { SheetBlock } from "#scripts/messages-sheet/page.ts";
import { openDetails } from "./markup.ts";
import { DEFAULT_LOCALE } from "#app/i18n/locales.ts";
import type { WrittenLanguage } from "#app/lib/format.ts";
import { sheetRenderers, type SheetRenderers } from "./render.tsx";
import { finderSituations, type FinderSituations } from "./situations.ts";

export interface BlockContext extends SheetRenderers {
  registry: Registry;
  /** A word in the pages' language that no page holds: what a search that finds nothing is shown with. */
  unknownWord: string;
  situations: FinderSituations;
  /** A block; `open` shows what a visitor would open (the page shows its <details> closed). */
  add: (group: string, title: string, source: string, html: string, open?: boolean) => void;
}

/** A real word of each language that no page holds (the search is checked to find nothing for it). */
const UNKNOWN_WORD: Record<WrittenLanguage, string> = { ar: "زقزقة", en: "zyzzyva" };

export function blockContext(
  registry: Registry,
  messages: Messages,
  locale?: string,
): { blocks: SheetBlock[]; context: BlockContext } {
  const blocks: SheetBlock[] = [];
  const add = (group: string, title: string, source: string, html: string, open = false) => {
    blocks.push({ group, title, source, html: open ? openDetails(html) : html });
  };
  return {
    blocks,
    context: {
      registry,
      unknownWord: UNKNOWN_WORD[(locale ?? DEFAULT_LOCALE.code) as WrittenLanguage],
      add,
      ...sheetRenderers(messages, locale),
      situations: finderSituations(registry),
    },
  };
}

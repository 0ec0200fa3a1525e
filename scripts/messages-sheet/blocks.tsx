/**
 * The sentences the pages assemble from parts, rendered by the site's own components as the pages
 * show them (./blocks/render.tsx): renderToStaticMarkup inside a static data router, the messages
 * from MessagesContext, or, for a page, from its route's loader under a root whose loader carries
 * the whole messages file. The situations are chosen by property from the content (a stream no
 * program takes, an average that opens exactly one program …: ./blocks/situations.ts), so they
 * follow the content as it changes.
 *
 * One file of ./blocks/ per page or component; this one calls them in the sheet's order, which is
 * the order of its headings.
 *
 * Runs inside Vite's module runner (scripts/messages-sheet.ts): the routes read the bundled content.
 */
import type { Registry } from "#app/content/registry.ts";
import type { Messages } from "#app/i18n/messages.ts";
import { admissionPageBlocks } from "#scripts/messages-sheet/blocks/admission-page.ts";
import { blockContext } from "#scripts/messages-sheet/blocks/context.ts";
import { feesBlocks } from "#scripts/messages-sheet/blocks/fees.tsx";
import { finderBlocks } from "#scripts/messages-sheet/blocks/finder.tsx";
import { programsBlocks } from "#scripts/messages-sheet/blocks/programs.ts";
import { resultCardBlocks, resultsPageBlocks } from "#scripts/messages-sheet/blocks/results.tsx";
import { searchBlocks } from "#scripts/messages-sheet/blocks/search.ts";
import {
  errorPageBlocks,
  indexCountBlocks,
  newsBlocks,
  noticeBlocks,
} from "#scripts/messages-sheet/blocks/site-pages.tsx";
import type { SheetBlock } from "./page.ts";

/** The blocks, on the pages of `locale` (default the default language's). */
export async function componentBlocks(registry: Registry, messages: Messages, locale?: string): Promise<SheetBlock[]> {
  const { blocks, context } = blockContext(registry, messages, locale);
  const shown = await finderBlocks(context);
  await admissionPageBlocks(context);
  await feesBlocks(context);
  await resultCardBlocks(context, shown);
  await resultsPageBlocks(context);
  await programsBlocks(context);
  await searchBlocks(context);
  await errorPageBlocks(context);
  await noticeBlocks(context);
  await newsBlocks(context);
  await indexCountBlocks(context);
  return blocks;
}

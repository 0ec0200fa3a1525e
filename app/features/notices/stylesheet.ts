/**
 * The names the urgent notices go by (decision 017): each notice's id, the version of a set of
 * them, the attributes their elements carry, and the stylesheet the server writes, by its own
 * clock, to show the current ones before a page's first paint. Pure.
 */
import type { Notice } from "#app/content/schema.ts";
import type { NoticeWindow } from "#app/content/notice-times.ts";
import { isCurrent } from "./schedule.ts";

/**
 * FNV-1a, 32 bits, as 7 base-36 characters: a short, stable name for a text. Not for secrets; only
 * so the same notice keeps its name and a changed one gets another.
 */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, "0");
}

/**
 * A notice's id (its element's `data-notice`, the stylesheet's selector, what the browser
 * remembers it announced): from what it says and when, so an edited notice counts as a new one.
 */
export function noticeId(n: Pick<Notice, "title" | "text" | "level" | "start" | "end" | "timeZone">): string {
  return `n${shortHash(JSON.stringify([n.title, n.text, n.level, n.start, n.end, n.timeZone]))}`;
}

/** The version of a set of notices: it names the stylesheet's URL, so a new set is a new file. */
export function noticesVersion(ids: readonly string[]): string {
  return shortHash(ids.join(" "));
}

/** The attribute a notice's element carries its id in. */
export const NOTICE_ATTRIBUTE = "data-notice";
/** The attribute the app sets once it has decided by the server's clock (`shown` or `hidden`). */
export const NOTICE_STATE_ATTRIBUTE = "data-notice-state";

/**
 * The stylesheet the server answers with at `now`: every notice is hidden (app.css) unless this
 * names it, and the app's own decision, once made, wins over it (it leaves out elements that carry
 * NOTICE_STATE_ATTRIBUTE).
 */
export function noticeStylesheet(notices: readonly (NoticeWindow & { id: string })[], now: number): string {
  const current = notices.filter((n) => isCurrent(n, now));
  const rules = current.map(
    (n) => `.notice[${NOTICE_ATTRIBUTE}="${n.id}"]:not([${NOTICE_STATE_ATTRIBUTE}]){display:block}`,
  );
  return `/* Urgent notices current at ${new Date(now).toISOString()} (decision 017). */\n${rules.join("\n")}\n`;
}

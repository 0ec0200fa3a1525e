/**
 * What the pages carry of the urgent notices (decision 017), from the content: every notice not
 * yet ended when the page is made, with its id and window, and the address of the stylesheet the
 * server writes, by its own clock, to show the current ones. Pure.
 */
import type { Notice } from "#app/content/schema.ts";
import { noticeWindow, type NoticeWindow } from "#app/content/notice-times.ts";
import { pendingNotices } from "./schedule.ts";
import { noticeId, noticesVersion } from "./stylesheet.ts";
import { pagePath } from "#app/lib/paths.ts";

/** A notice as the page shows it. */
export interface NoticeView extends NoticeWindow {
  id: string;
  level: Notice["level"];
  title: string;
  text: string;
  link?: Notice["link"];
}

/** The notices of a page: its items, and the stylesheet that decides which of them show. */
export interface NoticeBanner {
  /** `/_notices/{version}.css`: the version changes with the notices, so a cached copy never outlives them. */
  stylesheet: string;
  items: NoticeView[];
}

/** The address of one version of the notices' stylesheet (its route: `_notices/:file`, lib/paths.ts). */
export const noticesStylesheetPath = (version: string) => pagePath("/_notices/:file", { file: `${version}.css` });

/** Every notice of the content with its id and window, in the file's order. */
export function noticeViews(notices: readonly Notice[]): NoticeView[] {
  return notices.map((n) => ({
    id: noticeId(n),
    level: n.level,
    title: n.title,
    text: n.text,
    ...(n.link && { link: n.link }),
    ...noticeWindow(n),
  }));
}

/** The version of the content's notices: the stylesheet's name. */
export function noticesVersionOf(notices: readonly Notice[]): string {
  return noticesVersion(noticeViews(notices).map((n) => n.id));
}

/**
 * What a page made at `now` carries: the notices not yet ended, or nothing at all when there are
 * none (no stylesheet either: a site without notices costs no request).
 */
export function noticeBanner(notices: readonly Notice[], now: number): NoticeBanner | undefined {
  const items = pendingNotices(noticeViews(notices), now);
  return items.length ? { stylesheet: noticesStylesheetPath(noticesVersionOf(notices)), items } : undefined;
}

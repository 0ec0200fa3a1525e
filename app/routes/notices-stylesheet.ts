import type { Route } from "./+types/notices-stylesheet";
import { registry } from "#app/content/registry.server.ts";
import { notFound } from "#app/content/page-data.server.ts";
import { noticeViews, noticesVersionOf } from "#app/features/notices/banner.ts";
import { secondsUnchanged } from "#app/features/notices/schedule.ts";
import { noticeStylesheet } from "#app/features/notices/stylesheet.ts";

/**
 * `/_notices/{version}.css`: which urgent notices show now, by the server's clock (decision 017).
 * Never prerendered: every page that carries notices links it in its `<head>`, so it is decided
 * before the first paint, with or without JavaScript. A browser or CDN may keep an answer until
 * the next moment a notice starts or ends, never past it; the version in the address changes with
 * the notices, so a new deploy is never answered from an old copy.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!/^[0-9a-z]{1,16}\.css$/.test(params.file)) notFound();
  const notices = noticeViews(registry.notices);
  const now = Date.now();
  const current = params.file === `${noticesVersionOf(registry.notices)}.css`;
  // Another version (a page from an earlier deploy): today's answer, kept nowhere.
  const seconds = current ? secondsUnchanged(notices, now) : 0;
  return new Response(noticeStylesheet(notices, now), {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": seconds > 0 ? `public, max-age=${seconds}` : "no-cache",
    },
  });
}

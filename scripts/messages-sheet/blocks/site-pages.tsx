/**
 * The rest of the site's assembled sentences: the error pages, the urgent notices at the top of
 * every page (one per level), the news (the count, an article's byline), and the counts on the
 * index pages (colleges, help with and without a search).
 */
import { ErrorPage, describeError } from "#app/components/layout/ErrorPage.tsx";
import { noticeViews } from "#app/features/notices/banner.ts";
import { Notices } from "#app/features/notices/ui/Notices.tsx";
import * as collegesRoute from "#app/routes/colleges.tsx";
import * as helpRoute from "#app/routes/help.tsx";
import * as newsArticleRoute from "#app/routes/news-article.tsx";
import * as newsRoute from "#app/routes/news.tsx";
import type { BlockContext } from "./context.ts";
import { pick } from "./markup.ts";

export async function errorPageBlocks({ add, renderElement }: BlockContext): Promise<void> {
  const group = "صفحات الخطأ";
  add(
    group,
    "الصفحة غير موجودة (404)",
    "ErrorPage 404",
    await renderElement(<ErrorPage {...describeError(404, "/no-such-page")} />),
  );
  add(
    group,
    "خطأ في الخادم (500)",
    "ErrorPage 500",
    await renderElement(<ErrorPage {...describeError(500, "/programs", "TypeError: x is undefined")} />),
  );
}

/** The first notice of the content at each level (none when the content has no notice). */
export async function noticeBlocks({ registry, add, renderElement }: BlockContext): Promise<void> {
  if (!registry.notices.length) return;
  const group = "التنبيهات العاجلة (أعلى كل صفحة)";
  const [view] = noticeViews(registry.notices);
  for (const level of ["urgent", "warning", "info"] as const)
    add(
      group,
      `تنبيه بمستوى ${level}`,
      `Notices level=${level}`,
      await renderElement(<Notices items={[{ ...view, id: level, level }]} />),
    );
}

export async function newsBlocks({ registry, add, renderRoute }: BlockContext): Promise<void> {
  const group = "الأخبار";
  add(
    group,
    "عدد الأخبار في صفحة الأخبار",
    "/news",
    pick(await renderRoute(newsRoute, "/news"), /<p class="mt-3 text-sm text-muted">[\s\S]*?<\/p>/, "news"),
  );
  // An article with the most on its byline: updated since it was published, and of a college.
  const item =
    registry.news.find((n) => n.updated !== n.date && n.college) ??
    registry.news.find((n) => n.college) ??
    registry.news[0];
  const html = await renderRoute(newsArticleRoute, `/news/${item.slug}`, "/news/:slug");
  add(
    group,
    `خبر: قسمه وتاريخ نشره${item.updated !== item.date ? " وتحديثه" : ""}${item.college ? " وكليته" : ""}`,
    `/news/${item.slug}`,
    pick(html, /<p class="[^"]*">[^<]*<\/p>\s*<h1[\s\S]*?(?=<\/header>|<div class="container-page py-10">)/, "article"),
  );
}

export async function indexCountBlocks({ registry, unknownWord, add, renderRoute }: BlockContext): Promise<void> {
  const group = "أعداد في صفحات الفهارس";
  add(
    group,
    "الكليات والبرامج",
    "/colleges",
    pick(await renderRoute(collegesRoute, "/colleges"), /<p class="mt-3 text-sm text-muted">[\s\S]*?<\/p>/, "colleges"),
  );
  // A word of the first question, so the search finds something.
  const q = registry.faq[0].questions[0].question.split(/\s+/).find((w) => w.length > 3) ?? "القبول";
  for (const [title, url] of [
    ["المساعدة: كل الأسئلة", "/help"],
    [`المساعدة: بحث «${q}»`, `/help?q=${encodeURIComponent(q)}`],
    ["المساعدة: بحث بلا نتائج", `/help?q=${encodeURIComponent(unknownWord)}`],
  ] as const)
    add(
      group,
      title,
      decodeURIComponent(url),
      pick(await renderRoute(helpRoute, url), /<p role="status"[\s\S]*?<\/p>/, title),
    );
}

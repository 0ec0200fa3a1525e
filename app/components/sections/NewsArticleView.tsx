import { PageHeader } from "./PageHeader.tsx";
import { useFormat } from "#app/i18n/useFormat.ts";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { NavLink } from "#app/content/navigation.ts";
import type { Image, NewsCategory } from "#app/content/schema.ts";
import { pagePath } from "#app/lib/paths.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";

export interface NewsArticleViewData {
  trail: NavLink[];
  title: string;
  summary: string;
  date: string;
  updated: string;
  category: NewsCategory;
  college?: { href: string; name: string };
  image?: Image;
  /** The item's text as HTML, rendered at build time from the editors' Markdown (content/markdown.ts, through its allow-list). */
  html: string;
}

/** A news item's page: headline, section, days, college, photo and text (the route, and the CMS's preview). */
export function NewsArticleView(d: NewsArticleViewData) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <PageHeader
        trail={d.trail}
        title={d.title}
        lead={d.summary}
        eyebrow={t("news.category", { category: d.category })}
      >
        <p className="mt-4 text-sm text-muted">
          {withElements(t("news.published", { date: slot("date") }), {
            date: <time dateTime={d.date}>{format.date(d.date)}</time>,
          })}
          {d.updated !== d.date && (
            <>
              {" "}
              {withElements(t("news.updated", { date: slot("date") }), {
                date: <time dateTime={d.updated}>{format.date(d.updated)}</time>,
              })}
            </>
          )}
        </p>
        {d.college && (
          <p className="mt-1 text-sm">
            {withElements(t("news.college", { college: slot("college") }), {
              college: <AppLink to={d.college.href}>{d.college.name}</AppLink>,
            })}
          </p>
        )}
      </PageHeader>
      <div className="container-page py-10">
        {d.image && (
          <img
            src={d.image.src}
            alt={d.image.alt}
            width={d.image.width}
            height={d.image.height}
            decoding="async"
            className="mb-8 h-auto w-full max-w-3xl rounded-card object-cover"
          />
        )}
        {/* HTML rendered at build time from the editors' Markdown (content/markdown.ts, through its allow-list). */}
        <article
          aria-labelledby="page-title"
          className="prose-ar text-lg leading-9"
          dangerouslySetInnerHTML={{ __html: d.html }}
        />
        <p className="mt-10 border-t border-line pt-6">
          <AppLink to={pagePath("/news")} className="font-semibold">
            {t("news.all")}
          </AppLink>
        </p>
      </div>
    </>
  );
}

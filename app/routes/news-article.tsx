import type { Route } from "./+types/news-article";
import { registry } from "~/content/registry.server";
import { breadcrumbs } from "~/content/navigation";
import { notFound } from "~/content/page-data.server";
import { newsArticleNode } from "~/content/structured-data-news";
import { PageHeader } from "~/components/sections/PageHeader";
import { AppLink } from "~/components/ui/AppLink";
import { seo } from "~/lib/meta";
import { formatDate } from "~/lib/format";
import { collegePath, newsArticlePath, newsPath } from "~/lib/paths";
import { messagesFor, serverT } from "~/i18n/messages.server";
import { slot, useT, withElements } from "~/i18n/messages";

/** `/news/{slug}`: one item. A slug the registry does not know is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const item = registry.news.find((n) => n.slug === params.slug);
  if (!item) notFound();
  const href = newsArticlePath(item.slug);
  const college = item.college ? registry.colleges.find((c) => c.slug === item.college) : undefined;
  return {
    messages: messagesFor(["news"]),
    trail: breadcrumbs(registry, href),
    href,
    title: item.title,
    summary: item.summary,
    date: item.date,
    updated: item.updated,
    category: item.category,
    // The section's words here, for the structured data built in `meta`.
    section: serverT("news.category", { category: item.category }),
    college: college && { href: collegePath(college.slug), name: college.name },
    image: item.image,
    html: item.html,
  };
}

export const meta: Route.MetaFunction = ({ data, ...args }) =>
  seo(args, {
    title: data?.title,
    description: data?.summary,
    trail: data?.trail,
    article: data && { published: data.date, modified: data.updated, section: data.section },
    structuredData: data && [newsArticleNode({ ...data, image: data.image?.src })],
  });

export default function NewsArticle({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
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
            date: <time dateTime={d.date}>{formatDate(d.date)}</time>,
          })}
          {d.updated !== d.date && (
            <>
              {" "}
              {withElements(t("news.updated", { date: slot("date") }), {
                date: <time dateTime={d.updated}>{formatDate(d.updated)}</time>,
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
        {/* Trusted HTML: rendered at build time from the repository's own Markdown. */}
        <article
          aria-labelledby="page-title"
          className="prose-ar text-lg leading-9"
          dangerouslySetInnerHTML={{ __html: d.html }}
        />
        <p className="mt-10 border-t border-line pt-6">
          <AppLink to={newsPath} className="font-semibold">
            {t("news.all")}
          </AppLink>
        </p>
      </div>
    </>
  );
}

import type { Route } from "./+types/news-article";
import { localRegistry } from "#app/content/registry.server.ts";
import { breadcrumbs } from "#app/content/navigation.ts";
import { notFound } from "#app/content/page-data.server.ts";
import { newsArticleNode } from "#app/content/structured-data-news.ts";
import { NewsArticleView } from "#app/components/sections/NewsArticleView.tsx";
import { seo } from "#app/content/meta.ts";
import { collegePath, newsArticlePath } from "#app/lib/paths.ts";
import { messagesFor, serverT } from "#app/i18n/messages.server.ts";

/** `/news/{slug}`: one item. A slug the registry does not know is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const registry = localRegistry();
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

export const meta: Route.MetaFunction = ({ loaderData: data, ...args }) =>
  seo(args, {
    title: data?.title,
    description: data?.summary,
    trail: data?.trail,
    article: data && { published: data.date, modified: data.updated, section: data.section },
    structuredData: data && [newsArticleNode({ ...data, image: data.image?.src })],
  });

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <NewsArticleView {...loaderData} />;
}

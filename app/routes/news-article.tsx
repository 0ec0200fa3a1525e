import type { Route } from "./+types/news-article";
import { registry } from "~/content/registry.server";
import { breadcrumbs } from "~/content/navigation";
import { notFound } from "~/content/page-data.server";
import { newsArticleNode } from "~/content/structured-data-news";
import { NewsArticleView } from "~/components/sections/NewsArticleView";
import { seo } from "~/lib/meta";
import { collegePath, newsArticlePath } from "~/lib/paths";
import { messagesFor, serverT } from "~/i18n/messages.server";

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

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <NewsArticleView {...loaderData} />;
}

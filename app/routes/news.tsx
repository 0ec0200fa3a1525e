import type { Route } from "./+types/news";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import { newsCard } from "#app/content/news.ts";
import { newsCollectionNode } from "#app/content/structured-data-news.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { NewsCards } from "#app/components/sections/NewsCards.tsx";
import { seo } from "#app/content/meta.ts";
import { pagePath } from "#app/lib/paths.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { useT } from "#app/i18n/messages.ts";

/** `/news`: every item, newest first (the registry's order). */
export function loader() {
  const registry = localRegistry();
  return {
    ...sitePage(pagePath("/news")),
    lead: registry.newsPage.lead,
    messages: messagesFor(["news", "count"]),
    items: registry.news.map(newsCard),
  };
}

/** The page as a collection of its items, in the order it lists them (built here: the titles travel once). */
export const meta: Route.MetaFunction = ({ loaderData: data, ...args }) =>
  seo(args, {
    title: data?.title,
    description: data?.lead,
    trail: data?.trail,
    structuredData: data && [
      newsCollectionNode({ href: pagePath("/news"), title: data.title, lead: data.lead }, data.items),
    ],
  });

export default function News({ loaderData }: Route.ComponentProps) {
  const { title, trail, lead, items } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader trail={trail} title={title} lead={lead}>
        <p className="mt-3 text-sm text-muted">
          {t("news.total", { count: items.length, news: t("count.news", { count: items.length }) })}
        </p>
      </PageHeader>
      <div className="container-page py-8">
        <NewsCards items={items} heading="h2" layout="list" label={t("news.list")} />
      </div>
    </>
  );
}

import type { Route } from "./+types/news";
import { registry } from "~/content/registry.server";
import { sitePage } from "~/content/page-data.server";
import { newsCard } from "~/content/news";
import { newsCollectionNode } from "~/content/structured-data-news";
import { PageHeader } from "~/components/sections/PageHeader";
import { NewsCards } from "~/components/sections/NewsCards";
import { seo } from "~/lib/meta";
import { newsPath } from "~/lib/paths";
import { messagesFor } from "~/i18n/messages.server";
import { useT } from "~/i18n/messages";

/** `/news`: every item, newest first (the registry's order). */
export function loader() {
  return {
    ...sitePage(newsPath),
    lead: registry.newsPage.lead,
    messages: messagesFor(["news", "count"]),
    items: registry.news.map(newsCard),
  };
}

/** The page as a collection of its items, in the order it lists them (built here: the titles travel once). */
export const meta: Route.MetaFunction = ({ data, ...args }) =>
  seo(args, {
    title: data?.title,
    description: data?.lead,
    trail: data?.trail,
    structuredData: data && [newsCollectionNode({ href: newsPath, title: data.title, lead: data.lead }, data.items)],
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

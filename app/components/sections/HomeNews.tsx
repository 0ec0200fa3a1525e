import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { NewsCardView } from "#app/content/news.ts";
import { useT } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { HomeHeading } from "./HomeHeading.tsx";
import { NewsCards } from "./NewsCards.tsx";
import { Kept } from "#app/components/ui/Kept.tsx";

/** The latest news items, with a link to all of them; nothing when there is no news. */
export function HomeNews({ news }: { news: NewsCardView[] }) {
  const t = useT();
  if (news.length === 0) return null;
  return (
    <Kept as="section" data-reveal aria-labelledby="news-title" className="container-page pt-14">
      <HomeHeading id="news-title">{t("home.news")}</HomeHeading>
      <div className="mt-6">
        <NewsCards items={news} heading="h3" layout="grid" />
      </div>
      <p className="mt-6">
        <AppLink to={pagePath("/news")} className="font-semibold">
          {t("home.allNews")}
        </AppLink>
      </p>
    </Kept>
  );
}

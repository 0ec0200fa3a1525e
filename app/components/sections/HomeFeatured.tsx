import { AppLink } from "#app/components/ui/AppLink.tsx";
import { RENDER_WHEN_NEAR } from "#app/components/ui/render-when-near.ts";
import type { ProgramCard } from "#app/content/view-models.ts";
import { useT } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { HomeHeading } from "./HomeHeading.tsx";
import { ProgramCards } from "./ProgramCards.tsx";
import { Kept } from "#app/components/ui/Kept.tsx";

/** The featured programs, with a link to all of them; nothing when none is featured. */
export function HomeFeatured({ featured }: { featured: ProgramCard[] }) {
  const t = useT();
  if (featured.length === 0) return null;
  return (
    <Kept as="section" data-reveal aria-labelledby="featured-title" className={`${RENDER_WHEN_NEAR} bg-brand-50 py-14`}>
      <div className="container-page">
        <HomeHeading id="featured-title">{t("home.featured")}</HomeHeading>
        <div className="mt-6">
          <ProgramCards programs={featured} showCollege />
        </div>
        <p className="mt-6">
          <AppLink to={pagePath("/colleges")} className="font-semibold">
            {t("home.allPrograms")}
          </AppLink>
        </p>
      </div>
    </Kept>
  );
}

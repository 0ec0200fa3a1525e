import { AppLink } from "#app/components/ui/AppLink.tsx";
import { RENDER_WHEN_NEAR } from "#app/components/ui/render-when-near.ts";
import { useT } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { HomeHeading } from "./HomeHeading.tsx";
import { Kept } from "#app/components/ui/Kept.tsx";

/** Some of the university's partners, with a link to the partnerships page. */
export function HomePartners({ partners }: { partners: { slug: string; name: string; country: string }[] }) {
  const t = useT();
  return (
    <Kept
      as="section"
      data-reveal
      aria-labelledby="partners-title"
      className={`${RENDER_WHEN_NEAR} border-y border-line bg-white py-12`}
    >
      <div className="container-page">
        <HomeHeading id="partners-title">{t("home.partners")}</HomeHeading>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
          {partners.map((p) => (
            <li key={p.slug} className="rounded-card border border-line p-4 text-center">
              <span className="block font-semibold text-brand-900">{p.name}</span>
              <span className="text-sm text-muted">{p.country}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <AppLink to={pagePath("/partnerships")} className="font-semibold">
            {t("home.allPartners")}
          </AppLink>
        </p>
      </div>
    </Kept>
  );
}

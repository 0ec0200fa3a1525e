import { AppLink } from "#app/components/ui/AppLink.tsx";
import { BidiText } from "#app/components/ui/BidiText.tsx";
import { RENDER_WHEN_NEAR } from "#app/components/ui/render-when-near.ts";
import { useT } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { HomeHeading } from "./HomeHeading.tsx";
import { Kept } from "#app/components/ui/Kept.tsx";

/** A publication as the home page lists it: its type and authors written out by the server. */
export interface HomePublication {
  slug: string;
  title: string;
  year: number;
  type: string;
  authors: string;
}

/** The latest publications, with a link to all of them. */
export function HomePublications({ publications }: { publications: HomePublication[] }) {
  const t = useT();
  return (
    <Kept as="section" data-reveal aria-labelledby="pubs-title" className={`${RENDER_WHEN_NEAR} container-page py-14`}>
      <HomeHeading id="pubs-title">{t("home.publications")}</HomeHeading>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {publications.map((p) => (
          <li key={p.slug} className="rounded-card border border-line bg-white p-5">
            <p className="text-sm text-accent-600">
              {p.type} · {p.year}
            </p>
            <h3 className="mt-1 font-bold text-brand-900">
              <AppLink to={pagePath("/publications", {}, { hash: p.slug })} className="text-brand-900">
                <bdi>
                  <BidiText>{p.title}</BidiText>
                </bdi>
              </AppLink>
            </h3>
            <p className="mt-2 text-sm text-muted">
              <bdi>
                <BidiText>{p.authors}</BidiText>
              </bdi>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <AppLink to={pagePath("/publications")} className="font-semibold">
          {t("home.allPublications")}
        </AppLink>
      </p>
    </Kept>
  );
}

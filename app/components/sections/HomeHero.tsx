import { AppLink } from "#app/components/ui/AppLink.tsx";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { Kept } from "#app/components/ui/Kept.tsx";

/**
 * The top of the home page: the university's promise (the page's title), its lead, two ways in,
 * and a third for whoever applies from abroad (the English version's first readers): their page is
 * otherwise only in the footer.
 */
export function HomeHero({ promise, lead }: { promise: string; lead: string }) {
  const t = useT();
  return (
    <Kept as="section" aria-labelledby="page-title" className="relative overflow-hidden bg-brand-800 text-white">
      <svg
        aria-hidden="true"
        viewBox="0 0 800 400"
        className="absolute inset-0 size-full opacity-20"
        preserveAspectRatio="xMidYMid slice"
      >
        <circle cx="400" cy="330" r="170" fill="#eab543" />
        <path d="M0 330h800M60 355h680M140 380h520" stroke="#a9d8d3" strokeWidth="6" />
      </svg>
      <div className="container-page relative py-16 md:py-24">
        <h1
          id="page-title"
          tabIndex={-1}
          className="max-w-3xl text-4xl font-bold leading-tight outline-none md:text-5xl"
        >
          {promise}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-9 text-brand-100">{lead}</p>
        <p className="mt-8 flex flex-wrap gap-3">
          <AppLink
            to={pagePath("/programs")}
            className="rounded-md bg-accent-400 px-6 py-3 font-bold text-brand-900 no-underline hover:bg-accent-300"
          >
            {t("home.explore")}
          </AppLink>
          <AppLink
            to={pagePath("/admission-keys")}
            className="rounded-md border-2 border-white px-6 py-3 font-bold text-white no-underline hover:bg-white/10"
          >
            {t("home.admission")}
          </AppLink>
        </p>
        <p className="mt-6 text-brand-100">
          {withElements(t("home.fromAbroad", { link: slot("link") }), {
            link: (
              <AppLink to={pagePath("/international-applicants")} className="font-semibold text-white">
                {t("home.fromAbroadLink")}
              </AppLink>
            ),
          })}
        </p>
      </div>
    </Kept>
  );
}

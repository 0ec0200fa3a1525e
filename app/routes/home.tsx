import type { Route } from "./+types/home";
import type { AdmissionInfo } from "#app/content/schema.ts";

type AdmissionDate = AdmissionInfo["dates"][number];
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { RENDER_WHEN_NEAR } from "#app/components/ui/render-when-near.ts";
import { registry } from "#app/content/registry.server.ts";
import { programCard } from "#app/content/view-models.ts";
import { degreeCounts } from "#app/content/catalog.ts";
import { ResultsBanner } from "#app/components/sections/ResultsBanner.tsx";
import { Figures } from "#app/components/sections/Figures.tsx";
import { ProgramCards } from "#app/components/sections/ProgramCards.tsx";
import { NewsCards } from "#app/components/sections/NewsCards.tsx";
import { HOME_NEWS_COUNT, newsCard } from "#app/content/news.ts";
import { sortPublications } from "#app/features/publications/filter.ts";
import { admissionCalendar, notEnded } from "#app/features/admission/eligibility.ts";
import { seasonMoments } from "#app/features/admission/results-release.ts";
import { useHydrated } from "#app/lib/useHydrated.ts";
import { useT } from "#app/i18n/messages.ts";
import { seo } from "#app/content/meta.ts";
import { universityNode } from "#app/content/structured-data.ts";
import { messagesFor, serverT } from "#app/i18n/messages.server.ts";
import { formatDateRange, formatList } from "#app/lib/format.ts";
import { collegePath, collegesPath, newsPath, programsPath } from "#app/lib/paths.ts";

export function loader() {
  const { site, admission } = registry;
  const speech = registry.pages["president-speech"];
  const colleges = registry.colleges.length;
  const counts = degreeCounts(registry);
  return {
    messages: messagesFor(["home", "results", "program", "count", "news"]),
    // The university in full: its home page is where search engines look for it.
    structuredData: [universityNode(registry)],
    promise: site.promise,
    lead: site.lead,
    figures: [
      { value: colleges, label: serverT("home.figure.colleges") },
      { value: counts.entry, label: serverT("home.figure.entryPrograms") },
      { value: counts.postgraduate, label: serverT("home.figure.graduatePrograms") },
      ...site.figures,
    ],
    season: admission.resultsSeason,
    seasonMoments: seasonMoments(admission.resultsSeason),
    academicYear: admission.academicYear,
    // The whole calendar: the browser hides what has passed (the HTML is built once per deploy).
    calendar: admissionCalendar(admission, serverT("admission.calendar.results")),
    colleges: registry.colleges.map((c) => ({ href: collegePath(c.slug), name: c.name, summary: c.summary })),
    featured: registry.programs
      .filter((p) => p.featured)
      .slice(0, 6)
      .map((p) => programCard(registry, p)),
    news: registry.news.slice(0, HOME_NEWS_COUNT).map(newsCard),
    partners: registry.partners.slice(0, 8).map((p) => ({ slug: p.slug, name: p.name, country: p.country })),
    publications: sortPublications(registry.publications)
      .slice(0, 3)
      .map((p) => ({
        slug: p.slug,
        title: p.title,
        year: p.year,
        type: serverT("publications.type", { type: p.type }),
        authors: formatList(p.authors),
      })),
    speech: speech && {
      excerpt: speech.excerpt ?? speech.description,
      author: speech.author,
      authorTitle: speech.authorTitle,
    },
  };
}

export const meta: Route.MetaFunction = (args) => seo(args, { structuredData: args.data?.structuredData });

const heading = "text-2xl font-bold text-brand-900 md:text-3xl";

export default function Home({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <ResultsBanner season={d.season} moments={d.seasonMoments} />
      <section aria-labelledby="page-title" className="relative overflow-hidden bg-brand-800 text-white">
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
            {d.promise}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-9 text-brand-100">{d.lead}</p>
          <p className="mt-8 flex flex-wrap gap-3">
            <AppLink
              to={programsPath}
              className="rounded-md bg-accent-400 px-6 py-3 font-bold text-brand-900 no-underline hover:bg-accent-300"
            >
              {t("home.explore")}
            </AppLink>
            <AppLink
              to="/admission-keys"
              className="rounded-md border-2 border-white px-6 py-3 font-bold text-white no-underline hover:bg-white/10"
            >
              {t("home.admission")}
            </AppLink>
          </p>
        </div>
      </section>

      <div className="container-page -mt-8 relative">
        <h2 className="sr-only">{t("home.figures")}</h2>
        <Figures items={d.figures} tone="dark" />
      </div>

      {d.news.length > 0 && (
        <section data-reveal aria-labelledby="news-title" className="container-page pt-14">
          <h2 id="news-title" className={heading}>
            {t("home.news")}
          </h2>
          <div className="mt-6">
            <NewsCards items={d.news} heading="h3" layout="grid" />
          </div>
          <p className="mt-6">
            <AppLink to={newsPath} className="font-semibold">
              {t("home.allNews")}
            </AppLink>
          </p>
        </section>
      )}

      <section data-reveal aria-labelledby="colleges-title" className="container-page py-14">
        <h2 id="colleges-title" className={heading}>
          {t("home.colleges")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {d.colleges.map((c) => (
            <li
              key={c.href}
              className="relative rounded-card border border-line bg-white p-5 hover:border-brand-200 hover:shadow-md"
            >
              <h3 className="text-lg font-bold">
                <AppLink
                  to={c.href}
                  preload="viewport"
                  className="text-brand-900 no-underline after:absolute after:inset-0"
                >
                  {c.name}
                </AppLink>
              </h3>
              <p className="mt-2 line-clamp-3 text-sm leading-7 text-muted">{c.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* From here on the sections start two phone screens down: laid out as they come near
          (RENDER_WHEN_NEAR). */}
      {d.featured.length > 0 && (
        <section data-reveal aria-labelledby="featured-title" className={`${RENDER_WHEN_NEAR} bg-brand-50 py-14`}>
          <div className="container-page">
            <h2 id="featured-title" className={heading}>
              {t("home.featured")}
            </h2>
            <div className="mt-6">
              <ProgramCards programs={d.featured} showCollege />
            </div>
            <p className="mt-6">
              <AppLink to={collegesPath} className="font-semibold">
                {t("home.allPrograms")}
              </AppLink>
            </p>
          </div>
        </section>
      )}

      <div className={`${RENDER_WHEN_NEAR} container-page grid gap-12 py-14 lg:grid-cols-2`}>
        <AdmissionDates calendar={d.calendar} academicYear={d.academicYear} />
        {d.speech && (
          <section aria-labelledby="speech-title" className="rounded-card bg-brand-800 p-8 text-white">
            <h2 id="speech-title" className="text-2xl font-bold">
              {t("home.speech")}
            </h2>
            <blockquote className="mt-4 text-lg leading-9 text-brand-50">«{d.speech.excerpt}»</blockquote>
            <p className="mt-4 font-semibold">{d.speech.author}</p>
            <p className="text-sm text-brand-100">{d.speech.authorTitle}</p>
            <p className="mt-6">
              <AppLink to="/president-speech" className="font-semibold text-accent-300">
                {t("home.readSpeech")}
              </AppLink>
            </p>
          </section>
        )}
      </div>

      <section
        data-reveal
        aria-labelledby="partners-title"
        className={`${RENDER_WHEN_NEAR} border-y border-line bg-white py-12`}
      >
        <div className="container-page">
          <h2 id="partners-title" className={heading}>
            {t("home.partners")}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
            {d.partners.map((p) => (
              <li key={p.slug} className="rounded-card border border-line p-4 text-center">
                <span className="block font-semibold text-brand-900">{p.name}</span>
                <span className="text-sm text-muted">{p.country}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <AppLink to="/partnerships" className="font-semibold">
              {t("home.allPartners")}
            </AppLink>
          </p>
        </div>
      </section>

      <section data-reveal aria-labelledby="pubs-title" className={`${RENDER_WHEN_NEAR} container-page py-14`}>
        <h2 id="pubs-title" className={heading}>
          {t("home.publications")}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {d.publications.map((p) => (
            <li key={p.slug} className="rounded-card border border-line bg-white p-5">
              <p className="text-sm text-accent-600">
                {p.type} · {p.year}
              </p>
              <h3 className="mt-1 font-bold text-brand-900">
                <AppLink to={`/publications#${p.slug}`} className="text-brand-900">
                  <bdi>{p.title}</bdi>
                </AppLink>
              </h3>
              <p className="mt-2 text-sm text-muted">
                <bdi>{p.authors}</bdi>
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <AppLink to="/publications" className="font-semibold">
            {t("home.allPublications")}
          </AppLink>
        </p>
      </section>
    </>
  );
}

/**
 * The admission calendar. The prerendered HTML lists every date (readers without JavaScript keep
 * them all, and nothing in it goes stale); the browser then hides the dates that have passed.
 */
function AdmissionDates({ calendar, academicYear }: { calendar: AdmissionDate[]; academicYear: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const dates = hydrated ? notEnded(calendar, new Date()) : calendar;
  return (
    <section aria-labelledby="dates-title">
      <h2 id="dates-title" className={heading}>
        {t("home.dates")}
      </h2>
      {dates.length > 0 ? (
        <ol className="mt-6 space-y-3">
          {dates.map((x) => (
            <li key={x.label} className="flex gap-4 rounded-card border border-line bg-white p-4">
              <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-full bg-accent-400" />
              <span>
                <span className="block font-semibold text-brand-900">{x.label}</span>
                <span className="text-sm text-muted">{formatDateRange(x.start, x.end)}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 rounded-card border border-line bg-white p-4">
          {t("home.datesOver", { year: academicYear })}
        </p>
      )}
      <p className="mt-4">
        <AppLink to="/admission-keys#dates" className="font-semibold">
          {t("home.allDates", { year: academicYear })}
        </AppLink>
      </p>
    </section>
  );
}

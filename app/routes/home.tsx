import type { Route } from "./+types/home";
import { RENDER_WHEN_NEAR } from "#app/components/ui/render-when-near.ts";
import { localRegistry } from "#app/content/registry.server.ts";
import { programCard } from "#app/content/view-models.ts";
import { degreeCounts } from "#app/content/catalog.ts";
import { ResultsBanner } from "#app/components/sections/ResultsBanner.tsx";
import { HomeHero } from "#app/components/sections/HomeHero.tsx";
import { HomeFigures } from "#app/components/sections/HomeFigures.tsx";
import { HomeNews } from "#app/components/sections/HomeNews.tsx";
import { HomeColleges } from "#app/components/sections/HomeColleges.tsx";
import { HomeFeatured } from "#app/components/sections/HomeFeatured.tsx";
import { HomeDates } from "#app/components/sections/HomeDates.tsx";
import { HomeSpeech } from "#app/components/sections/HomeSpeech.tsx";
import { HomePartners } from "#app/components/sections/HomePartners.tsx";
import { HomePublications } from "#app/components/sections/HomePublications.tsx";
import { HOME_NEWS_COUNT, newsCard } from "#app/content/news.ts";
import { sortPublications } from "#app/features/publications/filter.ts";
import { admissionCalendar } from "#app/features/admission/eligibility.ts";
import { seasonMoments } from "#app/features/admission/results-release.ts";
import { seo } from "#app/content/meta.ts";
import { universityNode } from "#app/content/structured-data.ts";
import { messagesFor, serverT } from "#app/i18n/messages.server.ts";
import { formatList } from "#app/lib/format.ts";
import { collegePath } from "#app/lib/paths.ts";

export function loader() {
  const registry = localRegistry();
  const { site, admission } = registry;
  const speech = registry.pages["president-speech"];
  const colleges = registry.colleges.length;
  const counts = degreeCounts(registry);
  return {
    // Of the other pages' words, only the corners this page shows: the results banner, a program
    // card's facts line and a news card's category (the whole namespaces were 14 KB of its HTML).
    messages: messagesFor([
      "home",
      "results.banner",
      "program.card",
      "count.creditHours",
      "count.years",
      "news.category",
    ]),
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

export const meta: Route.MetaFunction = (args) => seo(args, { structuredData: args.loaderData?.structuredData });

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <ResultsBanner season={d.season} moments={d.seasonMoments} />
      <HomeHero promise={d.promise} lead={d.lead} />
      <HomeFigures figures={d.figures} />
      <HomeNews news={d.news} />
      {/* From here on the sections start two phone screens down and below the first screen at
          1280 px: laid out as they come near (RENDER_WHEN_NEAR). */}
      <HomeColleges colleges={d.colleges} />
      <HomeFeatured featured={d.featured} />
      <div className={`${RENDER_WHEN_NEAR} container-page grid gap-12 py-14 lg:grid-cols-2`}>
        <HomeDates calendar={d.calendar} academicYear={d.academicYear} />
        {d.speech && <HomeSpeech speech={d.speech} />}
      </div>
      <HomePartners partners={d.partners} />
      <HomePublications publications={d.publications} />
    </>
  );
}

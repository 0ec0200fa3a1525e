import type { Route } from "./+types/colleges";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { localRegistry } from "#app/content/registry.server.ts";
import { breadcrumbs } from "#app/content/navigation.ts";
import { collegesTitle } from "#app/content/page-titles.server.ts";
import { collegeDegreeCards } from "#app/content/view-models.ts";
import { degreeCounts } from "#app/content/catalog.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { ProgramCards } from "#app/components/sections/ProgramCards.tsx";
import { seo } from "#app/content/meta.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { collegePath, pagePath } from "#app/lib/paths.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { FOCUS_RING_ROOM, renderWhenNear } from "#app/components/ui/render-when-near.ts";
import { Kept } from "#app/components/ui/Kept.tsx";

export function loader() {
  const registry = localRegistry();
  return {
    messages: messagesFor(["program", "count", "colleges"]),
    title: collegesTitle(),
    lead: registry.site.leads.colleges,
    trail: breadcrumbs(registry, pagePath("/colleges")),
    counts: degreeCounts(registry),
    colleges: registry.colleges.map((c) => ({
      slug: c.slug,
      href: collegePath(c.slug),
      name: c.name,
      summary: c.summary,
      // Every degree the college teaches, its own degree (law, dentistry) included.
      programs: collegeDegreeCards(registry, c),
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.title, description: args.loaderData?.lead, trail: args.loaderData?.trail });

export default function CollegesPage({ loaderData }: Route.ComponentProps) {
  const { colleges, trail, counts, title, lead } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader trail={trail} title={title} lead={lead}>
        <p className="mt-3 text-sm text-muted">
          {t("colleges.summary", {
            colleges: t("count.colleges", { count: colleges.length }),
            entry: t("count.entryPrograms", { count: counts.entry }),
            graduate: t("count.graduatePrograms", { count: counts.postgraduate }),
            graduateCount: counts.postgraduate,
          })}
        </p>
        <p className="mt-2">
          {withElements(t("colleges.finder", { finder: slot("finder") }), {
            finder: <AppLink to={pagePath("/programs")}>{t("colleges.finderLink")}</AppLink>,
          })}
        </p>
      </PageHeader>
      <Kept className="container-page space-y-12 py-10">
        {colleges.map((c, i) => (
          <section
            key={c.slug}
            aria-labelledby={`college-${c.slug}`}
            // From the third college on, two phone screens down (its height guessed until then);
            // its heading's link is at its top and start edges.
            className={renderWhenNear(
              i,
              2,
              `${FOCUS_RING_ROOM.inline} ${FOCUS_RING_ROOM.blockStart} [contain-intrinsic-block-size:auto_40rem]`,
            )}
          >
            <h2 id={`college-${c.slug}`} className="text-2xl font-bold">
              <AppLink to={c.href} preload="viewport" className="text-brand-900">
                {c.name}
              </AppLink>
            </h2>
            <p className="mt-2 max-w-3xl text-muted">{c.summary}</p>
            {c.programs.length > 0 && (
              <div className="mt-5">
                <ProgramCards programs={c.programs} />
              </div>
            )}
          </section>
        ))}
      </Kept>
    </>
  );
}

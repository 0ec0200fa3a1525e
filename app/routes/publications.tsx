import type { Route } from "./+types/publications";
import { AppForm } from "#app/components/ui/AppForm.tsx";
import { useNavigation } from "react-router";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import { publicationNode } from "#app/content/structured-data-publications.ts";
import {
  PUBLICATION_TYPES,
  filterPublications,
  listedPublication,
  readFilters,
  sortPublications,
} from "#app/features/publications/filter.ts";
import { FilterActions, SelectField, TextField } from "#app/components/ui/FormFields.tsx";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { PublicationEntry } from "#app/components/sections/PublicationEntry.tsx";
import { seo } from "#app/content/meta.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { useT } from "#app/i18n/messages.ts";
import { declaredQuery, type QueryHandle } from "#app/lib/query.ts";
import { renderWhenNear } from "#app/components/ui/render-when-near.ts";
import { pagePath } from "#app/lib/paths.ts";

/** The query parameters this page reads (see declaredQuery): only these make the server render it. */
const QUERY = ["college", "year", "type", "q"] as const;
export const handle = { query: QUERY } satisfies QueryHandle;

export function loader({ url }: Route.LoaderArgs) {
  const registry = localRegistry();
  const colleges = registry.colleges
    .filter((c) => registry.publications.some((p) => p.college === c.slug))
    .map((c) => ({ slug: c.slug, name: c.name }));
  const years = [...new Set(registry.publications.map((p) => p.year))].sort((a, b) => b - a);
  const filters = readFilters(declaredQuery(url, QUERY), { colleges: colleges.map((c) => c.slug), years });
  const items = sortPublications(filterPublications(registry.publications, filters)).map((p) =>
    listedPublication(p, registry.colleges),
  );
  return {
    ...sitePage(pagePath("/publications")),
    messages: messagesFor(["publications", "count"]),
    colleges,
    years,
    filters,
    items,
    total: registry.publications.length,
  };
}

/**
 * A node per publication the page lists (the filters may narrow them), built here from the listed
 * items rather than in the loader: titles and abstracts travel once in the page's data, not twice.
 */
export const meta: Route.MetaFunction = ({ loaderData: data, ...args }) =>
  seo(args, {
    title: data?.title,
    description: data?.lead,
    trail: data?.trail,
    structuredData: data?.items.map((p) => publicationNode(p, p.collegeName)),
  });

export default function Publications({ loaderData }: Route.ComponentProps) {
  const { title, trail, colleges, years, filters, items, total } = loaderData;
  const busy = useNavigation().state === "loading";
  const t = useT();
  const filtered = items.length !== total;
  return (
    <>
      <PageHeader trail={trail} title={title} lead={loaderData.lead} />
      <div className="container-page py-8">
        <search aria-label={t("publications.filter.label")}>
          <AppForm
            className="grid gap-4 rounded-card border border-line bg-white p-4 md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end"
            preventScrollReset
          >
            <TextField
              id="pub-q"
              name="q"
              label={t("publications.filter.search")}
              type="search"
              value={filters.q}
              placeholder={t("publications.filter.searchHint")}
            />
            <SelectField
              id="pub-college"
              name="college"
              label={t("publications.filter.college")}
              value={filters.college}
              emptyLabel={t("publications.filter.allColleges")}
              options={colleges.map((c) => ({ value: c.slug, label: c.name }))}
            />
            <SelectField
              id="pub-year"
              name="year"
              label={t("publications.filter.year")}
              value={filters.year}
              emptyLabel={t("publications.filter.allYears")}
              options={years.map((y) => ({ value: y, label: String(y) }))}
            />
            <SelectField
              id="pub-type"
              name="type"
              label={t("publications.filter.type")}
              value={filters.type}
              emptyLabel={t("publications.filter.allTypes")}
              options={Object.keys(PUBLICATION_TYPES).map((type) => ({
                value: type,
                label: t("publications.type", { type }),
              }))}
            />
            <FilterActions
              submitLabel={t("publications.filter.submit")}
              clearLabel={t("publications.filter.clear")}
              clearTo={pagePath("/publications")}
              filtered={filtered}
            />
          </AppForm>
        </search>
        <p role="status" className="mt-6 text-muted" aria-busy={busy}>
          {items.length
            ? filtered
              ? t("publications.shown", {
                  shown: items.length,
                  total: t("count.publications", { count: total, case: "acc" }),
                })
              : t("count.publications", { count: total })
            : t("publications.none")}
        </p>
        <ol className="mt-4 space-y-4" aria-label={t("publications.list")}>
          {items.map((p, i) => (
            <li
              key={p.slug}
              id={p.slug}
              // From the ninth entry on, two phone screens down (its height guessed until then).
              className={`rounded-card border border-line bg-white p-5 ${renderWhenNear(i, 8, "[contain-intrinsic-block-size:auto_13rem]")}`}
            >
              <PublicationEntry p={p} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}

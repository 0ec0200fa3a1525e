import type { Route } from "./+types/programs";
import { AppForm } from "#app/components/ui/AppForm.tsx";
import { submitForm } from "#app/lib/link-navigation.ts";
import { useLocation, useNavigation } from "react-router";
import { useLocalPath } from "#app/i18n/useLocale.ts";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import { catalogDegrees } from "#app/content/catalog.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { DEGREE_CARD_CLASS, DegreeCardHead } from "#app/components/sections/ProgramCards.tsx";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { FilterActions, SelectField, TextField } from "#app/components/ui/FormFields.tsx";
import {
  FINDER_QUERY,
  filterDegrees,
  finderMinimum,
  finderOptions,
  hasFilters,
  readFinderFilters,
} from "#app/features/programs/filter.ts";
import { TAWJIHI_SCALE } from "#app/features/admission/score-input.ts";
import { readStreamCode } from "#app/features/admission/stream-code.ts";
import { admissionAnswerHref, pagePath } from "#app/lib/paths.ts";
import { seo } from "#app/content/meta.ts";
import { formatPercent } from "#app/lib/format.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { declaredQuery, type QueryHandle } from "#app/lib/query.ts";
import { renderWhenNear } from "#app/components/ui/render-when-near.ts";
import { Kept } from "#app/components/ui/Kept.tsx";
import { useHydrated } from "#app/lib/useHydrated.ts";
import { readFinderHandover, type FinderHandover } from "#app/features/admission/ui/finder-handover.ts";

/** The query parameters this page reads (see declaredQuery): only these make the server render it. */
export const handle = { query: FINDER_QUERY } satisfies QueryHandle;

/**
 * `/programs`: every degree of every college and level on one page, filtered by the URL. The list
 * is the catalog's (the same the admission answer reads) and the rules are the answer's.
 */
export function loader({ url }: Route.LoaderArgs) {
  const registry = localRegistry();
  const degrees = catalogDegrees(registry);
  const streamOrder = registry.streams.map((s) => s.code);
  const options = finderOptions(degrees, streamOrder);
  const params = declaredQuery(url, FINDER_QUERY);
  // A former stream code (an old link: `stream=commercial`) filters by today's stream.
  const former = readStreamCode(registry.streams, params.get("stream") ?? "");
  if (former) params.set("stream", former.stream.code);
  const { filters, averageText, averageProblem } = readFinderFilters(params, options);
  const stream = registry.streams.find((s) => s.code === filters.stream);
  const items = filterDegrees(degrees, filters).map((d) => {
    const minimums = Object.values(d.sheet.admission.minimums ?? {});
    const minimum = finderMinimum(d, filters.stream);
    return {
      id: d.id,
      href: d.href,
      name: d.sheet.name,
      nameEn: d.sheet.nameEn,
      degreeName: d.degreeName,
      collegeName: d.college.name,
      durationYears: d.sheet.durationYears,
      creditHours: d.sheet.creditHours,
      tuitionPerHour: d.sheet.tuitionPerHour,
      minimum: minimum === undefined ? undefined : formatPercent(minimum),
      minimumVaries: new Set(minimums).size > 1,
      priorDegree: d.sheet.admission.priorDegree,
    };
  });
  return {
    ...sitePage(pagePath("/programs")),
    messages: messagesFor(["programs", "count", "money"]),
    options: {
      levels: options.levels,
      colleges: options.colleges.map((slug) => ({
        value: slug,
        label: registry.colleges.find((c) => c.slug === slug)!.name,
      })),
      streams: options.streams.map((code) => ({
        value: code,
        label: registry.streams.find((s) => s.code === code)!.name,
      })),
      durations: options.durations,
      fees: options.fees,
    },
    filters,
    streamText: stream?.inText,
    averageText,
    averageProblem,
    averageScale: TAWJIHI_SCALE,
    items,
    total: degrees.length,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.title, description: args.loaderData?.lead, trail: args.loaderData?.trail });

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { title, trail, lead, options, averageProblem, averageScale, total } = loaderData;
  const t = useT();
  const localPath = useLocalPath();
  const busy = useNavigation().state === "loading";
  const urlFiltered = hasFilters(loaderData.filters) || averageProblem !== undefined;
  // A result card's hand-over (finder-handover.ts), on the plain page only: a query the student
  // chose is the page's answer. Applied once hydrated, since the server's HTML is the whole list
  // (a reload keeps the history state).
  const { state } = useLocation();
  const hydrated = useHydrated();
  const handover = hydrated && !urlFiltered ? readFinderHandover(state) : undefined;
  const { filters, streamText, averageText, items } = handover ? handedOver(loaderData, handover) : loaderData;
  // What an average opens is the admission answer's: only for an average entered, and not for graduate studies.
  const offersAnswer = filters.average !== undefined && filters.level !== "graduate";
  const filtered = urlFiltered || handover !== undefined;
  return (
    <>
      <PageHeader trail={trail} title={title} lead={lead} />
      <div className="container-page py-8">
        <search aria-label={t("programs.filter.label")}>
          <AppForm
            action={localPath(pagePath("/programs"))}
            preventScrollReset
            // With JavaScript a choice in a list applies at once; typing an average waits for the button.
            onChange={(e) => {
              if (e.target instanceof HTMLSelectElement)
                submitForm(e.currentTarget, null, { preventScrollReset: true, replace: true });
            }}
            className="grid grid-cols-2 gap-3 rounded-card border border-line bg-white p-4 lg:grid-cols-3 xl:grid-cols-6"
          >
            <SelectField
              id="programs-level"
              name="level"
              label={t("programs.filter.level")}
              value={filters.level}
              emptyLabel={t("programs.filter.allLevels")}
              options={options.levels.map((level) => ({ value: level, label: t("programs.level", { level }) }))}
            />
            <SelectField
              id="programs-college"
              name="college"
              label={t("programs.filter.college")}
              value={filters.college}
              emptyLabel={t("programs.filter.allColleges")}
              options={options.colleges}
            />
            <SelectField
              id="programs-stream"
              name="stream"
              label={t("programs.filter.stream")}
              value={filters.stream}
              emptyLabel={t("programs.filter.allStreams")}
              options={options.streams}
            />
            <div>
              <TextField
                // An average it cannot read: the field takes focus, its message read with it (issue 56),
                // `autofocus` without JavaScript; a new message is a new field (`key`), which takes it again.
                key={averageProblem}
                autoFocus={averageProblem !== undefined}
                id="programs-average"
                name="average"
                label={t("programs.filter.average")}
                value={averageText}
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={averageProblem !== undefined}
                aria-describedby={averageProblem ? "programs-average-error" : "programs-average-hint"}
              />
              {averageProblem ? (
                <p id="programs-average-error" className="mt-1 text-sm font-semibold text-red-800">
                  {t("programs.averageError", { problem: averageProblem, ...averageScale })}
                </p>
              ) : (
                <p id="programs-average-hint" className="mt-1 text-sm text-muted">
                  {t("programs.filter.averageHint")}
                </p>
              )}
            </div>
            <SelectField
              id="programs-duration"
              name="duration"
              label={t("programs.filter.duration")}
              value={filters.duration}
              emptyLabel={t("programs.filter.anyDuration")}
              options={options.durations.map((count) => ({ value: count, label: t("count.years", { count }) }))}
            />
            <SelectField
              id="programs-fee"
              name="fee"
              label={t("programs.filter.fee")}
              value={filters.fee}
              emptyLabel={t("programs.filter.anyFee")}
              options={options.fees.map((amount) => ({
                value: amount,
                label: t("programs.filter.feeUpTo", { amount: t("money.jod", { amount }) }),
              }))}
            />
            <FilterActions
              className="col-span-2 flex flex-wrap gap-2 lg:col-span-3 xl:col-span-6"
              submitLabel={t("programs.filter.submit")}
              clearLabel={t("programs.filter.clear")}
              clearTo={pagePath("/programs")}
              filtered={filtered}
            />
          </AppForm>
        </search>

        <p role="status" aria-busy={busy} className="mt-6 font-semibold">
          {items.length === 0
            ? t("programs.count", { count: 0 })
            : filtered
              ? t("programs.shown", { shown: items.length, total: t("count.programs", { count: total, case: "acc" }) })
              : t("count.programs", { count: total })}
        </p>
        {items.length === 0 && (
          <p className="mt-2">
            {withElements(t("programs.none", { offer: offersAnswer ? "answer" : "none", answer: slot("answer") }), {
              answer: (
                <AppLink
                  to={
                    handover
                      ? admissionAnswerHref()
                      : admissionAnswerHref({ stream: filters.stream, average: averageText })
                  }
                >
                  {t("programs.noneAnswer")}
                </AppLink>
              ),
            })}
          </p>
        )}

        {/* The list shows the filters' answer: kept while the query stays, rendered anew when it changes. */}
        <Kept
          // A hand-over replaces the list the server wrote without changing the address.
          key={handover ? "handover" : "address"}
          as="ul"
          query
          aria-label={t("programs.list")}
          className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {items.map((d, i) => (
            // From the seventh card on, two phone screens down (its height guessed until then).
            <li
              key={d.id}
              className={`${DEGREE_CARD_CLASS} ${renderWhenNear(i, 6, "[contain-intrinsic-block-size:auto_15rem]")}`}
            >
              <DegreeCardHead card={d} heading="h2" showCollege />
              <dl className="mt-3 grid flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{t("programs.filter.duration")}</dt>
                <dd>
                  {t("count.years", { count: d.durationYears })} · {t("count.creditHours", { count: d.creditHours })}
                </dd>
                <dt className="text-muted">{t("programs.filter.fee")}</dt>
                <dd>{t("money.jod", { amount: d.tuitionPerHour })}</dd>
                <dt className="text-muted">{t("programs.admission")}</dt>
                <dd>
                  {d.minimum !== undefined
                    ? t("programs.minimum", {
                        stream: streamText ? "chosen" : "any",
                        streamText: streamText ?? "",
                        minimum: d.minimum,
                        varies: d.minimumVaries ? "yes" : "no",
                      })
                    : d.priorDegree}
                </dd>
              </dl>
            </li>
          ))}
        </Kept>

        {items.some((d) => d.minimum !== undefined) && (
          <p className="mt-6">
            {/* A hand-over's stream and average stay out of the link's URL (and so of its preload). */}
            <AppLink
              to={
                handover ? admissionAnswerHref() : admissionAnswerHref({ stream: filters.stream, average: averageText })
              }
            >
              {t("programs.toAnswer")}
            </AppLink>
          </p>
        )}
      </div>
    </>
  );
}

/**
 * The page as a result card's hand-over shows it: the card's stream and average in the form, the
 * degrees its answer opens (in the page's order) with their minimums for that stream. The card's
 * answer chose them by the admission rules; nothing here weighs them again.
 */
function handedOver(data: Route.ComponentProps["loaderData"], h: FinderHandover) {
  const minimums = new Map(h.open.map((o) => [o.id, o.minimum]));
  return {
    filters: { ...data.filters, stream: h.stream, average: h.average },
    streamText: h.streamText,
    averageText: String(h.average),
    items: data.items
      .filter((d) => minimums.has(d.id))
      .map((d) => ({ ...d, minimum: formatPercent(minimums.get(d.id)!) })),
  };
}

import type { Route } from "./+types/admission-keys";
import { Form } from "react-router";
import { AppLink } from "~/components/ui/AppLink";
import { registry } from "~/content/registry.server";
import { sitePage } from "~/content/page-data.server";
import { admissionCalendar, programsForStream, scholarshipFor } from "~/features/admission/eligibility";
import { PageHeader } from "~/components/sections/PageHeader";
import { SelectField, TextField } from "~/components/ui/FormFields";
import { Section } from "~/components/ui/Prose";
import { seo } from "~/lib/meta";
import { formatDateRange, formatPercent, parseLocalizedNumber } from "~/lib/format";
import { messagesFor, serverT } from "~/i18n/messages.server";
import { useT } from "~/i18n/messages";
import { programRow, streamMinimums } from "~/content/view-models";
import { declaredQuery, type QueryHandle } from "~/lib/query";

/** The query parameters this page reads (see declaredQuery): only these make the server render it. */
const QUERY = ["stream", "average"] as const;
export const handle = { query: QUERY } satisfies QueryHandle;

export function loader({ request }: Route.LoaderArgs) {
  const params = declaredQuery(request, QUERY);
  const streamCode = params.get("stream") ?? "";
  const stream = registry.streams.find((s) => s.code === streamCode);
  const rawAverage = params.get("average") ?? "";
  const parsed = rawAverage ? parseLocalizedNumber(rawAverage) : undefined;
  const averageError =
    rawAverage && (parsed === undefined || parsed < 50 || parsed > 100) ? serverT("admission.averageError") : undefined;
  const average = averageError ? undefined : parsed;
  const row = (p: (typeof registry.programs)[number]) => programRow(registry, p);
  const results = stream
    ? programsForStream(registry.programs, stream.code, average).map((e) => ({
        ...row(e.program),
        minimum: e.minimum,
        lastCutoff: e.program.admission.lastCutoff?.[stream.code],
      }))
    : undefined;
  const table = registry.programs
    .filter((p) => p.admission.minimums)
    .map((p) => ({
      ...row(p),
      minimums: streamMinimums(registry, p.admission).map((m) => `${m.name} ${formatPercent(m.minimum)}`),
    }));
  return {
    ...sitePage("/admission-keys"),
    messages: messagesFor(["admission", "count", "money"]),
    streams: registry.streams,
    query: { stream: stream?.code ?? "", average: rawAverage },
    averageError,
    streamName: stream?.inText,
    average,
    results,
    scholarship: average !== undefined ? scholarshipFor(registry.admission.scholarships, average) : undefined,
    table,
    // Only what the page shows: the loader's data travels in the page's HTML and payload.
    admission: {
      academicYear: registry.admission.academicYear,
      scholarships: registry.admission.scholarships,
      documents: registry.admission.documents,
    },
    calendar: admissionCalendar(registry.admission, serverT("admission.calendar.results")),
  };
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: args.data?.title, description: args.data?.lead });

export default function AdmissionKeys({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader trail={d.trail} title={d.title} lead={d.lead} />
      <div className="container-page">
        <Section id="finder" title={t("admission.finder.title")}>
          <search aria-label={t("admission.finder.label")}>
            <Form
              method="get"
              preventScrollReset
              className="grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
            >
              <SelectField
                id="stream"
                name="stream"
                label={t("admission.finder.stream")}
                value={d.query.stream}
                emptyLabel={t("admission.finder.chooseStream")}
                options={d.streams.map((x) => ({ value: x.code, label: x.name }))}
                required
              />
              <TextField
                id="average"
                name="average"
                label={t("admission.finder.average")}
                inputMode="decimal"
                value={d.query.average}
                invalid={Boolean(d.averageError)}
              />
              <p>
                <button
                  type="submit"
                  className="w-full rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  {t("admission.finder.submit")}
                </button>
              </p>
              {d.averageError && (
                <p id="average-error" className="text-sm font-semibold text-red-800 sm:col-span-3">
                  {d.averageError}
                </p>
              )}
            </Form>
          </search>
          {d.results && (
            <div className="mt-6" role="status">
              <p className="font-semibold">
                {d.results.length
                  ? d.average !== undefined
                    ? t("admission.finder.forAverage", {
                        programs: t("count.availablePrograms", { count: d.results.length }),
                        average: formatPercent(d.average),
                        stream: d.streamName,
                      })
                    : t("admission.finder.forStream", {
                        programs: t("count.availablePrograms", { count: d.results.length }),
                        stream: d.streamName,
                      })
                  : d.average !== undefined
                    ? t("admission.finder.noneForAverage", { average: formatPercent(d.average), stream: d.streamName })
                    : t("admission.finder.noneForStream", { stream: d.streamName })}
              </p>
              {d.scholarship && (
                <p className="mt-2 rounded-md bg-accent-300/40 p-3">
                  {t("admission.finder.scholarship", {
                    name: d.scholarship.name,
                    discount: formatPercent(d.scholarship.discountPercent),
                  })}{" "}
                  {d.scholarship.conditions}
                </p>
              )}
              <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-white">
                {d.results.map((r) => (
                  <li key={r.href} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                    <span>
                      <AppLink to={r.href} className="font-semibold">
                        {r.name}
                      </AppLink>
                      <span className="text-sm text-muted">
                        {" "}
                        · {r.degreeName} · {r.collegeName}
                      </span>
                    </span>
                    <span className="text-sm">
                      {[
                        t("admission.finder.minimum", { minimum: formatPercent(r.minimum) }),
                        ...(r.lastCutoff !== undefined
                          ? [t("admission.finder.lastCutoff", { cutoff: formatPercent(r.lastCutoff) })]
                          : []),
                        t("admission.finder.perHour", { fee: t("money.jod", { amount: r.tuitionPerHour }) }),
                      ].join(" · ")}
                      {d.average !== undefined && r.lastCutoff !== undefined && d.average < r.lastCutoff && (
                        <strong className="ms-2 inline-block rounded bg-accent-300/50 px-1.5 text-xs font-semibold text-ink">
                          {t("admission.finder.competitive")}
                        </strong>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Section>
        <Section id="minimums" title={t("admission.minimums.title")}>
          <div className="overflow-x-auto rounded-card border border-line bg-white">
            <table className="w-full min-w-[40rem] border-collapse text-sm">
              <caption className="p-3 text-start text-muted">{t("admission.minimums.caption")}</caption>
              <thead>
                <tr className="border-b-2 border-brand-200 bg-brand-50">
                  <th scope="col" className="p-3 text-start">
                    {t("admission.minimums.program")}
                  </th>
                  <th scope="col" className="p-3 text-start">
                    {t("admission.minimums.college")}
                  </th>
                  <th scope="col" className="p-3 text-start">
                    {t("admission.minimums.byStream")}
                  </th>
                  <th scope="col" className="p-3 text-start">
                    {t("admission.minimums.hourFee")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.table.map((r) => (
                  <tr key={r.href} className="border-b border-line">
                    <th scope="row" className="p-3 text-start font-normal">
                      <AppLink to={r.href} className="font-semibold">
                        {r.name}
                      </AppLink>
                      <span className="block text-xs text-muted">{r.degreeName}</span>
                    </th>
                    <td className="p-3">{r.collegeName}</td>
                    <td className="p-3">{r.minimums.join(" · ")}</td>
                    <td className="p-3">{t("money.jod", { amount: r.tuitionPerHour })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
        <div className="grid gap-x-12 lg:grid-cols-2">
          <Section id="dates" title={t("admission.dates.title", { year: d.admission.academicYear })}>
            <ol className="space-y-3">
              {d.calendar.map((x) => (
                <li key={x.label} className="rounded-card border border-line bg-white p-4">
                  <p className="font-semibold text-brand-900">{x.label}</p>
                  <p className="text-sm text-muted">{formatDateRange(x.start, x.end)}</p>
                </li>
              ))}
            </ol>
          </Section>
          <div>
            <Section id="scholarships" title={t("admission.scholarships.title")}>
              <ul className="space-y-3">
                {d.admission.scholarships.map((s) => (
                  <li key={s.name} className="rounded-card border border-line bg-white p-4">
                    <p className="font-semibold text-brand-900">
                      {t("admission.scholarships.item", {
                        name: s.name,
                        discount: formatPercent(s.discountPercent),
                        average: formatPercent(s.minAverage),
                      })}
                    </p>
                    <p className="text-sm text-muted">{s.conditions}</p>
                  </li>
                ))}
              </ul>
            </Section>
            <Section id="documents" title={t("admission.documents.title")}>
              <ul className="list-disc space-y-1 ps-6">
                {d.admission.documents.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </Section>
          </div>
        </div>
      </div>
    </>
  );
}

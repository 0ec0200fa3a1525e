import type { Route } from "./+types/high-school-results";
import { AppForm } from "#app/components/ui/AppForm.tsx";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import { convertCertificate, isExactConversion } from "#app/features/admission/eligibility.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { SelectField, TextField } from "#app/components/ui/FormFields.tsx";
import { Section } from "#app/components/ui/Prose.tsx";
import { BidiText } from "#app/components/ui/BidiText.tsx";
import { seo } from "#app/content/meta.ts";
import { messagesFor, serverT } from "#app/i18n/messages.server.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { formatNumber, formatPercent } from "#app/lib/format.ts";
import { readScore } from "#app/features/admission/score-input.ts";
import { scaleWords, shownDecimals } from "#app/features/admission/finder-answer.ts";
import { useFormat } from "#app/i18n/useFormat.ts";
import { requestLocale } from "#app/i18n/request-locale.server.ts";
import { certificateScoreError } from "#app/features/admission/score-error.ts";
import { declaredQuery, type QueryHandle } from "#app/lib/query.ts";
import { hostOf } from "#app/lib/site-url.ts";
import { admissionAnswerHref, pagePath } from "#app/lib/paths.ts";
import { data } from "react-router";
import { devResults } from "#app/features/results/lookup.server.ts";
import { lookupAnswer, lookupFacts, lookupInput } from "#app/features/results/lookup-answer.server.ts";
import { ResultsLookup } from "#app/features/results/ui/ResultsLookup.tsx";
import { LookupSlotEdge } from "#app/features/results/ui/LookupSlotEdge.tsx";

/** The query parameters this page reads (see declaredQuery): only these make the server render it. */
const QUERY = ["certificate", "score"] as const;
export const handle = { query: QUERY } satisfies QueryHandle;

export function loader({ url }: Route.LoaderArgs) {
  const registry = localRegistry();
  const params = declaredQuery(url, QUERY);
  const { admission, streams } = registry;
  const cert = admission.certificates.find((c) => c.code === params.get("certificate"));
  const rawScore = params.get("score") ?? "";
  // Read on the certificate's own scale, as the admission finder reads it: digits, its range, its decimals.
  const reading = cert ? readScore(rawScore, cert.scale) : undefined;
  const score = reading?.kind === "value" ? reading.value : undefined;
  const percent = cert && score !== undefined ? convertCertificate(cert, score) : undefined;
  // What to type instead: the same words as the admission finder's, in the certificate's own.
  const conversionError = !cert
    ? // The form sent without a certificate: our sentence, not the browser's (the form is `noValidate`).
      params.has("certificate")
      ? serverT("results.convert.certificateMissing")
      : undefined
    : reading && reading.kind !== "value"
      ? // The scale's own bounds: a score is not always written as the certificate prints it (A Levels' letters).
        certificateScoreError(serverT, reading.kind, scaleWords(cert))
      : undefined;
  const exact = cert ? isExactConversion(cert) : false;
  return {
    ...sitePage(pagePath("/high-school-results")),
    // The admission namespaces: the result card ends with the admission answer.
    messages: messagesFor(["results", "admission", "count", "money"]),
    lookup: lookupFacts(requestLocale().code),
    officialService: admission.resultsSeason.officialService,
    announcement: admission.resultsSeason.announcement,
    certificates: admission.certificates,
    streams,
    query: { certificate: cert?.code ?? "", score: rawScore },
    conversion:
      cert && percent !== undefined
        ? {
            code: cert.code,
            name: cert.name,
            raw: rawScore,
            score: score!,
            /** The score's decimals on its scale: shown as typed (3.875, not 3.88). */
            decimals: cert.scale.decimals,
            max: cert.scale.max,
            /** Unrounded (decision 029): shown with `percentDecimals`, compared as it is by the finder. */
            percent,
            percentDecimals: shownDecimals({ exact, decimals: cert.scale.decimals }),
            /** Counted as it is (the Jordanian Tawjihi): no «about», and no «approximate average». */
            exact,
          }
        : undefined,
    conversionError,
  };
}

/**
 * The no-JavaScript lookup on the development server: the form posts here. The production server
 * answers the same POST itself, before the router, with the prerendered page and only the lookup
 * rendered again (features/results/lookup-page.server.tsx), limited per address (server/results.js).
 * The answer is never stored or shared by a cache, and the inputs are not logged.
 */
export async function action({ request }: Route.ActionArgs) {
  const answer = await lookupAnswer(lookupInput(await request.formData()), devResults(), requestLocale().code);
  return data(answer, { headers: { "Cache-Control": "no-store" } });
}

/** A lookup's answer keeps its own `no-store`; the page otherwise has the loader's headers. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.title, description: args.loaderData?.lead, trail: args.loaderData?.trail });

export default function Results({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  // The converter's message is the certificate's when none was chosen, else the score's.
  const certificateError = Boolean(d.conversionError) && !d.query.certificate;
  const scoreError = Boolean(d.conversionError) && !certificateError;
  return (
    <>
      <PageHeader trail={d.trail} title={d.title} lead={d.lead} />
      <div className="container-page">
        <Section id="lookup" title={t("results.lookup.title")}>
          <p className="mb-3 rounded-md bg-accent-300/40 p-3">
            {withElements(t("results.lookup.official", { service: slot("service") }), {
              service: (
                <a href={d.officialService.url} className="font-semibold">
                  {d.officialService.name} <span className="ltr">({hostOf(d.officialService.url)})</span>
                </a>
              ),
            })}
          </p>
          <p className="mb-4 text-muted">{t("results.lookup.prepare")}</p>
          <LookupSlotEdge edge="start" />
          <ResultsLookup facts={d.lookup} server={actionData} />
          <LookupSlotEdge edge="end" />
        </Section>
        <div className="grid gap-x-12 lg:grid-cols-2">
          <Section id="season" title={t("results.season.title")} kept>
            <p>{t("results.season.text", { announcement: format.date(d.announcement) })}</p>
            <p className="mt-3">
              {withElements(t("results.season.next", { tool: slot("tool") }), {
                tool: (
                  <AppLink to={pagePath("/admission-keys", {}, { hash: "finder" })}>{t("results.season.tool")}</AppLink>
                ),
              })}
            </p>
            <p className="mt-3">
              <AppLink to={pagePath("/admission-keys", {}, { hash: "dates" })}>{t("results.season.calendar")}</AppLink>
            </p>
            <nav aria-label={t("results.byStream")} className="mt-4">
              <ul className="flex flex-wrap gap-2">
                {d.streams.map((s) => (
                  <li key={s.code}>
                    <AppLink
                      to={admissionAnswerHref({ stream: s.code })}
                      className="inline-block rounded-full border border-line bg-white px-3 py-1 text-sm no-underline hover:border-brand-200"
                    >
                      {t("results.streamPrograms", { stream: s.inText })}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Section>
          <Section id="convert" title={t("results.convert.title")}>
            <p className="mb-4 text-muted">{t("results.convert.intro")}</p>
            {/* Its answer and its messages are said by the live region below, there before them; a
                page loaded with one (no JavaScript, or a link) focuses it instead (`autofocus`). */}
            <AppForm
              // Our own messages, from the server, in the page's language: never the browser's.
              noValidate
              preventScrollReset
              className="grid gap-3 rounded-card border border-line bg-white p-4 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
            >
              <SelectField
                id="certificate"
                name="certificate"
                label={t("results.convert.certificate")}
                value={d.query.certificate}
                emptyLabel={t("results.convert.chooseCertificate")}
                options={d.certificates.map((c) => ({ value: c.code, label: c.name, data: { "data-foreign": "" } }))}
                required
                aria-invalid={certificateError}
                autoFocus={certificateError}
                aria-describedby={certificateError ? "certificate-error" : undefined}
              />
              <TextField
                id="score"
                name="score"
                label={t("results.convert.score")}
                required
                inputMode="decimal"
                value={d.query.score}
                aria-invalid={scoreError}
                aria-describedby={scoreError ? "score-error" : undefined}
                autoFocus={scoreError}
              />
              <p>
                <button
                  type="submit"
                  className="w-full rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  {t("results.convert.submit")}
                </button>
              </p>
              <p className="when-foreign-certificate sm:col-span-3">
                <AppLink to={pagePath("/international-applicants")}>{t("admission.abroad")}</AppLink>
              </p>
            </AppForm>
            <div role="status" className="mt-3">
              {d.conversionError && (
                <p id={certificateError ? "certificate-error" : "score-error"} className="font-semibold text-red-800">
                  {d.conversionError}
                </p>
              )}
              {d.conversion && (
                <p className="rounded-md bg-brand-50 p-3 font-semibold" tabIndex={-1} autoFocus>
                  {t("results.conversion", {
                    score: formatNumber(d.conversion.score, d.conversion.decimals),
                    max: d.conversion.max,
                    certificate: d.conversion.name,
                    percent: formatPercent(d.conversion.percent, d.conversion.percentDecimals, "down"),
                    exact: d.conversion.exact ? "yes" : "no",
                  })}{" "}
                  <AppLink to={admissionAnswerHref({ certificate: d.conversion.code, average: d.conversion.raw })}>
                    {t("results.convert.finder", { exact: d.conversion.exact ? "yes" : "no" })}
                  </AppLink>
                </p>
              )}
            </div>
            <ul className="mt-4 space-y-2 text-sm">
              {d.certificates.map((c) => (
                <li key={c.code}>
                  <strong>
                    <BidiText>
                      {t("results.convert.range", { certificate: c.name, min: c.scale.min, max: c.scale.max })}
                    </BidiText>
                  </strong>
                  {c.note && (
                    <>
                      : <BidiText>{c.note}</BidiText>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </>
  );
}

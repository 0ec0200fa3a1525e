import type { Route } from "./+types/admission-keys";
import { AppForm } from "#app/components/ui/AppForm.tsx";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import { readStreamCode } from "#app/features/admission/stream-code.ts";
import { applyFacts, finderAnswer } from "#app/features/admission/finder-answer.ts";
import { TAWJIHI_SCALE } from "#app/features/admission/score-input.ts";
import { scaleBounds } from "#app/features/admission/scale-bounds.ts";
import { certificateScoreError } from "#app/features/admission/score-error.ts";
import { ConversionNote, FinderAnswerView } from "#app/features/admission/ui/FinderAnswerView.tsx";
import { AdmissionFactsView } from "#app/features/admission/ui/AdmissionFactsView.tsx";
import { admissionFacts } from "#app/features/admission/admission-facts.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { SelectField, TextField } from "#app/components/ui/FormFields.tsx";
import { Section } from "#app/components/ui/Prose.tsx";
import { seo } from "#app/content/meta.ts";
import { formatChoiceList, formatPercent, type WrittenLanguage } from "#app/lib/format.ts";
import { messagesFor, serverT } from "#app/i18n/messages.server.ts";
import { requestLocale } from "#app/i18n/request-locale.server.ts";
import { useT } from "#app/i18n/messages.ts";
import { declaredQuery, type QueryHandle } from "#app/lib/query.ts";
import { pagePath } from "#app/lib/paths.ts";

/** The query parameters this page reads (see declaredQuery): only these make the server render it. */
const QUERY = ["certificate", "stream", "average"] as const;
export const handle = { query: QUERY } satisfies QueryHandle;

export function loader({ url }: Route.LoaderArgs) {
  const registry = localRegistry();
  const params = declaredQuery(url, QUERY);
  const query = {
    certificate: params.get("certificate") ?? "",
    stream: params.get("stream") ?? "",
    average: params.get("average") ?? "",
    sent: params.has("stream"),
  };
  const { admission } = registry;
  const { answer, error, prompt } = finderAnswer(registry, query);
  return {
    ...sitePage(pagePath("/admission-keys")),
    messages: messagesFor(["admission", "count", "money"]),
    streams: registry.streams.map((s) => ({ code: s.code, name: s.name })),
    certificates: admission.certificates.map((c) => ({
      code: c.code,
      name: c.name,
      scale: c.scale,
      // Marks for the form's styles (app.css): every certificate of the list is from outside
      // Palestine (the Tawjihi is the empty choice); one without streams is equated to some.
      data: {
        "data-foreign": "",
        ...(c.streams === "equivalence" && { "data-equivalence": "" }),
      } as Record<`data-${string}`, string>,
    })),
    equivalenceStreams: admission.equivalenceStreams,
    /** The streams a certificate without streams is equated to: the only ones the form offers it. */
    equivalentStreams: admission.equivalentStreams,
    // A former stream code (an old link) is shown chosen under today's name.
    query: { ...query, stream: readStreamCode(registry.streams, query.stream)?.stream.code ?? query.stream },
    error,
    // Said here, on the server: the page's script carries no sentence it does not show.
    errorText: error && errorSentence(error),
    // Each certificate's scale in a sentence, said here too (the script needs none of it).
    scales: admission.certificates.map((c) =>
      serverT("admission.finder.scale", {
        certificate: c.name,
        scoreName: c.scale.name,
        ...scaleBounds(serverT, c.scale),
      }),
    ),
    prompt,
    answer,
    apply: applyFacts(registry),
    averageHint: serverT("admission.finder.averageHint", {
      min: formatPercent(TAWJIHI_SCALE.min),
      max: formatPercent(TAWJIHI_SCALE.max),
    }),
    // The page for applicants from abroad, which the form links to once a certificate from
    // outside Palestine is chosen (a style shows it: app.css).
    abroad: { href: pagePath("/international-applicants"), text: serverT("admission.abroad") },
    // Only what the page shows: the loader's data travels in the page's HTML and payload. Its
    // sentences are said here, on the server: the page's script (at its budget) carries none.
    facts: admissionFacts(registry, serverT),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.title, description: args.loaderData?.lead, trail: args.loaderData?.trail });

export default function AdmissionKeys({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader trail={d.trail} title={d.title} lead={d.lead} />
      <div className="container-page">
        <Section id="finder" title={t("admission.finder.title")}>
          <FinderForm d={d} />
          {d.answer && <FinderAnswerView answer={d.answer} apply={d.apply} focusOnArrival />}
        </Section>
        <AdmissionFactsView facts={d.facts} />
      </div>
    </>
  );
}

/** The sentence of a form error, in the request's language (the loader's; see `errorText`). */
function errorSentence(error: NonNullable<ReturnType<typeof finderAnswer>["error"]>): string {
  if (error.kind === "missing") return serverT("admission.error.streamMissing");
  if (error.field === "stream")
    return serverT("admission.error.equivalenceStream", {
      certificate: error.certificate,
      count: error.streams.length,
      streams: formatChoiceList(error.streams, requestLocale().code as WrittenLanguage),
    });
  if (error.certificate) return certificateScoreError(serverT, error.kind, error.certificate);
  if (error.kind === "malformed") return serverT("admission.error.malformed");
  if (error.kind === "precision") return serverT("admission.error.precision");
  return serverT("admission.averageError", { min: error.min, max: error.max });
}

type Data = Route.ComponentProps["loaderData"];

/**
 * The finder's form: a plain GET form (it works without JavaScript), so the answer's state is the
 * URL's. The score is read on the chosen certificate's own scale.
 */
function FinderForm({ d }: { d: Data }) {
  const t = useT();
  const { error, prompt } = d;
  // A certificate without streams, once chosen, offers only the streams it is equated to: a style
  // hides the others (app.css, `:has()`), with or without JavaScript, and costs the page no script;
  // the server refuses another stream with a sentence beside the field.
  const streamError = error?.field === "stream" ? error : undefined;
  const averageError = error?.field === "average" ? error : undefined;
  return (
    <search aria-label={t("admission.finder.label")} className="print:hidden">
      {/* The field to correct, or the one choice left, takes focus as it mounts (`autofocus` without
          JavaScript): a new message is a new form (`key`), whose field takes it again. Heard once,
          with no live region. */}
      <AppForm
        key={d.errorText ?? prompt?.kind}
        // Our own messages beside the fields, from the server, in the page's language: never the browser's.
        noValidate
        preventScrollReset
        className="grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start"
      >
        <SelectField
          id="certificate"
          name="certificate"
          label={t("admission.finder.certificate")}
          value={d.query.certificate}
          emptyLabel={t("admission.finder.tawjihi")}
          options={d.certificates.map((c) => ({
            value: c.code,
            label: c.name,
            data: c.data,
          }))}
        />
        <div>
          <SelectField
            autoFocus={Boolean(streamError || prompt)}
            id="stream"
            name="stream"
            // Once a certificate without streams is chosen, the field asks for the stream it is
            // equated to (a style, app.css: with or without JavaScript, and heard as shown).
            label={
              <>
                <span className="unless-equivalence">{t("admission.finder.stream")}</span>
                <span className="when-equivalence">{t("admission.finder.streamEquated")}</span>
              </>
            }
            value={d.query.stream}
            emptyLabel={t("admission.finder.chooseStream")}
            options={d.streams.map((x) => ({
              value: x.code,
              label: x.name,
              data: d.equivalentStreams.includes(x.code) ? undefined : { "data-not-equivalent": "" },
            }))}
            required
            aria-invalid={Boolean(streamError)}
            // An error and a prompt never come together (finderAnswer).
            aria-describedby={streamError ? "stream-error" : prompt ? "stream-prompt" : undefined}
          />
          {streamError && (
            // Beside the field, and no answer: no stream, or one the certificate is never equated to.
            <p id="stream-error" className="mt-1 text-sm font-semibold text-red-800">
              {d.errorText}
            </p>
          )}
          <details
            id="stream-hint"
            className="mt-1 text-sm text-muted"
            // A certificate without streams, sent here without one: what the ministry equates it to, open.
            open={prompt?.kind === "equivalence"}
          >
            <summary className="cursor-pointer">{t("admission.finder.streamHint")}</summary>
            <p className="mt-1">{d.equivalenceStreams}</p>
          </details>
        </div>
        <div>
          <TextField
            autoFocus={Boolean(averageError)}
            id="average"
            name="average"
            label={t("admission.finder.average")}
            inputMode="decimal"
            autoComplete="off"
            value={d.query.average}
            aria-invalid={Boolean(averageError)}
            aria-describedby={averageError ? "average-error average-hint" : "average-hint"}
          />
          <p id="average-hint" className="mt-1 text-sm text-muted">
            {d.averageHint}
          </p>
          <details className="mt-1 text-sm text-muted">
            <summary className="cursor-pointer">{t("admission.finder.scales")}</summary>
            <ul className="mt-1 space-y-1">
              {d.scales.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </details>
        </div>
        <p className="lg:pt-6">
          <button
            type="submit"
            className="w-full rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t("admission.finder.submit")}
          </button>
        </p>
        <p className="when-foreign-certificate sm:col-span-2 lg:col-span-4">
          <AppLink to={d.abroad.href}>{d.abroad.text}</AppLink>
        </p>
        {averageError && (
          <p id="average-error" className="font-semibold text-red-800 sm:col-span-2 lg:col-span-4">
            {d.errorText}
          </p>
        )}
        {prompt && (
          // Not an error: a score came without its stream (a link), and the stream is the one choice left.
          <div id="stream-prompt" className="sm:col-span-2 lg:col-span-4">
            {prompt.conversion && <ConversionNote conversion={prompt.conversion} streamChosen={false} />}
            <p className="mt-2 rounded-md border-2 border-brand-200 bg-white p-3 font-semibold text-brand-900">
              {t("admission.prompt.stream", {
                certificateStreams: prompt.kind,
                certificate: prompt.certificate ?? "",
              })}
            </p>
          </div>
        )}
      </AppForm>
    </search>
  );
}

import type { FinderAnswer } from "#app/features/admission/finder-answer.ts";
import type { ResultRecord } from "#app/features/results/record-crypto.ts";
import { FinderAnswerView } from "#app/features/admission/ui/FinderAnswerView.tsx";
import { CardFinderLink } from "./CardFinderLink.tsx";
import type { ApplyFacts } from "#app/features/admission/ui/HowToApply.tsx";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { formatPercent } from "#app/lib/format.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";

/**
 * A student's result: name, stream, average, outcome; then, for a pass, the admission answer for
 * that stream and average (what they can apply to, what it costs), which ends with how to apply.
 */
export function ResultCard({
  record,
  streamName,
  sample,
  answer,
}: {
  record: ResultRecord;
  streamName: string;
  sample: boolean;
  answer?: { answer: FinderAnswer; apply: ApplyFacts };
}) {
  const t = useT();
  return (
    <article aria-labelledby="result-title" className="mt-6">
      {/* No live region: the lookup focuses the heading, or the server's page marks it `autofocus`
          (features/results/lookup-focus.ts). */}
      <div className="rounded-card border-2 border-brand-200 bg-white p-4">
        <h3 id="result-title" tabIndex={-1} className="text-xl font-bold text-brand-900">
          {record.name}
        </h3>
        {sample && <p className="mt-1 text-sm font-semibold text-red-800">{t("results.lookup.sampleRecord")}</p>}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">{t("results.card.stream")}</dt>
          <dd>{streamName}</dd>
          {record.average !== undefined && (
            <>
              <dt className="text-muted">{t("results.card.average")}</dt>
              <dd className="text-2xl font-bold text-brand-800">{formatPercent(record.average)}</dd>
            </>
          )}
          <dt className="text-muted">{t("results.card.result")}</dt>
          <dd className="font-semibold">{t("results.card.outcome", { result: record.result })}</dd>
        </dl>
      </div>
      {record.result === "fail" ? (
        <p className="mt-4">
          {withElements(t("results.card.failNext", { link: slot("link") }), {
            link: (
              <AppLink to={pagePath("/admission-keys", {}, { hash: "improve" })}>
                {t("results.card.improveLink")}
              </AppLink>
            ),
          })}
        </p>
      ) : (
        answer && <ResultAnswer answer={answer} />
      )}
    </article>
  );
}

/**
 * The admission answer at the end of a passing card: what the stream and average open, and how to
 * apply. Its own component because the server's no-JavaScript lookup renders it once per stream and
 * average and reuses it (lookup-page.server.tsx).
 */
export function ResultAnswer({ answer }: { answer: { answer: FinderAnswer; apply: ApplyFacts } }) {
  return (
    <FinderAnswerView
      answer={answer.answer}
      apply={answer.apply}
      share={false}
      admissionPage={pagePath("/admission-keys")}
      finderLink={<CardFinderLink answer={answer.answer} />}
    />
  );
}

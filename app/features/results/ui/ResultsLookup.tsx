import { useCallback, useEffect, useState, type FormEvent } from "react";
import { LABEL_CLASS, CONTROL_CLASS } from "#app/components/ui/FormFields.tsx";
import { useHydrated } from "#app/lib/useHydrated.ts";
import { twelveHourClock, zonedWallTime } from "#app/lib/zoned-time.ts";
import { useFormat } from "#app/i18n/useFormat.ts";
import { useLocalPath, useLocale } from "#app/i18n/useLocale.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { lookupResult, type DatePart, type LookupOutcome } from "#app/features/results/lookup.ts";
import { LOOKUP_ANSWER_ID, lookupFocusId } from "#app/features/results/lookup-focus.ts";
import { browserResults } from "#app/features/results/lookup.client.ts";
import { fetchPointer } from "#app/features/results/pointer.client.ts";
import { canDerive, lookupState, type LookupState, type PublicPointer } from "#app/features/results/published.ts";
import { serverNow } from "#app/lib/server-clock.ts";
import { inOwnTask } from "#app/lib/later.ts";
import type { FinderAnswer } from "#app/features/admission/finder-answer.ts";
import type { ApplyFacts } from "#app/features/admission/ui/HowToApply.tsx";
import { Countdown } from "./Countdown.tsx";
import { ResultCard } from "./ResultCard.tsx";
import { pagePath } from "#app/lib/paths.ts";

/** What the server's lookup (the no-JavaScript path) answers, and what the card then shows. */
export interface LookupAnswer {
  outcome: LookupOutcome;
  /** What was typed, given back by the server when the student must correct it (not for a found result). */
  input?: { seat: string; day: string; month: string; year: string };
  answer?: { answer: FinderAnswer; apply: ApplyFacts };
}

export interface LookupFacts {
  timeZone: string;
  /** The expected moment from content, while no version is published: its day and time on Palestine's clocks. */
  expected: { day: string; time: string };
  streams: { code: string; name: string }[];
  /** The ministry's own results service (content): where a result we do not hold is looked up. */
  officialService: { name: string; url: string };
}

/** Where the result card asks for the admission answer (app/routes/admission-answer.ts). */
const ADMISSION_ANSWER_URL = pagePath("/admission-answer.json");
/** How long the page waits before asking again for a pointer that is due but not yet out (ms; plus up to as much again). */
const PUBLISHING_RETRY_MS = 2000;

/** The lookup's state as the page sees it: `publishing` when the moment has passed but the pointer in hand predates it. */
type PointerState = LookupState | "publishing";

function pointerState(pointer: PublicPointer | undefined, now: number): PointerState {
  const state = lookupState(pointer, now);
  return state === "open" && !canDerive(pointer) ? "publishing" : state;
}

/**
 * The results lookup. Without JavaScript (and in the prerendered HTML) it is a plain form that
 * posts to the server, which answers with the state or the card: the HTML itself never says
 * whether the results are out. With JavaScript the page asks the pointer (and so the server's
 * clock) and shows a countdown, the form, or that the lookup has closed; the form then looks the
 * result up in the browser, from static files.
 */
export function ResultsLookup({ facts, server }: { facts: LookupFacts; server?: LookupAnswer }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale().code;
  const localPath = useLocalPath();
  const hydrated = useHydrated();
  const [pointer, setPointer] = useState<PublicPointer | undefined | null>(null);
  const [state, setState] = useState<PointerState | undefined>();
  const [answer, setAnswer] = useState<LookupAnswer | undefined>(server);
  const [busy, setBusy] = useState(false);
  const [admission, setAdmission] = useState<LookupAnswer["answer"]>();

  // The pointer says the release moment and, from it on, the version; its Date header, the time.
  const refresh = useCallback(
    () =>
      fetchPointer().then((p) => {
        setPointer(p);
        setState(pointerState(p, serverNow() ?? Date.now()));
      }),
    [],
  );
  useEffect(() => inOwnTask(() => void refresh()), [refresh]);
  // A lookup made in the page: the student is taken to its first field in error, or to its answer
  // (lookup-focus.ts); the server's answer marks the same element `autofocus` instead
  // (lookup-page.server.tsx).
  useEffect(() => {
    if (answer === server) return;
    const target = document.getElementById(lookupFocusId(answer!.outcome));
    if (answer!.outcome.kind === "invalid") return void target?.focus();
    // An answer is read from its top: focus alone scrolls only as far as its first line, which on
    // a laptop left the card's figures under the screen's edge.
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "start" });
  }, [answer, server]);
  // The moment has come but the pointer in hand was read (or cached) just before it, without the
  // version: ask again shortly, spread so that a crowd waiting at the moment does not ask at once.
  useEffect(() => {
    if (state !== "publishing") return;
    const timer = setTimeout(() => void refresh(), PUBLISHING_RETRY_MS * (1 + Math.random()));
    return () => clearTimeout(timer);
  }, [state, pointer, refresh]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const get = (name: string) => String(form.get(name) ?? "");
    setBusy(true);
    const outcome = await lookupResult(
      { seat: get("seat"), day: get("day"), month: get("month"), year: get("year") },
      browserResults,
    );
    setBusy(false);
    setAnswer({ outcome });
    setAdmission(undefined);
    if (outcome.kind === "unavailable") void refresh();
    if (outcome.kind === "found" && outcome.record.average !== undefined) {
      // The average goes in the body of a request nobody keeps, never in a URL a cache or a log keeps;
      // the answer comes in the page's language.
      const body = new URLSearchParams({
        stream: outcome.record.stream,
        average: String(outcome.record.average),
        locale,
      });
      const res = await fetch(ADMISSION_ANSWER_URL, { method: "POST", body, cache: "no-store" }).catch(() => undefined);
      if (res?.ok) setAdmission((await res.json()) as LookupAnswer["answer"]);
    }
  }

  const shown: LookupAnswer | undefined = answer && admission ? { ...answer, answer: admission } : answer;
  const invalid = shown?.outcome.kind === "invalid" ? shown.outcome : undefined;
  const typed = server?.input;
  const showForm = !hydrated || state === "open" || state === undefined;
  const at = (wall: { day: string; time: string }) =>
    t("results.lookup.moment", { date: format.date(wall.day), ...twelveHourClock(wall.time) });

  return (
    <>
      {hydrated && state === "before" && pointer && (
        <div className="rounded-card border border-line bg-white p-4">
          <p>
            {t("results.lookup.before", { moment: at(zonedWallTime(new Date(pointer.releaseAt), facts.timeZone)) })}
          </p>
          <Countdown at={Date.parse(pointer.releaseAt)} onReached={() => void refresh()} />
        </div>
      )}
      {/* In the page before its words (a region inserted with its text is often not read): the
          countdown's end is heard when the results are being published. */}
      <div role="status">
        {hydrated && state === "publishing" && (
          <p className="rounded-card border border-line bg-white p-4">{t("results.lookup.publishing")}</p>
        )}
      </div>
      {hydrated && state === "none" && (
        <p className="rounded-card border border-line bg-white p-4">
          {t("results.lookup.none", { moment: at(facts.expected) })}
        </p>
      )}
      {hydrated && state === "closed" && (
        <p className="rounded-card border border-line bg-white p-4">{t("results.lookup.closed")}</p>
      )}
      {pointer?.sample && state === "open" && (
        <p className="mb-3 font-semibold text-red-800">{t("results.lookup.sample")}</p>
      )}
      {showForm && (
        <form
          method="post"
          // Our own messages, beside their fields, in the page's language: never the browser's
          // (with or without JavaScript; without it the server answers with them).
          noValidate
          // No fragment: a page loaded at a fragment focuses no `autofocus` element, and the answer's
          // page focuses (and so scrolls to) the field in error or the answer (lookup-focus.ts).
          action={localPath(pagePath("/high-school-results"))}
          onSubmit={hydrated ? submit : undefined}
          className="grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-2"
        >
          <p>
            <label htmlFor="seat" className={LABEL_CLASS}>
              {t("results.lookup.seat")}
            </label>
            <input
              id="seat"
              name="seat"
              defaultValue={typed?.seat}
              inputMode="numeric"
              autoComplete="off"
              required
              aria-invalid={invalid?.seat || undefined}
              aria-describedby={invalid?.seat ? "seat-error" : "seat-hint"}
              className={CONTROL_CLASS}
            />
            <span id="seat-hint" className="mt-1 block text-sm text-muted">
              {t("results.lookup.seatHint")}
            </span>
            {invalid?.seat && (
              <span id="seat-error" className="mt-1 block text-sm font-semibold text-red-800">
                {t("results.lookup.seatError")}
              </span>
            )}
          </p>
          <fieldset aria-describedby={invalid?.dob ? "dob-error" : undefined}>
            <legend className={LABEL_CLASS}>{t("results.lookup.dob")}</legend>
            <div className="grid grid-cols-[4rem_1fr_5.5rem] gap-2">
              <DateField
                part="day"
                digits={2}
                label={t("results.lookup.day")}
                value={typed?.day}
                invalid={invalid?.dobParts}
              />
              <label className="sr-only" htmlFor="dob-month">
                {t("results.lookup.month")}
              </label>
              <select
                id="dob-month"
                name="month"
                required
                defaultValue={typed?.month ?? ""}
                {...inError("month", invalid?.dobParts)}
                className={CONTROL_CLASS}
              >
                <option value="" disabled>
                  {t("results.lookup.month")}
                </option>
                {format.months.map((name, i) => (
                  <option key={name} value={i + 1}>
                    {name}
                  </option>
                ))}
              </select>
              <DateField
                part="year"
                digits={4}
                label={t("results.lookup.year")}
                value={typed?.year}
                invalid={invalid?.dobParts}
              />
            </div>
            {invalid?.dob && (
              <span id="dob-error" className="mt-1 block text-sm font-semibold text-red-800">
                {
                  {
                    incomplete: t("results.lookup.dobError"),
                    impossible: t("results.lookup.dobImpossible"),
                    future: t("results.lookup.dobFuture"),
                  }[invalid.dob]
                }
              </span>
            )}
          </fieldset>
          <p className="sm:col-span-2">
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {busy ? t("results.lookup.searching") : t("results.lookup.submit")}
            </button>
          </p>
        </form>
      )}
      {shown && <Outcome answer={shown} facts={facts} />}
    </>
  );
}

function Outcome({ answer: { outcome, answer }, facts }: { answer: LookupAnswer; facts: LookupFacts }) {
  const t = useT();
  // The sentence that answers without a card: focused, so read once (no live region: see lookup-focus.ts).
  const sentence = { id: LOOKUP_ANSWER_ID, tabIndex: -1 };
  switch (outcome.kind) {
    case "invalid":
      return null; // The messages are next to the fields.
    case "unavailable":
      return (
        <p className="mt-4 rounded-card border border-line bg-white p-4" {...sentence}>
          {outcome.state === "closed" ? t("results.lookup.closed") : t("results.lookup.notYet")}
        </p>
      );
    case "refused": {
      const time = t("count.seconds", { count: outcome.retryS, case: "acc" });
      return (
        <p className="mt-4 rounded-card border border-red-800 bg-white p-4 font-semibold" {...sentence}>
          {outcome.reason === "limited" ? t("results.lookup.limited", { time }) : t("results.lookup.busy", { time })}
        </p>
      );
    }
    case "notFound":
      return (
        <p className="mt-4 rounded-card border border-red-800 bg-white p-4 font-semibold" {...sentence}>
          {withElements(t("results.lookup.notFound", { service: slot("service") }), {
            service: <a href={facts.officialService.url}>{facts.officialService.name}</a>,
          })}
        </p>
      );
    case "found":
      return (
        <ResultCard
          record={outcome.record}
          sample={outcome.sample}
          streamName={facts.streams.find((s) => s.code === outcome.record.stream)?.name ?? outcome.record.stream}
          answer={answer}
        />
      );
  }
}

/** A field of the date of birth in error: marked so, and described by the date's message. */
const inError = (part: DatePart, invalid: DatePart[] | undefined) =>
  invalid?.includes(part) ? { "aria-invalid": true, "aria-describedby": "dob-error" } : {};

/** A numeric part of the date of birth (day, year), labelled for screen readers, its name shown inside. */
function DateField({
  part,
  digits,
  label,
  value,
  invalid,
}: {
  part: DatePart;
  digits: number;
  label: string;
  value?: string;
  /** The parts in error. */
  invalid?: DatePart[];
}) {
  return (
    <>
      <label className="sr-only" htmlFor={`dob-${part}`}>
        {label}
      </label>
      <input
        id={`dob-${part}`}
        name={part}
        defaultValue={value}
        inputMode="numeric"
        maxLength={digits}
        required
        {...inError(part, invalid)}
        placeholder={label}
        className={CONTROL_CLASS}
      />
    </>
  );
}

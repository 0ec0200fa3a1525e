import type { ReactNode } from "react";
import { useFormat } from "#app/i18n/useFormat.ts";
import type { FinderAnswer } from "#app/features/admission/finder-answer.ts";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { formatNumber, formatPercent, shownFigure } from "#app/lib/format.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { programsFinderHref, pagePath } from "#app/lib/paths.ts";
import { focusOnMount } from "#app/lib/focus-on-mount.ts";
import { PlanCostLines } from "./PlanCostLines.tsx";
import { ShareAnswer } from "./ShareAnswer.tsx";
import { HowToApply, type ApplyFacts } from "./HowToApply.tsx";
import { BidiText } from "#app/components/ui/BidiText.tsx";
import { BulletList } from "#app/components/ui/Prose.tsx";
import { LinkList } from "#app/components/ui/LinkList.tsx";
import { useLocalPath } from "#app/i18n/useLocale.ts";

type Open = FinderAnswer["open"][number];
type Close = FinderAnswer["close"][number];

const CARD = "rounded-card border border-line bg-white px-4 py-3 break-inside-avoid";
const GROUP_TITLE = "mt-8 mb-3 text-xl font-bold text-brand-900";
/** The heading of the programs just out of reach, which a link near the answer's top leads to. */
const CLOSE_ID = "close-programs";

/**
 * The finder's answer: the scholarship, then the degrees in three groups that never overlap
 * (can apply, close, not open to the stream), then how to apply. Rendered on the server, so it
 * reads the same without JavaScript.
 */
export function FinderAnswerView({
  answer: a,
  apply,
  share = true,
  admissionPage,
  finderLink,
  focusOnArrival,
}: {
  answer: FinderAnswer;
  apply: ApplyFacts;
  /** Copy link and print: the finder's answer is its URL; a result card's is private. */
  share?: boolean;
  /** Where the documents and dates it links to are, when not on this page (the result card). */
  admissionPage?: string;
  /**
   * The way to the program finder, when not the finder's own shareable link (a result card's,
   * which must not put the result in a URL: results/ui/CardFinderLink.tsx).
   */
  finderLink?: ReactNode;
  /**
   * The heading takes focus as the answer appears (the finder's own page): heard once, and the
   * keyboard goes on from it. A result card's answer follows the card's heading, which has it.
   */
  focusOnArrival?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const stream = a.stream.inText;
  // Never shown above what it is (decision 029): an estimate of 79.96% is «about 79.9%», not 80.0%.
  const average = a.average === undefined ? undefined : formatPercent(a.average, a.averageDecimals, "down");
  const outline = a.outline;
  const title =
    outline.heading === "notTaken"
      ? t("admission.answer.titleNotTaken", { stream })
      : outline.heading === "stream" || !average
        ? t("admission.answer.titleForStream", { stream })
        : outline.heading === "estimate"
          ? t("admission.answer.titleForEstimate", { average, stream })
          : t("admission.answer.titleForAverage", { average, stream });
  /**
   * What a student short of a minimum can do: raise a Tawjihi average (a section of the admission
   * page: this page's own, or that page's from a result card), or, with a foreign certificate, ask
   * the International Office to assess it.
   */
  const improve = a.assessment ? (
    <AppLink to={a.assessment.href}>
      {t("admission.answer.assessmentLink", {
        office: a.assessment.name,
        // A percentage read as it is (the Jordanian Tawjihi) is not estimated: nothing to assess.
        exact: a.conversion?.exact ? "yes" : "no",
      })}
    </AppLink>
  ) : (
    <SectionLink id="improve" page={admissionPage}>
      {t("admission.answer.improveLink")}
    </SectionLink>
  );
  return (
    <section aria-labelledby="answer-title" className="mt-6">
      {/* No live region: the heading takes focus, with or without JavaScript (`autofocus`); a new
          answer (a new title) is a new heading, which takes it again. */}
      <h3
        key={title}
        id="answer-title"
        tabIndex={-1}
        autoFocus={focusOnArrival}
        ref={focusOnArrival ? focusOnMount : undefined}
        className="text-xl font-bold text-brand-900"
      >
        {title}
      </h3>
      {a.formerly && (
        <p className="mt-2 rounded-md bg-brand-50 p-3">
          <BidiText>{t("admission.answer.formerly", { former: a.formerly.name, stream })}</BidiText>
        </p>
      )}
      {a.conversion && <ConversionNote conversion={a.conversion} />}
      {outline.scholarship && <Scholarship answer={a} />}
      {outline.scholarship && a.belowBachelorFloor && (
        <p className="mt-3 rounded-md bg-accent-300/30 p-3">
          {t("admission.answer.belowFloor", {
            bachelor: formatPercent(a.floors.bachelor),
            diploma: formatPercent(a.floors.diploma),
          })}
        </p>
      )}
      {share && <ShareAnswer />}
      {a.open.length > 0 && a.close.length > 0 && (
        // On a phone the programs just out of reach come ten screens down, after every open one.
        <p className="mt-4 print:hidden">
          <a href={`#${CLOSE_ID}`}>
            {t("admission.answer.closeJump", { programs: t("count.programs", { count: a.close.length }) })}
          </a>
        </p>
      )}

      {outline.openTitle && (
        <h4 className={GROUP_TITLE}>
          {t("admission.answer.open.title", {
            count: a.open.length,
            stream,
            programs: t("count.programs", { count: a.open.length, case: "acc" }),
          })}
        </h4>
      )}
      {outline.none ? (
        <NoneOpen answer={a} improve={improve} />
      ) : (
        <>
          {outline.costNote && (
            <p className="mt-4 mb-3 text-sm text-muted">
              {withElements(
                t("admission.answer.costNote", { link: slot("link"), fixed: a.hourFeeFixed ? "yes" : "no" }),
                {
                  link: (
                    <AppLink to={pagePath("/help", {}, { hash: "tuition-fees" })}>
                      {t("admission.answer.costNoteLink")}
                    </AppLink>
                  ),
                },
              )}
            </p>
          )}
          <ol className="space-y-3">
            {a.open.map((d) => (
              <OpenItem key={d.id} d={d} />
            ))}
          </ol>
        </>
      )}
      {outline.finder &&
        (finderLink ?? (
          <p className="mt-4 print:hidden">
            {withElements(t("admission.answer.finder", { count: a.open.length, finder: slot("finder") }), {
              finder: (
                <AppLink to={programsFinderHref(a.stream.code, a.programsAverage)}>
                  {t("admission.answer.finderLink")}
                </AppLink>
              ),
            })}
          </p>
        ))}

      {a.close.length > 0 && (
        <>
          <h4 id={CLOSE_ID} className={GROUP_TITLE}>
            {t("admission.answer.close.title", { programs: t("count.programs", { count: a.close.length }) })}
          </h4>
          <p className="mb-3 text-sm text-muted">
            {t("admission.answer.close.intro", {
              count: a.close.length,
              points: t("count.points", { count: a.closeCallPoints, case: "acc" }),
            })}
          </p>
          <ol className="space-y-3">
            {a.close.map((d) => (
              <CloseItem
                key={d.id}
                d={d}
                decimals={a.averageDecimals}
                improve={improve}
                abroad={Boolean(a.assessment)}
              />
            ))}
          </ol>
        </>
      )}

      {outline.higher && (
        <p className="mt-4">
          {withElements(
            t("admission.answer.higher", {
              count: a.higher,
              stream,
              points: t("count.points", { count: a.closeCallPoints, case: "acc" }),
              table: slot("table"),
            }),
            {
              table: (
                <SectionLink id="minimums" page={admissionPage}>
                  {t("admission.answer.higherTable")}
                </SectionLink>
              ),
            },
          )}
        </p>
      )}

      {a.notOpen.length > 0 && (
        <details className="mt-6 rounded-card border border-line bg-white px-4 py-2">
          <summary className="cursor-pointer py-2 font-semibold">
            {t("admission.answer.notOpen.title", { count: a.notOpen.length, stream })}
          </summary>
          <ul className="divide-y divide-line">
            {a.notOpen.map((d) => (
              <li key={d.id} className="py-2">
                <AppLink to={d.href} className="font-semibold">
                  {d.name}
                </AppLink>
                {d.degreeName && <span className="text-sm text-muted"> · {d.degreeName}</span>}
                <span className="block text-sm">
                  {t("admission.answer.notOpen.accepts", {
                    count: d.streams.length,
                    streams: format.commaList(d.streams),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}

      <HowToApply facts={apply} admissionPage={admissionPage} abroad={a.assessment?.href} />
    </section>
  );
}

/**
 * A link to a section of the admission page: a fragment on that page (it keeps the finder's query),
 * or the page's address and the fragment elsewhere (a result card on the results page).
 */
function SectionLink({ id, page, children }: { id: string; page?: string; children: string }) {
  return page ? <AppLink to={`${page}#${id}`}>{children}</AppLink> : <a href={`#${id}`}>{children}</a>;
}

/**
 * A foreign certificate's score as a Tawjihi percentage: as it is, or an estimate until the
 * ministry's decision, and so is the stream chosen for a certificate without streams (`streamChosen`
 * false: none is chosen yet, the form asks for it).
 */
export function ConversionNote({
  conversion: c,
  streamChosen = true,
}: {
  conversion: NonNullable<FinderAnswer["conversion"]>;
  streamChosen?: boolean;
}) {
  const t = useT();
  const exact = c.exact ? "yes" : "no";
  return (
    <p className="mt-2 rounded-md bg-brand-50 p-3">
      {t("admission.answer.conversion", {
        score: formatNumber(c.score, c.decimals),
        max: c.max,
        certificate: c.name,
        percent: formatPercent(c.percent, c.percentDecimals, "down"),
        exact,
      })}{" "}
      {t("admission.answer.estimate", { stream: streamChosen && c.streamByEquivalence ? "yes" : "no", exact })}
    </p>
  );
}

function Scholarship({ answer: a }: { answer: FinderAnswer }) {
  const t = useT();
  if (!a.scholarship)
    return (
      <p className="mt-3">
        {withElements(t("admission.answer.noScholarship", { lowest: formatPercent(a.lowestTier), aid: slot("aid") }), {
          aid: (
            <AppLink to={pagePath("/help", {}, { hash: "financial-aid" })}>
              {t("admission.answer.financialAid")}
            </AppLink>
          ),
        })}
      </p>
    );
  const s = a.scholarship;
  return (
    <p className="mt-3 rounded-md bg-accent-300/40 p-3">
      {t("admission.finder.scholarship", {
        name: s.name,
        discount: formatPercent(s.discountPercent),
        scope: s.scope,
      })}{" "}
      {s.conditions}
    </p>
  );
}

/** Name, degree and college of a degree in the answer. */
function DegreeName({ d }: { d: Open | Close }) {
  // On paper, the link's own address: the page's language's (an English page's under /en).
  const localPath = useLocalPath();
  return (
    <p>
      <AppLink to={d.href} className="text-lg font-semibold" data-print-href={absoluteUrl(localPath(d.href))}>
        {d.name}
      </AppLink>
      <span className="block text-sm text-muted">
        {d.degreeName ? `${d.degreeName} · ${d.collegeName}` : d.collegeName}
      </span>
    </p>
  );
}

/** Minimum and last year's lowest admitted average (unless a note below says it). */
function Minimums({ d, cutoff = true }: { d: Open | Close; cutoff?: boolean }) {
  const t = useT();
  return (
    <p className="mt-1 text-sm">
      {[
        t("admission.finder.minimum", { minimum: formatPercent(d.minimum) }),
        ...(cutoff && d.lastCutoff !== undefined
          ? [t("admission.finder.lastCutoff", { cutoff: formatPercent(d.lastCutoff) })]
          : []),
      ].join(" · ")}
    </p>
  );
}

/** The program's own admission notes, under a lead that says to read them before applying. */
function AdmissionNotes({ d }: { d: Open | Close }) {
  const t = useT();
  if (!d.notes.length) return null;
  return (
    <div className="mt-2 text-sm">
      <p className="mb-1 font-semibold">{t("admission.finder.notes")}</p>
      <BulletList items={d.notes} />
    </div>
  );
}

function OpenItem({ d }: { d: Open }) {
  const t = useT();
  return (
    <li className={CARD}>
      <DegreeName d={d} />
      <Minimums d={d} cutoff={!d.competitive} />
      {d.competitive && d.lastCutoff !== undefined && (
        <p className="mt-1 text-sm font-semibold text-brand-900">
          {t("admission.answer.competitive", { cutoff: formatPercent(d.lastCutoff) })}
        </p>
      )}
      <AdmissionNotes d={d} />
      <PlanCostLines cost={d.cost} scholarship={d.scholarship} />
    </li>
  );
}

/** A program just out of reach; `decimals`, the average's as shown, so that it and the shortfall add up to the minimum. */
function CloseItem({
  d,
  decimals,
  improve,
  abroad,
}: {
  d: Close;
  decimals: number;
  improve: ReactNode;
  abroad: boolean;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <li className={CARD}>
      <DegreeName d={d} />
      <Minimums d={d} />
      <p className="mt-2 font-semibold text-brand-900">
        {t("admission.answer.close.shortfall", {
          points: t("count.points", { count: shownFigure(d.shortfall, decimals, "up"), case: "acc" }),
          minimum: formatPercent(d.minimum),
        })}
      </p>
      <p className="mt-1 text-sm">
        {d.alternatives.length
          ? withElements(
              t("admission.answer.close.alternatives", {
                count: d.alternatives.length,
                programs: slot("programs"),
                improve: slot("improve"),
              }),
              { programs: <LinkList links={d.alternatives} listParts={format.commaListParts} />, improve },
            )
          : // A resit opens the next application period; an assessment answers now.
            withElements(
              abroad
                ? t("admission.answer.close.assessmentOnly", { improve: slot("improve") })
                : t("admission.answer.close.improveOnly", { improve: slot("improve") }),
              { improve },
            )}
      </p>
      <AdmissionNotes d={d} />
      <PlanCostLines cost={d.cost} scholarship={d.scholarship} />
    </li>
  );
}

/** No degree is open: say why, kindly, and what the student can do instead. */
function NoneOpen({ answer: a, improve }: { answer: FinderAnswer; improve: ReactNode }) {
  const t = useT();
  const contact = <AppLink to={a.contact.href}>{a.contact.name}</AppLink>;
  if (a.outline.none === "streamNotTaken")
    return (
      <div className="mt-4 rounded-card border border-line bg-white p-4">
        <p>{withElements(t("admission.answer.none.streamNotTaken", { contact: slot("contact") }), { contact })}</p>
      </div>
    );
  return (
    <div className="space-y-2 rounded-card border border-line bg-white p-4">
      <p className="font-semibold">
        {t("admission.answer.none.belowMinimums", { count: a.outline.accepting, stream: a.stream.inText })}
      </p>
      <p>
        {withElements(t("admission.answer.none.next", { improve: slot("improve"), contact: slot("contact") }), {
          improve,
          contact,
        })}
      </p>
    </div>
  );
}

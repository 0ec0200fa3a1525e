import { AppLink } from "#app/components/ui/AppLink.tsx";
import { Kept } from "#app/components/ui/Kept.tsx";
import { Paragraphs, Section } from "#app/components/ui/Prose.tsx";
import { ScrollTable } from "#app/components/ui/ScrollTable.tsx";
import { ColumnHeads } from "#app/components/ui/ColumnHeads.tsx";
import { WAITS_WITH_RING_ROOM } from "#app/components/ui/render-when-near.ts";
import { useT } from "#app/i18n/messages.ts";
import { useFormat } from "#app/i18n/useFormat.ts";
import type { AdmissionFacts } from "#app/features/admission/admission-facts.ts";
import { NO_BREAK } from "#app/lib/format.ts";

/** The minimums table's cells: narrower on a phone, where all three columns share 326 px. */
const CELL = "px-2 py-3 sm:p-3";
/** The minimums table's college column: from a small tablet's width up (below, a line in the program's cell). */
const COLLEGE_COLUMN = "hidden sm:table-cell";

/**
 * The admission page's sections after the finder (admission-facts.ts): the minimums table, how to
 * improve a score, the calendar, the scholarships and the documents. Text and links only, kept as
 * the server wrote them when the page hydrates; the CMS's preview of the admission file draws the
 * same sections from the file being edited.
 */
export function AdmissionFactsView({ facts }: { facts: AdmissionFacts }) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <Section id="minimums" title={t("admission.minimums.title")} className="print:hidden" kept>
        <ScrollTable
          id="minimums-caption"
          caption={facts.minimumsCaption}
          className="rounded-card border border-line bg-white text-sm"
          captionClassName="p-3 text-muted"
          // On a phone the college is a line under the program, not a column: the minimums, what a
          // student comes for, then fit a 360 px screen without scrolling sideways.
          tableClassName="w-full border-collapse sm:min-w-[40rem]"
        >
          <ColumnHeads
            className="border-b-2 border-brand-200 bg-brand-50"
            cellClassName={CELL}
            columnClassNames={["", COLLEGE_COLUMN]}
            columns={[
              t("admission.minimums.program"),
              t("admission.minimums.college"),
              t("admission.minimums.byStream"),
              t("admission.minimums.hourFee"),
            ]}
          />
          <tbody>
            {facts.table.map((r) => (
              <tr key={r.id} className="border-b border-line">
                <th scope="row" className={`${CELL} text-start font-normal`}>
                  <AppLink to={r.href} className="font-semibold">
                    {r.name}
                  </AppLink>
                  <span className="block text-xs text-muted">{r.degreeName}</span>
                  <span className="block text-xs text-muted sm:hidden">{r.collegeName}</span>
                </th>
                <td className={`${CELL} ${COLLEGE_COLUMN}`}>{r.collegeName}</td>
                {/* A line breaks between a stream's name and the next, never before a minimum or a «·». */}
                <td className={CELL}>{r.minimums.join(`${NO_BREAK}· `)}</td>
                <td className={CELL}>{t("money.jod", { amount: r.tuitionPerHour })}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Section>
      {/* From here on, below the first screen at every width: laid out when it comes near, and
          the footer with it (issue 33). The table above starts on a wide screen's first one. */}
      <Section id="improve" title={t("admission.improve.title")} className="print:hidden" renderWhenNear kept>
        <p className="mb-3 max-w-3xl">{facts.floors}</p>
        <Paragraphs items={facts.improvement} className="max-w-3xl" />
      </Section>
      <Kept className={`grid gap-x-12 lg:grid-cols-2 ${WAITS_WITH_RING_ROOM}`}>
        <Section id="dates" title={facts.datesTitle}>
          <ol className="space-y-3">
            {facts.calendar.map((x) => (
              <li key={x.label} className="rounded-card border border-line bg-white p-4 break-inside-avoid">
                <p className="font-semibold text-brand-900">{x.label}</p>
                <p className="text-sm text-muted">{format.dateRange(x.start, x.end)}</p>
              </li>
            ))}
          </ol>
        </Section>
        <div>
          <Section id="scholarships" title={t("admission.scholarships.title")} className="print:hidden">
            <ul className="space-y-3">
              {facts.scholarships.map((s) => (
                <li key={s.name} className="rounded-card border border-line bg-white p-4">
                  <p className="font-semibold text-brand-900">{s.line}</p>
                  <p className="text-sm text-muted">{s.conditions}</p>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="documents" title={t("admission.documents.title")}>
            <ul className="list-disc space-y-1 ps-6">
              {facts.documents.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </Section>
        </div>
      </Kept>
    </>
  );
}

import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { SheetView } from "#app/content/view-models.ts";
import { BulletList, Paragraphs, Section } from "#app/components/ui/Prose.tsx";
import { useT } from "#app/i18n/messages.ts";
import { EmailLink } from "#app/components/ui/ContactLinks.tsx";
import { BidiText } from "#app/components/ui/BidiText.tsx";
import { pagePath } from "#app/lib/paths.ts";
import { formatNumber, formatPercent } from "#app/lib/format.ts";
import { DisclosureButton, DisclosurePanel } from "#app/components/ui/Disclosure.tsx";
import { ScrollTable } from "#app/components/ui/ScrollTable.tsx";
import { ColumnHeads } from "#app/components/ui/ColumnHeads.tsx";

/** The key facts of a program, as a definition list. */
export function ProgramFacts({ sheet }: { sheet: SheetView }) {
  const t = useT();
  const facts: [string, React.ReactNode][] = [
    [t("program.facts.degree"), sheet.degreeName],
    [t("program.facts.duration"), t("count.years", { count: sheet.durationYears })],
    [t("program.facts.creditHours"), t("count.creditHours", { count: sheet.creditHours })],
    [t("program.facts.studyMode"), sheet.studyMode],
    [t("program.facts.hourFee"), t("money.jod", { amount: sheet.tuitionPerHour })],
    [
      t("program.facts.estimate"),
      <>
        {t("money.jod", { amount: sheet.estimatedTotal })}
        <span className="mt-1 block text-xs font-normal text-muted">
          {t("program.facts.estimateNote")}{" "}
          <AppLink to={pagePath("/help", {}, { hash: "tuition-fees" })}>{t("program.facts.feesLink")}</AppLink>
        </span>
      </>,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line md:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="bg-white p-4">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="mt-1 font-semibold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Admission({ sheet }: { sheet: SheetView }) {
  const t = useT();
  return (
    <Section id="admission" title={t("program.admission.title")} renderWhenNear>
      {sheet.admission.priorDegree && (
        <p>
          <BidiText>{sheet.admission.priorDegree}</BidiText>
        </p>
      )}
      {sheet.streamMinimums.length > 0 && (
        <ScrollTable
          id="admission-caption"
          caption={t("program.admission.caption")}
          className="max-w-2xl"
          captionClassName="mb-2 text-sm text-muted"
          tableClassName="w-full border-collapse text-start"
        >
          <ColumnHeads
            className="border-b-2 border-brand-200 text-sm"
            cellClassName="py-2 pe-3 last:pe-0"
            columns={[t("program.admission.stream"), t("program.admission.minimum"), t("program.admission.lastCutoff")]}
          />
          <tbody>
            {sheet.streamMinimums.map((s) => (
              <tr key={s.code} className="border-b border-line">
                <th scope="row" className="py-2 pe-3 text-start font-normal">
                  {s.name}
                </th>
                <td className="py-2 pe-3 font-semibold">{formatPercent(s.minimum)}</td>
                <td className="py-2">{s.lastCutoff ? formatPercent(s.lastCutoff) : t("program.admission.noCutoff")}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {sheet.admission.notes && (
        <div className="mt-4">
          <BulletList items={sheet.admission.notes} />
        </div>
      )}
      <p className="mt-4">
        <AppLink to={pagePath("/international-applicants")}>{t("program.admission.abroad")}</AppLink>
      </p>
    </Section>
  );
}

/**
 * The study plan, year by year and semester by semester, with computed totals. Each year is a
 * heading whose text is the control that shows and hides its courses (the WAI-ARIA APG's
 * accordion, Disclosure.tsx), the first year's open; without scripts, every year shows and the
 * heading is text alone (decision 037).
 */
export function StudyPlan({ sheet }: { sheet: SheetView }) {
  const t = useT();
  return (
    <Section id="plan" title={t("program.plan.title")} renderWhenNear>
      <p className="mb-6 text-muted">
        {t("program.plan.total", {
          hours: t("count.creditHours", { count: sheet.computedHours }),
          years: t("count.years", { count: sheet.studyPlan.length, case: "acc" }),
        })}
      </p>
      {/* Another program reached inside the app gets its years afresh, closed as the server writes them. */}
      <div key={sheet.name} className="space-y-6">
        {sheet.studyPlan.map((year) => {
          const name = t("program.plan.year", { year: String(year.year) });
          const panel = `plan-year-${year.year}`;
          const open = year.year === 1;
          return (
            <div key={year.year} className="rounded-card border border-line bg-white">
              <div className="plan-year-head relative flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-3">
                <h3 className="font-bold text-brand-900">
                  <DisclosureButton controls={panel} open={open}>
                    {name}
                  </DisclosureButton>
                </h3>
                <p className="text-sm text-muted">
                  {t("count.hours", {
                    count: year.semesters.reduce((n, s) => n + s.courses.reduce((m, c) => m + c.hours, 0), 0),
                  })}
                </p>
              </div>
              <DisclosurePanel id={panel} open={open}>
                <div className="grid gap-4 px-4 pb-4 lg:grid-cols-2">
                  {year.semesters.map((sem) => {
                    const total = sem.courses.reduce((n, c) => n + c.hours, 0);
                    return (
                      // Each column but the last keeps a gap (pe-3) before the next: on a 360 px phone a
                      // long course name wraps short of the hours instead of running into them.
                      <table key={sem.term} className="w-full border-collapse text-sm">
                        <caption className="py-2 text-start font-semibold text-brand-800">
                          {t("program.plan.term", {
                            term: sem.term,
                            year: name,
                          })}
                        </caption>
                        <ColumnHeads
                          className="border-b-2 border-brand-200"
                          cellClassName="py-1.5 pe-3 last:pe-0"
                          columns={[t("program.plan.code"), t("program.plan.course"), t("program.plan.hours")]}
                          columnClassNames={["w-20", "", "w-16"]}
                        />
                        <tbody>
                          {sem.courses.map((c) => (
                            <tr key={c.code} className="border-b border-line">
                              <td className="py-1.5 pe-3">
                                <span className="ltr font-mono text-xs">{c.code}</span>
                              </td>
                              <td className="py-1.5 pe-3">
                                <BidiText>{c.name}</BidiText>
                              </td>
                              <td className="py-1.5">{formatNumber(c.hours)}</td>
                            </tr>
                          ))}
                        </tbody>
                        <tfoot>
                          <tr className="font-semibold">
                            <th scope="row" colSpan={2} className="py-1.5 pe-3 text-start">
                              {t("program.plan.sum")}
                            </th>
                            <td className="py-1.5">{formatNumber(total)}</td>
                          </tr>
                        </tfoot>
                      </table>
                    );
                  })}
                </div>
              </DisclosurePanel>
            </div>
          );
        })}
      </div>
    </Section>
  );
}

/**
 * Every fact of a program sheet, below the page header. `belowFirstScreen`: the sheet comes after
 * a page's own sections (a college that teaches one degree), so its overview and objectives wait
 * too, as its later sections always do (issue 33: on a dentistry college page they were a third of
 * the text laid out before a visitor scrolls). The aside does not wait: it sticks beside them on a wide screen, and a
 * waiting block clips its overflow, which would unstick it.
 */
export function ProgramSheet({ sheet, belowFirstScreen = false }: { sheet: SheetView; belowFirstScreen?: boolean }) {
  const t = useT();
  return (
    <div className="container-page">
      <div className="py-8">
        <ProgramFacts sheet={sheet} />
      </div>
      <div className="grid gap-x-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <Section id="overview" title={t("program.overview")} renderWhenNear={belowFirstScreen}>
            <Paragraphs items={sheet.overview} />
          </Section>
          <Section id="objectives" title={t("program.objectives")} renderWhenNear={belowFirstScreen}>
            <BulletList items={sheet.objectives} />
          </Section>
          <Section id="outcomes" title={t("program.outcomes")} renderWhenNear>
            <BulletList items={sheet.outcomes} />
          </Section>
          <Section id="careers" title={t("program.careers")} renderWhenNear>
            <BulletList items={sheet.careers} />
          </Section>
          <Admission sheet={sheet} />
          <StudyPlan sheet={sheet} />
        </div>
        <aside aria-label={t("program.aside.label")} className="space-y-6 py-8 lg:sticky lg:top-20 lg:self-start">
          <div className="rounded-card border border-line bg-white p-5">
            <h2 className="font-bold text-brand-900">{t("program.accreditation")}</h2>
            <p className="mt-2 text-sm">
              <BidiText>{sheet.accreditation}</BidiText>
            </p>
          </div>
          <div className="rounded-card border border-line bg-white p-5">
            <h2 className="font-bold text-brand-900">{sheet.coordinator.title}</h2>
            <p className="mt-2">{sheet.coordinator.name}</p>
            {sheet.coordinator.email && (
              <p className="mt-1 text-sm">
                <EmailLink address={sheet.coordinator.email} />
              </p>
            )}
          </div>
          <div className="rounded-card bg-brand-800 p-5 text-white">
            <h2 className="font-bold">{t("program.cta.title")}</h2>
            <p className="mt-2 text-sm text-brand-100">{t("program.cta.text", { level: sheet.level })}</p>
            <ul className="mt-4 space-y-2">
              <li>
                <AppLink
                  to={sheet.admissionHref}
                  className="block rounded-md bg-accent-400 px-4 py-2 text-center font-semibold text-brand-900 no-underline hover:bg-accent-300"
                >
                  {t("program.cta.admission", { level: sheet.level })}
                </AppLink>
              </li>
              <li>
                <AppLink
                  to={pagePath("/contact-us")}
                  className="block rounded-md border border-brand-200 px-4 py-2 text-center font-semibold text-white no-underline hover:bg-brand-700"
                >
                  {t("program.cta.contact")}
                </AppLink>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}

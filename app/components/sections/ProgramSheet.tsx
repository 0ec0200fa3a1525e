import { AppLink } from "~/components/ui/AppLink";
import type { SheetView } from "~/content/view-models";
import { BulletList, Paragraphs, Section } from "~/components/ui/Prose";
import { formatJod, formatNumber, formatPercent, formatCount } from "~/lib/format";
import { YEARS } from "~/lib/nouns";
import { EmailLink } from "~/components/ui/ContactLinks";
import { BidiText } from "~/components/ui/BidiText";

const YEAR_NAMES = ["الأولى", "الثانية", "الثالثة", "الرابعة", "الخامسة", "السادسة", "السابعة"];
const TERM_NAMES = { first: "الفصل الأول", second: "الفصل الثاني", summer: "الفصل الصيفي" } as const;

/** The key facts of a program, as a definition list. */
export function ProgramFacts({ sheet }: { sheet: SheetView }) {
  const facts: [string, React.ReactNode][] = [
    ["الدرجة العلمية", sheet.degreeName],
    ["مدة الدراسة", formatCount(sheet.durationYears, YEARS)],
    ["الساعات المعتمدة", `${formatNumber(sheet.creditHours)} ساعة معتمدة`],
    ["نمط الدراسة", sheet.studyMode],
    ["رسوم الساعة المعتمدة", formatJod(sheet.tuitionPerHour)],
    ["الكلفة التقديرية للبرنامج", formatJod(sheet.estimatedTotal)],
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
  return (
    <Section id="admission" title="شروط القبول">
      {sheet.admission.priorDegree && (
        <p>
          <BidiText>{sheet.admission.priorDegree}</BidiText>
        </p>
      )}
      {sheet.streamMinimums.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full max-w-2xl border-collapse text-start">
            <caption className="mb-2 text-start text-sm text-muted">
              الحد الأدنى لمعدل الثانوية العامة (التوجيهي) حسب الفرع؛ الفروع غير المذكورة لا تُقبل في البرنامج.
            </caption>
            <thead>
              <tr className="border-b-2 border-brand-200 text-sm">
                <th scope="col" className="py-2 text-start">
                  الفرع
                </th>
                <th scope="col" className="py-2 text-start">
                  الحد الأدنى
                </th>
                <th scope="col" className="py-2 text-start">
                  أدنى معدل قُبل العام الماضي
                </th>
              </tr>
            </thead>
            <tbody>
              {sheet.streamMinimums.map((s) => (
                <tr key={s.code} className="border-b border-line">
                  <th scope="row" className="py-2 text-start font-normal">
                    {s.name}
                  </th>
                  <td className="py-2 font-semibold">{formatPercent(s.minimum)}</td>
                  <td className="py-2">{s.lastCutoff ? formatPercent(s.lastCutoff) : "غير متاح"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sheet.admission.notes && (
        <div className="mt-4">
          <BulletList items={sheet.admission.notes} />
        </div>
      )}
    </Section>
  );
}

/** The study plan, year by year and semester by semester, with computed totals. */
export function StudyPlan({ sheet }: { sheet: SheetView }) {
  return (
    <Section id="plan" title="الخطة الدراسية">
      <p className="mb-6 text-muted">
        مجموع الخطة {formatNumber(sheet.computedHours)} ساعة معتمدة موزّعة على{" "}
        {formatCount(sheet.studyPlan.length, YEARS)}.
      </p>
      <div className="space-y-6">
        {sheet.studyPlan.map((year) => (
          <details key={year.year} className="group rounded-card border border-line bg-white" open={year.year === 1}>
            <summary className="flex items-center justify-between gap-4 px-4 py-3 font-bold text-brand-900 list-none">
              <h3>السنة {YEAR_NAMES[year.year - 1]}</h3>
              <span className="text-sm font-normal text-muted">
                {formatNumber(year.semesters.reduce((n, s) => n + s.courses.reduce((m, c) => m + c.hours, 0), 0))} ساعة
              </span>
            </summary>
            <div className="grid gap-4 px-4 pb-4 lg:grid-cols-2">
              {year.semesters.map((sem) => {
                const total = sem.courses.reduce((n, c) => n + c.hours, 0);
                return (
                  <table key={sem.term} className="w-full border-collapse text-sm">
                    <caption className="py-2 text-start font-semibold text-brand-800">
                      {TERM_NAMES[sem.term]}، السنة {YEAR_NAMES[year.year - 1]}
                    </caption>
                    <thead>
                      <tr className="border-b-2 border-brand-200">
                        <th scope="col" className="w-20 py-1.5 text-start">
                          الرمز
                        </th>
                        <th scope="col" className="py-1.5 text-start">
                          المساق
                        </th>
                        <th scope="col" className="w-16 py-1.5 text-start">
                          الساعات
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {sem.courses.map((c) => (
                        <tr key={c.code} className="border-b border-line">
                          <td className="py-1.5">
                            <span className="ltr font-mono text-xs">{c.code}</span>
                          </td>
                          <td className="py-1.5">{c.name}</td>
                          <td className="py-1.5">{formatNumber(c.hours)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr className="font-semibold">
                        <th scope="row" colSpan={2} className="py-1.5 text-start">
                          المجموع
                        </th>
                        <td className="py-1.5">{formatNumber(total)}</td>
                      </tr>
                    </tfoot>
                  </table>
                );
              })}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** Every fact of a program sheet, below the page header. */
export function ProgramSheet({ sheet }: { sheet: SheetView }) {
  return (
    <div className="container-page">
      <div className="py-8">
        <ProgramFacts sheet={sheet} />
      </div>
      <div className="grid gap-x-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <Section id="overview" title="نظرة عامة">
            <Paragraphs items={sheet.overview} />
          </Section>
          <Section id="objectives" title="أهداف البرنامج">
            <BulletList items={sheet.objectives} />
          </Section>
          <Section id="outcomes" title="مخرجات التعلّم">
            <BulletList items={sheet.outcomes} />
          </Section>
          <Section id="careers" title="مجالات العمل">
            <BulletList items={sheet.careers} />
          </Section>
          <Admission sheet={sheet} />
          <StudyPlan sheet={sheet} />
        </div>
        <aside aria-label="معلومات التواصل والاعتماد" className="space-y-6 py-8 lg:sticky lg:top-20 lg:self-start">
          <div className="rounded-card border border-line bg-white p-5">
            <h2 className="font-bold text-brand-900">الاعتماد</h2>
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
            <h2 className="font-bold">ابدأ رحلتك في هذا البرنامج</h2>
            <p className="mt-2 text-sm text-brand-100">
              اطّلع على معدلات القبول ومواعيد التقديم، أو تواصل مع دائرة القبول لأي سؤال.
            </p>
            <ul className="mt-4 space-y-2">
              <li>
                <AppLink
                  to="/admission-keys"
                  className="block rounded-md bg-accent-400 px-4 py-2 text-center font-semibold text-brand-900 no-underline hover:bg-accent-300"
                >
                  القبول والتقديم
                </AppLink>
              </li>
              <li>
                <AppLink
                  to="/contact-us"
                  className="block rounded-md border border-brand-200 px-4 py-2 text-center font-semibold text-white no-underline hover:bg-brand-700"
                >
                  تواصل مع القبول
                </AppLink>
              </li>
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}

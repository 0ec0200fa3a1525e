/**
 * What the admission page says of the year beside the finder: every entry program's minimums and
 * hour fee, how to improve a score, the calendar, the scholarships and the documents. Its sentences
 * are formatted here, by the caller's `t` (the server's, for a loader; the CMS's preview passes the
 * same): the page's script carries none of them (decision 027). The one reading of the registry for
 * both the page and the admission office's preview of `content/admission.yaml`.
 */
import type { Registry } from "#app/content/registry.ts";
import { entryDegrees } from "#app/content/catalog.ts";
import { streamMinimums } from "#app/content/view-models.ts";
import type { MessageValues } from "#app/i18n/format-message.ts";
import { NO_BREAK, formatPercent } from "#app/lib/format.ts";
import { admissionCalendar, tierScope } from "./eligibility.ts";

/** A message formatter: the server's `serverT`, in the page's language. */
type Translate = (key: string, values?: MessageValues) => string;

export function admissionFacts(registry: Registry, t: Translate) {
  const { admission } = registry;
  const degrees = entryDegrees(registry);
  return {
    minimumsCaption: t("admission.minimums.caption", {
      programs: t("count.entryPrograms", { count: degrees.length }),
    }),
    table: degrees.map((d) => ({
      id: d.id,
      href: d.href,
      name: d.sheet.name,
      degreeName: d.degreeName,
      collegeName: d.college.name,
      tuitionPerHour: d.sheet.tuitionPerHour,
      // The minimum kept on the line of its stream's name (a narrow column wraps the names, not this).
      minimums: streamMinimums(registry, d.sheet.admission).map(
        (m) => `${m.name}${NO_BREAK}${formatPercent(m.minimum)}`,
      ),
    })),
    datesTitle: t("admission.dates.title", { year: admission.academicYear }),
    calendar: admissionCalendar(admission, t("admission.calendar.results")),
    scholarships: admission.scholarships.map((tier) => ({
      line: t("admission.scholarships.item", {
        name: tier.name,
        discount: formatPercent(tier.discountPercent),
        average: formatPercent(tier.minAverage),
        scope: tierScope(tier),
      }),
      name: tier.name,
      conditions: tier.conditions,
    })),
    documents: admission.documents,
    floors: t("admission.improve.floors", {
      bachelor: formatPercent(admission.ministry.bachelorMinimum),
      diploma: formatPercent(admission.ministry.diplomaMinimum),
    }),
    improvement: admission.ministry.improvement,
  };
}

export type AdmissionFacts = ReturnType<typeof admissionFacts>;

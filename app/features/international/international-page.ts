/**
 * What the page for applicants from abroad says, from the registry: its office, the language of
 * instruction with the programs taught in English, entry, costs in the currencies applicants pay
 * in, payment, the certificates the finder converts, legalisation, exchange and graduate English.
 * The one reading of the registry for the page's loader and for the CMS's preview of its file.
 */
import type { Registry } from "#app/content/registry.ts";
import { catalogDegrees } from "#app/content/catalog.ts";
import { admissionAnswerHref } from "#app/lib/paths.ts";
import { costRows } from "./cost-table.ts";

export function internationalPage(registry: Registry) {
  const { international: page, admission, site } = registry;
  const degrees = new Map(catalogDegrees(registry).map((d) => [d.id, d]));
  const convertible = new Map(admission.certificates.map((c) => [c.code, c]));
  const portal = site.portals.find((p) => p.key === "admission")!;
  return {
    office: page.office,
    instruction: page.instruction.text,
    // Named and linked from the programs themselves (the content names them by id). The content
    // check refuses an id no program has; the CMS's preview, drawn before that check, leaves it out.
    englishPrograms: page.instruction.englishPrograms.flatMap((x) => {
      const d = degrees.get(x.program);
      return d ? [{ id: x.program, name: d.sheet.name, href: d.href, college: d.college.name, note: x.note }] : [];
    }),
    entry: page.entry,
    costs: costRows(registry),
    rate: page.exchangeRate,
    hourFeeFixed: admission.hourFeeFixed,
    payment: { ...page.payment, accountName: site.name },
    portal: { name: portal.name, url: portal.url },
    withoutId: page.withoutId,
    // A certificate the finder converts shows its scale (admission.yaml) and a link to the finder.
    certificates: page.certificates.map((c) => {
      const known = convertible.get(c.code);
      return {
        ...c,
        scale: known?.conversion,
        finderHref: known ? admissionAnswerHref({ certificate: c.code }) : undefined,
      };
    }),
    legalisation: page.legalisation,
    exchange: page.exchange,
    graduateEnglish: page.graduateEnglish,
  };
}

export type InternationalPage = ReturnType<typeof internationalPage>;

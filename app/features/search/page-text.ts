/**
 * What a site page says beyond its lead, as search reads it: the headings of its sections and
 * their text, as the page shows them (the headings and labels from the messages, the text from the
 * content; of a prose page, its headings), so a visitor finds `/international-applicants` by "IELTS" or "bank transfer" and
 * `/high-school-results` by «رقم الجلوس», as a help question is found by its answer. Not the
 * tables' figures, nor a form's error sentences: words a visitor would search a page by.
 */
import type { Registry } from "#app/content/registry.ts";
import type { SitePagePath } from "#app/content/pages.ts";
import { PAGES } from "#app/lib/paths.ts";
import { contactOffices } from "#app/content/contact-offices.ts";

/** A message as written in the messages file (its placeholders unfilled); undefined when missing. */
export type MessageText = (key: string) => string | undefined;

export interface PageText {
  /** The headings of the page's sections (h2, h3). */
  headings: string[];
  /** The text of its sections: paragraphs, list items, labels. */
  text: string[];
}

/**
 * A message's words without its placeholders: «يمتد موسم النتائج من {start}» → «يمتد موسم النتائج
 * من». A `select` keeps none of its branches (they repeat the words around them).
 */
export function messageWords(message: string): string {
  let text = message;
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, " ");
  }
  return text.replace(/\s+/g, " ").trim();
}

/** The headings of rendered HTML (a prose page's Markdown), as text. */
function htmlHeadings(html: string): string[] {
  return [...html.matchAll(/<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>/g)].map((m) =>
    m[1]
      .replace(/<[^>]+>/g, " ")
      .replace(/&[a-z#0-9]+;/gi, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/**
 * Each page's headings and text, in the registry's language (`message` reads that language's
 * messages). A page not named here (a list: the programs, the news, the publications) is found by
 * its title and lead, and its entries by their own results.
 */
export function pageTexts(r: Registry, message: MessageText): Partial<Record<SitePagePath, PageText>> {
  const m = (...keys: string[]) => keys.flatMap((k) => (message(k) === undefined ? [] : [messageWords(message(k)!)]));
  // A prose page (a statement, a speech): its headings, not its text, which would add 5 KB (gzip)
  // to the index the browser loads for words no one searches these pages by.
  const prose = (slug: string) =>
    r.pages[slug] ? { headings: htmlHeadings(r.pages[slug].html), text: [] } : undefined;
  const i = r.international;
  const a = r.admission;
  const texts: Partial<Record<SitePagePath, PageText | undefined>> = {
    [PAGES.international]: {
      headings: m(
        "international.office.title",
        "international.language.title",
        "international.language.programs",
        "international.entry.title",
        "international.costs.title",
        "international.payment.title",
        "international.payment.transfer",
        "international.apply.title",
        "international.certificates.title",
        "international.legalisation.title",
        "international.exchange.title",
        "international.graduate.title",
      ),
      text: [
        i.office.name,
        ...i.instruction.text,
        ...i.instruction.englishPrograms.map((p) => p.note),
        ...i.entry,
        ...i.costs.flatMap((c) => [c.label, c.note]),
        ...m(
          "international.payment.bank",
          "international.payment.iban",
          "international.payment.swift",
          "international.payment.currencies",
          "international.payment.reference",
        ),
        i.payment.bank,
        i.payment.currencies,
        i.payment.reference,
        ...i.payment.text,
        ...i.withoutId,
        ...m("international.certificates.intro"),
        ...i.certificates.flatMap((c) => [c.name, c.requirements, c.average]),
        ...i.legalisation.steps,
        i.legalisation.duration,
        ...i.exchange.text,
        ...m("international.graduate.caption"),
        ...i.graduateEnglish.text,
      ],
    },
    [PAGES.results]: {
      headings: m("results.lookup.title", "results.season.title", "results.convert.title"),
      text: [
        ...m(
          "results.banner.label",
          "results.byStream",
          "results.lookup.prepare",
          "results.lookup.seat",
          "results.lookup.dob",
          "results.lookup.submit",
          "results.season.next",
          "results.season.calendar",
          "results.convert.intro",
        ),
        ...a.certificates.map((c) => c.name),
      ],
    },
    [PAGES.admissionKeys]: {
      headings: m(
        "admission.finder.title",
        "admission.minimums.title",
        "admission.improve.title",
        "admission.dates.title",
        "admission.scholarships.title",
        "admission.documents.title",
      ),
      text: [
        ...a.scholarships.flatMap((s) => [s.name, s.conditions]),
        ...a.ministry.improvement,
        ...a.documents,
        a.equivalenceStreams,
      ],
    },
    [PAGES.help]: { headings: r.faq.map((g) => g.title), text: [] },
    [PAGES.contact]: {
      headings: m("contact.campus", "contact.hours", "contact.offices", "contact.social"),
      // «واتساب القبول», «البريد»: a visitor who searches how to reach the university finds this page.
      text: [...m("contact.phone", "contact.whatsapp", "contact.email"), ...contactOffices(r).map((o) => o.name)],
    },
    [PAGES.presidentSpeech]: prose("president-speech"),
    [PAGES.privacy]: prose("privacy"),
    [PAGES.accessibility]: prose("accessibility"),
  };
  return Object.fromEntries(Object.entries(texts).filter(([, t]) => t !== undefined)) as Partial<
    Record<SitePagePath, PageText>
  >;
}

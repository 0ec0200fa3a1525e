/**
 * Facts the help page repeats from the lists that hold them, checked against those lists: a
 * sentence of a help answer that names a scholarship says that scholarship's discount and minimum
 * average, and never grants it to a transfer student (the scholarship list gives every scholarship
 * to the new students of its levels, at admission: `levels` in «القبول ومواعيده»); and a service
 * of the university is called by its one name, the one in «الجامعة» (`portals`). Pure: sentences
 * in, contradictions out, in the editors' words; registry-checks.ts reports them where they are written.
 */
import type { ContentLanguage } from "./registry-types.ts";

/** What the check reads of a scholarship. */
export interface ScholarshipFacts {
  name: string;
  minAverage: number;
  discountPercent: number;
}

/** Harakat and tatweel, which an editor may write or leave out: «التميّز» is «التميز». */
const MARKS = /[\u064B-\u0652\u0670\u0640]/g;
const plain = (text: string) => text.replace(MARKS, "");

/** The sentences of a paragraph: split after «.», «؟», «!» and «؛». */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.؟?!؛])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether `text` (without marks) names the scholarship. */
const names = (text: string, s: ScholarshipFacts, language: ContentLanguage) =>
  language === "en" ? text.toLowerCase().includes(s.name.toLowerCase()) : text.includes(plain(s.name));

/** Where a sentence's clauses part: a comma, a semicolon, «لكن», "but". */
const CLAUSE = /[،,؛;]|\s(?:لكن|ولكن|غير أن|إلا أن|but|although|though)\s/;

/** Words that name a student coming from another university. */
const TRANSFER: Record<ContentLanguage, RegExp> = {
  ar: /(^|[\s«(،])(ال|لل|ل)?(منتقل|منتقلة|منتقلين|منتقلون|محول|محولين)([\s»)،.؟]|$)/,
  en: /\btransfer(ring|red)?\b/i,
};
/** A sentence that says what is not given: it may name a scholarship beside a transfer student. */
const NEGATION: Record<ContentLanguage, RegExp> = {
  ar: /(^|\s)[وف]?(لا|لن|ليس|ليست|غير)(\s|$)/,
  en: /\b(not|no|never)\b|n[’']t\b/i,
};
/** «85 فأعلى», «85 or above». */
const AT_LEAST: Record<ContentLanguage, RegExp> = {
  ar: /(\d+(?:\.\d+)?)\s*(?:%\s*)?فأعلى/g,
  en: /(\d+(?:\.\d+)?)\s*%?\s+or\s+(?:above|higher|more)/gi,
};

/**
 * What a sentence of a help answer says of the scholarships that the scholarship list contradicts.
 * Only a sentence that names exactly one scholarship is read for figures (two names share their
 * figures in one sentence); a percentage or a minimum in it must be that scholarship's.
 */
export function scholarshipContradictions(
  sentence: string,
  scholarships: readonly ScholarshipFacts[],
  language: ContentLanguage,
): string[] {
  const text = plain(sentence);
  const named = scholarships.filter((s) => names(text, s, language));
  const problems: string[] = [];
  // Named in a clause that grants it (no «لا», no «not»), in a sentence about a transfer student.
  const clauses = text.split(CLAUSE);
  for (const s of named) {
    const grants = clauses.some((clause) => names(clause, s, language) && !NEGATION[language].test(clause));
    if (TRANSFER[language].test(text) && grants)
      problems.push(
        `الجملة «${sentence}» تجعل «${s.name}» للطالب المنتقل من جامعة أخرى، وقائمة «المنح والخصومات» في «القبول ومواعيده» تمنحها للطلبة الجدد عند قبولهم: احذف اسم المنحة من الجملة أو صحّحها لتوافق القائمة`,
      );
  }
  if (named.length !== 1) return problems;
  const [s] = named;
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]));
  const minimums = [...text.matchAll(AT_LEAST[language])].map((m) => Number(m[1]));
  if (percents.length && !percents.includes(s.discountPercent))
    problems.push(
      `الجملة «${sentence}» تذكر لـ«${s.name}» خصمًا غير خصمها في «المنح والخصومات» (${s.discountPercent}%): اكتب ${s.discountPercent}% أو صحّح نسبة الخصم في «القبول ومواعيده»`,
    );
  if (minimums.length && !minimums.includes(s.minAverage))
    problems.push(
      `الجملة «${sentence}» تذكر لـ«${s.name}» حدًّا أدنى للمعدل غير حدّها في «المنح والخصومات» (${s.minAverage}): اكتب ${s.minAverage} فأعلى أو صحّح الحد الأدنى للمعدل في «القبول ومواعيده»`,
    );
  return problems;
}

/**
 * A university service called by another name than its own: «منصة الأفق للتعلّم» where «الجامعة»
 * names it «منصة التعلّم الإلكتروني». A name is read as its first word (Arabic: «منصة», «بوابة»)
 * or its last (English: «Platform», «Portal») and the words beside it; another service of the same
 * kind by another name is reported.
 */
export function serviceNameProblems(text: string, services: readonly string[], language: ContentLanguage): string[] {
  const problems: string[] = [];
  if (language === "ar") {
    const known = services.map(plain);
    const heads = new Set(known.map((n) => n.split(/\s+/)[0]));
    for (const head of heads) {
      const ofKind = known.filter((n) => n.startsWith(`${head} `));
      const spelled = services.filter((n) => plain(n).startsWith(`${head} `));
      // «ومنصة», «بمنصة», «لمنصة»: the name with a joined conjunction or preposition.
      const pattern = new RegExp(`(^|[\\s«(،])(?:و|ف)?(?:ب|ل)?(${head}\\s+\\S+(?:\\s+\\S+)?)`, "g");
      for (const m of plain(text).matchAll(pattern)) {
        const written = m[2].split(/[.،؛:»)؟,!]/)[0].trim();
        if (!ofKind.some((n) => `${written} `.startsWith(`${n} `) || `${n} `.startsWith(`${written} `)))
          problems.push(`«${written}» ليس اسمًا لخدمة في «الجامعة»: اكتب ${spelled.map((n) => `«${n}»`).join(" أو ")}`);
      }
    }
    return problems;
  }
  const heads = new Set(services.map((n) => n.split(/\s+/).at(-1)!));
  for (const head of heads) {
    const ofKind = services.filter((n) => n.endsWith(` ${head}`));
    const pattern = new RegExp(`((?:[A-Z][\\w-]*\\s+)+)${head}\\b`, "g");
    for (const m of text.matchAll(pattern)) {
      const written = `${m[1]}${head}`.replace(/^(The|A|An|Your|Our)\s+/, "");
      if (!ofKind.some((n) => written === n || written.endsWith(` ${n}`)))
        problems.push(`«${written}» is not the name of a service in «الجامعة»: write ${ofKind.join(" or ")}`);
    }
  }
  return problems;
}

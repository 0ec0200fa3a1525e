/**
 * The English terminology and typography the content keeps (the list in content/README.md, «مسرد
 * المصطلحات بالإنجليزية»): one word for each of the university's units and bodies, one apostrophe,
 * no guillemets, and the Tawjihi glossed once a page. Pure: it takes English texts and says, for
 * each slip, where it is and what to write instead, in the editors' words.
 */
import { ENGLISH_KEY, TWIN_SUFFIX, type FieldPath } from "./english-form.ts";

export interface TermRule {
  /** A short name, for tests. */
  id: string;
  /** What is refused (global, so every occurrence is found). */
  pattern: RegExp;
  /** What to write instead, said to the editor. */
  message: string;
  /** Whether a match is fine where it stands (`index` is where it starts in `text`). */
  allowed?: (text: string, index: number) => boolean;
}

/** Words before "college" that make it another institution's, not one of this university's faculties. */
const OTHER_COLLEGES = new Set(["university", "community", "technical"]);
/** Capitalised words that open a sentence or a phrase rather than a name. */
const NOT_A_NAME = new Set(["The", "A", "An", "Our", "Its", "This", "That", "Each", "Every", "Your"]);

/** "college" in a link (`/colleges/it`) or in another institution's name or kind. */
function otherCollege(text: string, index: number): boolean {
  if (text[index - 1] === "/") return true;
  const before = /([\w'.-]+) $/.exec(text.slice(Math.max(0, index - 40), index))?.[1];
  if (!before) return false;
  return OTHER_COLLEGES.has(before.toLowerCase()) || (/^[A-Z]/.test(before) && !NOT_A_NAME.has(before));
}

/**
 * The words and marks refused in English text. `College` stays in another institution's own name
 * ("Al-Bayader Technical College") and in "university colleges" or "community colleges" (a kind of
 * institution elsewhere); a faculty of this university is always a "Faculty".
 */
export const TERM_RULES: TermRule[] = [
  {
    id: "college",
    pattern: /\b[Cc]olleges?\b/g,
    allowed: otherCollege,
    message:
      'الكلية في الإنجليزية "Faculty": اكتب "the Faculty of Engineering" باسمها، و"faculty" و"faculties" في غيره (تبقى "College" في اسم مؤسسة أخرى فقط)',
  },
  {
    id: "admission-keys",
    pattern: /\badmission keys\b/gi,
    message: '«مفاتيح القبول» في الإنجليزية "Admission requirements": اكتبها بدل "Admission keys"',
  },
  {
    id: "summer-term",
    pattern: /\bsummer terms?\b/gi,
    message: 'الفصل الصيفي في الإنجليزية "summer semester": اكتبه بدل "summer term"',
  },
  {
    id: "finance-office",
    pattern: /\bFinance Office\b/gi,
    message: 'دائرة الشؤون المالية في الإنجليزية "Finance Department": اكتبه بدل "Finance Office"',
  },
  {
    id: "accreditation",
    pattern:
      /\bNational (?:Accreditation|Commission for Accreditation)\b|\bCommission for Accreditation\b|\bAccreditation and Quality Assurance Commission for\b/g,
    message:
      'هيئة الاعتماد في الإنجليزية باسم واحد: اكتب "the Accreditation and Quality Assurance Commission (AQAC)"، ثم "AQAC" بعده في الصفحة نفسها',
  },
  {
    id: "the-university",
    pattern: /\bthe University\b(?! (?:Council|Library|Publications|Center|of)\b)(?!'s Library)/g,
    message: 'اكتب "the university" بحرف صغير في وسط الجملة (الحرف الكبير لاسم علم، مثل "the University Council")',
  },
  {
    id: "curly-apostrophe",
    pattern: /[’‘]/g,
    message: "اكتب الفاصلة العليا المستقيمة ' بدل ’ (مثل university's)",
  },
  {
    id: "guillemets",
    pattern: /[«»]/g,
    message: "علامتا التنصيص « » عربيتان: اكتب في الإنجليزية “ و” حول الاقتباس",
  },
];

/** The Tawjihi with its gloss, either way round ("the Tawjihi (the Palestinian General …)"). */
const TAWJIHI_GLOSS = /\bTawjihi \([^)]*\b[Ss]econdary\b[^)]*\)|\b[Ss]econdary\b[^()]*\bCertificate \(Tawjihi\)/g;

export const GLOSS_MESSAGE =
  'شُرح التوجيهي في هذه الصفحة قبل هذا الموضع: اكتب هنا "the Tawjihi" وحدها، فالشرح بين القوسين مرة واحدة في الصفحة عند أول ذكر';

/** An English text of a file, where it is written. */
export interface EnglishText {
  path: FieldPath;
  text: string;
}

export interface TermProblem {
  path: FieldPath;
  /** What was refused, as written, and which of its occurrences in the text (0 for the first): its line. */
  match: string;
  occurrence: number;
  message: string;
}

/**
 * Every English text of a file as written (the data its YAML parses to), in the file's order:
 * each `en` block's texts, each twin field (`nameEn`) and a Markdown file's `en.body`.
 */
export function englishTexts(raw: unknown): EnglishText[] {
  const out: EnglishText[] = [];
  const walk = (value: unknown, path: FieldPath, inEnglish: boolean) => {
    if (typeof value === "string") {
      if (inEnglish) out.push({ path, text: value });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], inEnglish));
    else if (value && typeof value === "object")
      for (const [key, v] of Object.entries(value))
        walk(v, [...path, key], inEnglish || key === ENGLISH_KEY || key.endsWith(TWIN_SUFFIX));
  };
  walk(raw, [], false);
  return out;
}

/**
 * The page a text is shown on, as far as one file can tell: a lead of site.yaml (`leads.en.programs`)
 * is on its own page; the rest of a file is one page (all of faq.yaml is /help).
 */
export function pageOf(path: FieldPath): string {
  return path[0] === "leads" && path[1] === ENGLISH_KEY ? `leads.${String(path[2])}` : "";
}

/** Which occurrence of `match` in `text` the one at `index` is (0 for the first). */
const occurrenceAt = (text: string, match: string, index: number) => text.slice(0, index).split(match).length - 1;

/** What in these texts breaks the terminology, each where it is, with what to write instead. */
export function termProblems(texts: EnglishText[]): TermProblem[] {
  const problems: TermProblem[] = [];
  const glossed = new Set<string>();
  for (const { path, text } of texts) {
    const found: { index: number; match: string; message: string }[] = [];
    for (const rule of TERM_RULES)
      for (const m of text.matchAll(rule.pattern))
        if (!rule.allowed?.(text, m.index)) found.push({ index: m.index, match: m[0], message: rule.message });
    const page = pageOf(path);
    for (const m of text.matchAll(TAWJIHI_GLOSS)) {
      if (glossed.has(page)) found.push({ index: m.index, match: m[0], message: GLOSS_MESSAGE });
      glossed.add(page);
    }
    for (const f of found.sort((a, b) => a.index - b.index))
      problems.push({ path, match: f.match, occurrence: occurrenceAt(text, f.match, f.index), message: f.message });
  }
  return problems;
}

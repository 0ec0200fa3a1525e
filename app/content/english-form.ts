/**
 * A content file's English form, written beside its Arabic (decision 026): every mapping whose own
 * fields hold Arabic text carries an `en` block with the English of exactly those fields (a string
 * for a string, a list of the same length for a list of strings); a field `x` with a twin `xEn`
 * (`name` and `nameEn`) has its English already. Nested mappings carry their own `en`, so an
 * English text moves with its Arabic when an editor reorders a list.
 *
 * Pure: it takes the data a YAML file parses to and gives the Arabic data (every `en` block
 * removed, what the schemas validate) or the English data (each Arabic text replaced by its
 * English, the same shape, validated by the same schemas), with what is missing or misplaced.
 */

/** A letter of the Arabic script: text that needs an English form, or that an English one must not hold. */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** The key of the English block. */
export const ENGLISH_KEY = "en";
/** The suffix of a field's English twin (`nameEn`). */
export const TWIN_SUFFIX = "En";

export const hasArabic = (text: string) => ARABIC_LETTER.test(text);

export type FieldPath = (string | number)[];

export interface EnglishProblem {
  /** Where the editor writes the fix: the Arabic field for a missing English, else the English one. */
  path: FieldPath;
  kind: "missing" | "arabic" | "unmatched" | "shape";
}

export interface EnglishForm {
  /** `undefined` when the whole file is optional in English and has no English at all. */
  english: unknown;
  problems: EnglishProblem[];
}

/**
 * Which list items may have no English (a news item, a help question, a notice): such an item
 * with no `en` anywhere is left out of the English form instead of being reported. `path` is the
 * item's own (`["groups", 0, "questions", 3]`); `[]` is the whole file.
 */
export type OptionalInEnglish = (path: FieldPath) => boolean;

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isArabicText = (value: unknown) => typeof value === "string" && hasArabic(value);
const isArabicList = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string") && value.some(isArabicText);

/** Whether `value` holds any `en` block at any depth: an item an editor began to put in English. */
function holdsEnglish(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsEnglish);
  if (!isMapping(value)) return false;
  return ENGLISH_KEY in value || Object.values(value).some(holdsEnglish);
}

/** A file's Arabic form: its data with every `en` block removed, what the schemas validate. */
export function withoutEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEnglish);
  if (!isMapping(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== ENGLISH_KEY)
      .map(([key, v]) => [key, withoutEnglish(v)]),
  );
}

/** Nothing written: an empty or blank text, or a list of only such. */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.every(isBlank));

/**
 * The data as a form leaves it, without the English left empty: an `en` block's blank texts go,
 * and a block with nothing written goes whole (the CMS's English group, forms/save-hook.ts). An
 * entry not yet written in English is saved as if the group had never been opened.
 */
export function withoutBlankEnglish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlankEnglish);
  if (!isMapping(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key !== ENGLISH_KEY) out[key] = withoutBlankEnglish(v);
    else if (isMapping(v)) {
      const written = Object.fromEntries(Object.entries(v).filter(([, text]) => !isBlank(text)));
      if (Object.keys(written).length > 0) out[key] = written;
    } else if (!isBlank(v)) out[key] = v;
  }
  return out;
}

/** A file's English form (see the module's comment), with what is missing or misplaced. */
export function englishForm(raw: unknown, optional: OptionalInEnglish = () => false): EnglishForm {
  const problems: EnglishProblem[] = [];
  const dropped = Symbol("no English");

  function englishOf(value: unknown, path: FieldPath): unknown {
    if (optional(path) && !holdsEnglish(value)) return dropped;
    if (Array.isArray(value))
      return value.map((item, i) => englishOf(item, [...path, i])).filter((item) => item !== dropped);
    if (!isMapping(value)) return value;

    const block = value[ENGLISH_KEY];
    if (block !== undefined && !isMapping(block)) problems.push({ path: [...path, ENGLISH_KEY], kind: "shape" });
    const given = isMapping(block) ? block : {};
    const used = new Set<string>();
    const english: Record<string, unknown> = {};

    for (const [key, v] of Object.entries(value)) {
      if (key === ENGLISH_KEY) continue;
      const twin = value[`${key}${TWIN_SUFFIX}`];
      if (isArabicText(v) || isArabicList(v)) {
        if (typeof twin === "string" && typeof v === "string") {
          english[key] = twin;
          continue;
        }
        const text = given[key];
        used.add(key);
        const where = [...path, ENGLISH_KEY, key];
        if (text === undefined || text === null || text === "") {
          problems.push({ path: [...path, key], kind: "missing" });
        } else if (
          Array.isArray(v) !== Array.isArray(text) ||
          (Array.isArray(v) && v.length !== (text as unknown[]).length)
        ) {
          problems.push({ path: where, kind: "shape" });
        } else {
          const texts = Array.isArray(text) ? text : [text];
          texts.forEach((t, i) => {
            const at = Array.isArray(text) ? [...where, i] : where;
            if (typeof t !== "string" || !t.trim()) problems.push({ path: at, kind: "missing" });
            else if (hasArabic(t)) problems.push({ path: at, kind: "arabic" });
          });
        }
        english[key] = text;
      } else {
        english[key] = englishOf(v, [...path, key]);
        if (english[key] === dropped) delete english[key];
      }
    }
    for (const key of Object.keys(given))
      if (!used.has(key) && !(key === "body" && path.length === 0))
        problems.push({ path: [...path, ENGLISH_KEY, key], kind: "unmatched" });
    return english;
  }

  const english = englishOf(raw, []);
  return { english: english === dropped ? undefined : english, problems };
}

/** A Markdown file's English text: its front matter's `en.body`, which is not a field of its own. */
export function englishBody(raw: unknown): string | undefined {
  if (!isMapping(raw) || !isMapping(raw[ENGLISH_KEY])) return undefined;
  const body = raw[ENGLISH_KEY].body;
  return typeof body === "string" ? body : undefined;
}

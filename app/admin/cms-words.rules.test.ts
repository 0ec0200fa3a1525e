/**
 * The forms speak to the admission and web offices, not to developers (issue 29, content/README.md
 * «مسرد المصطلحات»). These rules walk the whole generated configuration, every collection, file and
 * nested field, and the schemas' own refusals, so a field added tomorrow is held to them too:
 *
 * - a hint names no file, path, format string, time zone or code the officer never sees (examples
 *   of what the officer types, such as a slug, an e-mail or an https link, are fine);
 * - a choice (a select or a pick from another list) is described in words, never by its codes;
 * - every list names one item (its add button), and every list of objects shows Arabic words on a
 *   closed item, from fields the item has;
 * - every refusal says what to do, with an imperative;
 * - the glossary exists, and the words it retires are not labels.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { FOLDERS, SINGLE_FILES } from "#app/content/content-files.ts";
import { cmsConfig } from "./cms-config.ts";
import { COLLECTION_WORDS, FILE_WORDS, isolateLatin } from "./cms-words.ts";
import bidiFactory from "bidi-js";
import { ar } from "./locale-ar.ts";

type Loose = Record<string, unknown> & { name: string };

const config = cmsConfig({ kind: "gitlab", baseUrl: "https://git.example", repo: "a/b", branch: "main", appId: "x" });

/** Every form field with its path («programs.studyPlan[].semesters[].courses[].code»). */
interface Visited {
  path: string;
  field: Loose;
}

function walk(fields: Loose[], at: string, out: Visited[]) {
  for (const field of fields) {
    const path = `${at}.${field.name}`;
    out.push({ path, field });
    const item = field.field as Loose | undefined;
    if (Array.isArray(field.fields)) walk(field.fields as Loose[], field.widget === "list" ? `${path}[]` : path, out);
    if (item) {
      out.push({ path: `${path}[]`, field: item });
      if (Array.isArray(item.fields)) walk(item.fields as Loose[], `${path}[]`, out);
    }
  }
}

const FIELDS: Visited[] = [];
for (const c of config.collections as unknown as (Loose & {
  fields?: Loose[];
  files?: (Loose & { fields: Loose[] })[];
})[]) {
  if (c.fields) walk(c.fields, c.name, FIELDS);
  for (const file of c.files ?? []) walk(file.fields, `${c.name}/${file.name}`, FIELDS);
}

/** Every field name the forms have: a Latin word the officer never types when it is in a hint. */
const FIELD_NAMES = new Set(FIELDS.map((v) => v.field.name));
const optionsOf = (field: Loose) => (field.options as { value: string; label: string }[] | undefined) ?? [];
/** Every select's values: codes behind the Arabic labels the dropdowns show. */
const OPTION_VALUES = new Set(FIELDS.flatMap((v) => optionsOf(v.field).map((o) => o.value)));

const ARABIC = /[\u0600-\u06FF]/;
/** Words that tell the officer what to do (a refusal must contain one). */
const IMPERATIVE =
  /(^|[\s«(،؛:.]|[وف])(اكتب|اختر|أدخل|احذف|غيّر|غير|املأ|اجعل|ضع|أضف|صحّح|عدّل|ابدأ|أزل|زد|أنقص|انقل|اترك|أعد|ارفع)/;

/**
 * The part of a hint that is not an example of what the officer types: links, e-mails, a value the
 * field's own pattern accepts, words quoted «…», and the word after «مثل» or «اكتب» are examples.
 */
function beyondExamples(hint: string, field: Loose): string {
  const pattern = Array.isArray(field.pattern) ? new RegExp(String(field.pattern[0])) : undefined;
  return hint
    .replace(/«[^»]*»/g, " ")
    .replace(/https:\/\/[^\s،؛»)]*/g, " ")
    .replace(/[\w.+-]+@[\w.-]+/g, " ")
    .replace(/(^|\s)و?(مثل|اكتب)\s+[^\s،؛»]+/g, " ")
    .split(/\s+/)
    .filter((word) => !(pattern && pattern.test(word.replace(/[.،؛:]+$/, ""))))
    .join(" ");
}

const latinWords = (text: string): string[] => text.match(/[A-Za-z][A-Za-z0-9_-]*/g) ?? [];

/** What a hint must never say, each with the reason a failure gives. */
function hintProblems(hint: string, field: Loose): string[] {
  const problems: string[] = [];
  if (/YYYY|MM-DD|DD\/MM|HH:|\bhh:mm\b/i.test(hint)) problems.push("a format string");
  if (/\bUTC\b|\bGMT\b|IANA|Asia\/|\bEET\b|\bEEST\b/.test(hint)) problems.push("a time zone name");
  const rest = beyondExamples(hint, field);
  if (/\/|\.ya?ml\b|\.md\b|\.xml\b|\.json\b|\.tsx?\b/.test(rest))
    problems.push(`a file or path («${rest.match(/\S*(\/|\.ya?ml|\.md|\.xml|\.json|\.tsx?)\S*/)?.[0]}»)`);
  const codes = latinWords(rest).filter((w) => FIELD_NAMES.has(w) || OPTION_VALUES.has(w));
  if (codes.length) problems.push(`a code the officer never sees (${codes.join(", ")})`);
  return problems;
}

describe("hints speak the office's words", () => {
  it("no hint names a file, a path, a format string, a time zone or a code", () => {
    const found = FIELDS.flatMap(({ path, field }) =>
      typeof field.hint === "string" ? hintProblems(field.hint, field).map((p) => `${path}: ${p}`) : [],
    );
    const menus = (config.collections as unknown as Loose[]).flatMap((c) =>
      typeof c.description === "string" ? hintProblems(c.description, c).map((p) => `${c.name} (menu): ${p}`) : [],
    );
    expect([...found, ...menus]).toEqual([]);
  });

  it("a choice is described in words: no select or pick from a list shows its codes in its hint", () => {
    const found = FIELDS.filter(({ field }) => field.widget === "select" || field.widget === "relation").flatMap(
      ({ path, field }) => {
        const hint = String(field.hint ?? "");
        const raw = optionsOf(field).filter((o) => latinWords(hint).includes(o.value));
        if (raw.length) return [`${path}: lists its raw values ${raw.map((o) => o.value).join(", ")}`];
        return latinWords(hint).length
          ? [`${path}: Latin words in a pick-from-list hint (${latinWords(hint).join(", ")})`]
          : [];
      },
    );
    expect(found).toEqual([]);
  });

  it("every choice has an Arabic label", () => {
    const found = FIELDS.flatMap(({ path, field }) =>
      optionsOf(field)
        .filter((o) => !ARABIC.test(o.label))
        .map((o) => `${path}: ${o.value}`),
    );
    expect(found).toEqual([]);
  });
});

describe("lists name their items", () => {
  const lists = FIELDS.filter(
    ({ field }) => field.widget === "list" || (field.widget === "relation" && field.multiple),
  );

  it("every list has a singular item name, so its button reads «إضافة مساق»", () => {
    expect(lists.length).toBeGreaterThan(0);
    const found = lists.filter(
      ({ field }) => typeof field.label_singular !== "string" || !ARABIC.test(field.label_singular),
    );
    expect(found.map((v) => v.path)).toEqual([]);
  });

  it("every list of objects shows a closed item by Arabic words, from fields the item has", () => {
    const found: string[] = [];
    for (const { path, field } of lists.filter(({ field }) => Array.isArray(field.fields))) {
      const summary = field.summary;
      if (typeof summary !== "string") {
        found.push(`${path}: no summary`);
        continue;
      }
      const items = field.fields as Loose[];
      const named = [...summary.matchAll(/\{\{\s*([^}|\s]+)[^}]*\}\}/g)].map((m) => m[1]);
      for (const name of named) {
        const key = name.replace(/^fields\./, "");
        if (!name.startsWith("fields.") || !items.some((f) => f.name === key))
          found.push(`${path}: summary names «${name}», not a field of the item`);
      }
      // Arabic written in the template, or a field of free text (Arabic by the glossary), never codes alone.
      const freeText = named.some((name) => {
        const f = items.find((x) => x.name === name.replace(/^fields\./, ""));
        return f && (f.widget === "string" || f.widget === "text") && !f.pattern;
      });
      if (!ARABIC.test(summary.replace(/\{\{[^}]*\}\}/g, "")) && !freeText)
        found.push(`${path}: summary «${summary}» shows no Arabic words`);
    }
    expect(found).toEqual([]);
  });
});

/** Every message a schema's own check carries (`.regex(re, "…")`, `.refine(fn, "…")`, `z.email("…")`). */
function schemaMessages(
  schema: z.core.$ZodType,
  at: string,
  out: { path: string; message: string }[],
  seen = new Set<unknown>(),
) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; checks?: z.core.$ZodCheck[] };
  const own = (error: unknown) => (typeof error === "function" ? (error as (issue?: unknown) => unknown)({}) : error);
  for (const source of [def, ...(def.checks ?? []).map((c) => c._zod.def as unknown as Record<string, unknown>)]) {
    const message = own(source.error);
    if (typeof message === "string") out.push({ path: at, message });
  }
  const next = (child: unknown, where = at) => child && schemaMessages(child as z.core.$ZodType, where, out, seen);
  if (def.type === "object")
    for (const [name, child] of Object.entries(def.shape as Record<string, unknown>)) next(child, `${at}.${name}`);
  if (def.type === "array") next(def.element, `${at}[]`);
  if (["optional", "default", "nullable", "prefault", "readonly", "nonoptional"].includes(def.type))
    next(def.innerType);
  if (def.type === "pipe") {
    next(def.in);
    next(def.out);
  }
}

describe("refusals say what to do", () => {
  const schemas = [...Object.values(FOLDERS), ...Object.values(SINGLE_FILES)];
  const messages: { path: string; message: string }[] = [];
  for (const entry of schemas)
    schemaMessages(entry.schema as unknown as z.core.$ZodType, "file" in entry ? entry.file : entry.dir, messages);

  it("every message a schema check carries is Arabic with an imperative", () => {
    expect(messages.length).toBeGreaterThan(5);
    const found = messages.filter((m) => !ARABIC.test(m.message) || !IMPERATIVE.test(m.message));
    expect(found.map((m) => `${m.path}: ${m.message}`)).toEqual([]);
  });

  it("every pattern the form checks carries such a message", () => {
    const found = FIELDS.filter(({ field }) => Array.isArray(field.pattern)).filter(({ field }) => {
      const message = String((field.pattern as string[])[1]);
      return !ARABIC.test(message) || !IMPERATIVE.test(message);
    });
    expect(found.map((v) => v.path)).toEqual([]);
  });
});

describe("one glossary, content/README.md «مسرد المصطلحات»", () => {
  const readme = readFileSync(new URL("../../content/README.md", import.meta.url), "utf8");
  const glossary = readme.split(/^## /m).find((section) => section.startsWith("مسرد المصطلحات")) ?? "";

  /** The glossary's own decisions, as data: one word for one thing. */
  const TERMS = [
    "الحد الأدنى للمعدل",
    "أدنى معدل قُبل",
    "العنوان",
    "الرابط",
    "العنوان البريدي",
    "الدرجة العلمية",
    "الأهمية",
    "بند",
    "عنصر",
    "المعرّف",
    "الرمز",
    "أداة البرامج المتاحة",
    "توقيت فلسطين",
  ];
  /** Labels the glossary retires, with the words that replace them. */
  const RETIRED_LABELS: { label: string; use: string }[] = [
    { label: "الدرجة", use: "«الدرجة العلمية» for a degree, «الأهمية» for a notice's level" },
    { label: "أدنى معدل", use: "«الحد الأدنى للمعدل» for a requirement, «أدنى معدل قُبل» for last year's" },
    { label: "أدنى معدل مقبول", use: "«أدنى معدل قُبل»" },
    { label: "المسار", use: "«الرابط» or «مكان الصورة»" },
  ];
  /** Words retired from hints, labels and messages alike. */
  const RETIRED_WORDS: { word: RegExp; use: string }[] = [
    { word: /أداة القبول/, use: "«أداة البرامج المتاحة»" },
    { word: /ملف (القبول|الجامعة|البرنامج|الكلية)/, use: "the menu's names (cms-words.ts)" },
    { word: /غيّره إلى تاريخ اليوم/, use: "the save sets the date" },
  ];

  it("exists and defines each of its terms", () => {
    expect(glossary).not.toBe("");
    expect(TERMS.filter((term) => !glossary.includes(`«${term}»`))).toEqual([]);
  });

  it("lists the menu's names the forms refer to", () => {
    const names = [...Object.values(COLLECTION_WORDS).map((w) => w.label), ...Object.values(FILE_WORDS)];
    expect(names.filter((name) => !glossary.includes(name))).toEqual([]);
  });

  it("the labels use its words: no retired label, «العنوان» only for a headline", () => {
    const found = FIELDS.flatMap(({ path, field }) => {
      const label = String(field.label ?? "");
      const retired = RETIRED_LABELS.find((r) => r.label === label);
      if (retired) return [`${path}: «${label}», use ${retired.use}`];
      if (label === "العنوان" && field.name !== "title") return [`${path}: «العنوان» on what is not a headline`];
      return [];
    });
    expect(found).toEqual([]);
  });

  it("no label, hint or option uses a retired word", () => {
    const found = FIELDS.flatMap(({ path, field }) => {
      const words = [field.label, field.hint, field.label_singular, ...optionsOf(field).map((o) => o.label)].join(" ");
      return RETIRED_WORDS.filter((r) => r.word.test(words)).map((r) => `${path}: ${r.word.source}, use ${r.use}`);
    });
    expect(found).toEqual([]);
  });
});

/**
 * Latin letters an officer reads only as an example of what to type. A quoted example is (1) text
 * inside «…», or (2) the words right after «مثل» up to the next Arabic word or the next «،», «؛» or
 * sentence end (so «مثل graduation-2026، لا يحمله» quotes one word, «مثل https://x.y/z.» one link).
 * Anything else in Latin (a word, a code, a key, a file) is English to the office.
 */
function latinOutsideExamples(text: string): string[] {
  const rest = text
    .replace(/«[^»]*»/g, " ")
    .replace(/مثل((?:\s+[^\s\u0600-\u06FF،؛]+?)+?)(?=[،؛]|\.(?:\s|$)|\s+[\u0600-\u06FF]|$)/g, " ");
  return rest.match(/[A-Za-z][A-Za-z0-9_.:/@-]*/g) ?? [];
}

describe("no English outside quoted examples", () => {
  it("the rule itself: «…» and the words after «مثل» are examples, nothing else is", () => {
    expect(latinOutsideExamples("اكتب «iti» هنا")).toEqual([]);
    expect(latinOutsideExamples("حروف لاتينية مثل graduation-2026، لا يحمله خبر آخر")).toEqual([]);
    expect(latinOutsideExamples("رابط مثل https://example.edu/a.")).toEqual([]);
    expect(latinOutsideExamples("حقل list")).toEqual(["list"]);
    expect(latinOutsideExamples("مثل iti ثم code")).toEqual(["code"]);
    expect(latinOutsideExamples("الوضع Markdown")).toEqual(["Markdown"]);
  });

  it("no label, hint, item name, summary or choice of the forms, and no menu name, has Latin outside examples", () => {
    const found = FIELDS.flatMap(({ path, field }) =>
      [
        field.label,
        field.hint,
        field.label_singular,
        typeof field.summary === "string" ? field.summary.replace(/\{\{[^}]*\}\}/g, " ") : undefined,
        ...optionsOf(field).map((o) => o.label),
      ]
        .filter((t): t is string => typeof t === "string")
        .flatMap((t) => latinOutsideExamples(t).map((w) => `${path}: «${w}» in «${t}»`)),
    );
    const menus = (config.collections as unknown as (Loose & { files?: Loose[] })[]).flatMap((c) =>
      [c.label, c.label_singular, c.description, ...(c.files ?? []).map((f) => f.label)]
        .filter((t): t is string => typeof t === "string")
        .flatMap((t) => latinOutsideExamples(t).map((w) => `${c.name}: «${w}» in «${t}»`)),
    );
    expect([...found, ...menus]).toEqual([]);
  });

  it("no sentence of Decap's interface (its Arabic locale) has Latin outside examples and placeholders", () => {
    const sentences: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (typeof value === "string") {
        if (at !== "workflow.workflow.dateFormat") sentences.push(`${at}: ${value}`);
      } else if (value && typeof value === "object")
        for (const [key, child] of Object.entries(value)) walk(child, at ? `${at}.${key}` : key);
    };
    walk(ar, "");
    expect(sentences.length).toBeGreaterThan(100);
    const found = sentences.filter(
      (s) => latinOutsideExamples(s.slice(s.indexOf(": ") + 2).replace(/%\{\w+\}/g, " ")).length,
    );
    expect(found).toEqual([]);
  });
});

describe("Latin inside Arabic keeps its order", () => {
  const bidi = bidiFactory();
  /** The text as a right-to-left line shows it, left to right on the screen (the Unicode algorithm). */
  const shown = (text: string) => {
    const levels = bidi.getEmbeddingLevels(text, "rtl");
    return bidi.getReorderedString(text, levels).replace(/[\u2066-\u2069]/g, "");
  };
  const reversed = (s: string) => [...s].reverse().join("");

  it("a day and time, a slug and an address read as written once isolated, and scramble without", () => {
    for (const example of ["2026-11-28T09:00", "graduation-2026", "it@al-ofoq.example", "/news/a-b"]) {
      const hint = `اكتب مثل ${example} في الحقل`;
      // On the screen, right to left: the Arabic reversed, the example as written.
      expect(shown(isolateLatin(hint))).toContain(example);
      if (example === "2026-11-28T09:00") expect(shown(hint)).not.toContain(example);
      expect(shown(isolateLatin(hint))).toContain(reversed("في الحقل"));
    }
  });

  it("leaves Arabic and lone numbers as they are", () => {
    expect(isolateLatin("الحد الأدنى للمعدل 72.5 من 100")).toBe("الحد الأدنى للمعدل 72.5 من 100");
  });

  it("every hint of the forms has its Latin runs isolated", () => {
    const found = FIELDS.filter(({ field }) => typeof field.hint === "string").filter(({ field }) =>
      /(^|[^\u2068A-Za-z0-9\-.:/@_+*%])[A-Za-z]/.test(String(field.hint)),
    );
    expect(found.map((v) => `${v.path}: ${String(v.field.hint)}`)).toEqual([]);
  });
});

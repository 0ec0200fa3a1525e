/**
 * The proofreading sheet (npm run messages:sheet) shows every message of the messages file in
 * every form: every key, every plural category and select branch (nested ones too) reached by
 * the sheet's values (Arabic categories from Intl.PluralRules("ar")), and a sample value for every
 * argument. Decided on the messages' forms, as the sheet writes them; the blocks the sheet renders
 * from the pages' components are left to the script itself.
 */
import { describe, expect, it } from "vitest";
import ar from "#app/i18n/messages/ar.json";
import en from "#app/i18n/messages/en.json";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistries } from "#app/content/registry.ts";
import { hasArabic } from "#app/content/english-form.ts";
import {
  arabicPluralCategory,
  isCountUnit,
  messageEntries,
  messageEntry,
  NEVER_ZERO,
  PLURAL_SAMPLES,
  zeroWithoutForm,
  type SampleTable,
} from "./forms.ts";
import { ENGLISH_PART, messagesHtml, sentenceHtml } from "./page.ts";
import { sampleContent, sampleTable } from "./samples.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const messages: Record<string, string> = ar;
const table = sampleTable(sampleContent(fixtureRegistry(), messages));
const { entries, used } = messageEntries(messages, table);

describe("the proofreading sheet's messages", () => {
  it("has every key of the messages file, each with at least one sentence", () => {
    expect(entries.map((e) => e.key)).toEqual(Object.keys(messages));
    expect(entries.filter((e) => e.forms.length === 0).map((e) => e.key)).toEqual([]);
  });

  it("reaches every plural category and select branch, nested ones included", () => {
    const unreached = entries.flatMap((e) => e.branches.filter((b) => !e.reached.has(b)).map((b) => `${e.key}: ${b}`));
    expect(unreached).toEqual([]);
  });

  it("has a sample value for every argument", () => {
    expect(entries.flatMap((e) => e.missing.map((arg) => `${e.key}: {${arg}}`))).toEqual([]);
    const unfilled = entries.flatMap((e) =>
      e.forms.filter((f) => /\{\w+\}/.test(f.text)).map((f) => `${e.key}: ${f.text}`),
    );
    expect(unfilled).toEqual([]);
  });

  it("writes every form of every message on the page", () => {
    const html = messagesHtml(entries);
    for (const e of entries) {
      expect(html, e.key).toContain(`id="m-${e.key}"`);
      for (const f of e.forms) expect(html, e.key).toContain(sentenceHtml(f.text));
    }
  });

  it("labels each plural number with its Arabic category, zero to other", () => {
    expect(new Set(PLURAL_SAMPLES.map(arabicPluralCategory))).toEqual(
      new Set(["zero", "one", "two", "few", "many", "other"]),
    );
    const years = entries.find((e) => e.key === "count.years")!;
    expect(years.forms.map((f) => f.labels.join(" · "))).toContain("count = 2 · two · case = acc");
    expect(years.forms.map((f) => f.labels.join(" · "))).toContain("count = 2.5 · other");
  });

  it("the table has no entry that no message uses, and no case of a message that is not in the file", () => {
    expect(Object.keys(table.arguments).filter((name) => !used.has(name))).toEqual([]);
    expect(Object.keys(table.messages).filter((key) => !(key in messages))).toEqual([]);
  });
});

describe("zero", () => {
  const english: Record<string, string> = en;
  it.each([
    ["ar", messages],
    ["en", english],
  ] as const)(
    "%s: every sentence a count reaches with 0 has its zero form, or is one the code never gives 0",
    (locale, file) => {
      const lacking = Object.entries(file)
        .filter(([key, source]) => !isCountUnit(key) && !(key in NEVER_ZERO) && zeroWithoutForm(source, locale).length)
        .map(([key]) => key);
      expect(lacking).toEqual([]);
    },
  );

  it("names only messages that have a count, and each with its reason", () => {
    for (const [key, why] of Object.entries(NEVER_ZERO)) {
      expect(zeroWithoutForm(messages[key]), key).not.toEqual([]);
      expect(why.length, key).toBeGreaterThan(20);
    }
  });

  it("the sheet shows those from 1 and says why, and the others' zero forms", () => {
    const higher = entries.find((e) => e.key === "admission.answer.higher")!;
    expect(higher.forms.some((f) => f.labels.some((l) => l.startsWith("count = 0 ")))).toBe(false);
    expect(higher.neverZero).toBe(NEVER_ZERO["admission.answer.higher"]);
    expect(messagesHtml([higher])).toContain("لا يبلغ العدد فيها صفرًا");
    const status = entries.find((e) => e.key === "search.status")!;
    expect(status.forms.some((f) => f.labels.includes("count = 0 · =0") || f.labels.includes("count = 0 · zero"))).toBe(
      true,
    );
  });

  it("finds a plural whose 0 falls to another branch", () => {
    expect(zeroWithoutForm("{count, plural, one {برنامج} other {# برنامج}}")).toEqual(["count"]);
    expect(zeroWithoutForm("{count, plural, zero {لا برامج} one {برنامج} other {# برنامج}}")).toEqual([]);
    expect(zeroWithoutForm("{count, plural, =0 {no programs} one {a program} other {# programs}}", "en")).toEqual([]);
  });
});

describe("the check itself", () => {
  const tiny: SampleTable = { arguments: { gender: ["female", "male"], case: ["acc", "nom"] }, messages: {} };

  it("finds a select branch that no sample value reaches", () => {
    const e = messageEntry("x.dean", "{gender, select, female {العميدة} neuter {؟} other {العميد}}", tiny);
    expect(e.branches.filter((b) => !e.reached.has(b))).toEqual(["gender→neuter"]);
  });

  it("finds a plural branch that no sample number reaches, and reaches nested selects", () => {
    const e = messageEntry(
      "x.years",
      "{count, plural, one {سنة} two {{case, select, acc {سنتين} other {سنتان}}} seven {؟} other {# سنة}}",
      tiny,
    );
    expect(e.branches.filter((b) => !e.reached.has(b))).toEqual(["count→seven"]);
    expect(e.reached).toContain("count→two›case→acc");
    expect(e.reached).toContain("count→two›case→other");
  });

  it("finds an argument without a sample value", () => {
    expect(messageEntry("x.new", "اسم {newThing}", tiny).missing).toEqual(["newThing"]);
  });
});

/**
 * The English part (decision 026), on the real content while it is written in English: the
 * fixture has no English, and the English messages' samples are the English content's.
 */
const englishRegistry = buildRegistries(readContentFiles(".")).en;
describe.skipIf(!englishRegistry)("the proofreading sheet's English part", () => {
  const english: Record<string, string> = en;
  const { entries: englishEntries } = messageEntries(
    english,
    sampleTable(sampleContent(englishRegistry!, english, "en")),
    "en",
  );

  it("has every key of en.json, every branch reached and every argument filled, under English's plural rules", () => {
    expect(englishEntries.map((e) => e.key)).toEqual(Object.keys(english));
    expect(
      englishEntries.flatMap((e) => e.branches.filter((b) => !e.reached.has(b)).map((b) => `${e.key}: ${b}`)),
    ).toEqual([]);
    expect(englishEntries.flatMap((e) => e.missing.map((arg) => `${e.key}: {${arg}}`))).toEqual([]);
    const labels = englishEntries.flatMap((e) => e.forms.flatMap((f) => f.labels));
    expect(labels.filter((l) => / · (zero|two|few|many)$/.test(l))).toEqual([]);
    expect(labels).toContain("count = 1 · one");
  });

  it("writes no Arabic letter in an English sentence, and its anchors apart from the Arabic part's", () => {
    expect(
      englishEntries.flatMap((e) => e.forms.filter((f) => hasArabic(f.text)).map((f) => `${e.key}: ${f.text}`)),
    ).toEqual([]);
    const html = messagesHtml(englishEntries, ENGLISH_PART);
    expect(html).toContain(`id="${ENGLISH_PART}m-${englishEntries[0].key}"`);
    expect(html).not.toContain('id="m-');
  });
});

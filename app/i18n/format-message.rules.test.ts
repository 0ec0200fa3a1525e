import { describe, expect, it } from "vitest";
import { checkMessage, formatMessage, MessageSyntaxError } from "./format-message.ts";

const JOD =
  "{amount, plural, one {دينار أردني واحد} two {{case, select, acc {دينارين أردنيين} other {ديناران أردنيان}}} few {# دنانير أردنية} many {# دينارًا أردنيًا} other {# دينار أردني}}";
const YEARS =
  "{count, plural, one {سنة واحدة} two {{case, select, acc {سنتين} other {سنتان}}} few {# سنوات} many {# سنة} other {# سنة}}";

describe("formatMessage: arguments", () => {
  it.each([
    ["نص بلا وسائط", {}, "نص بلا وسائط"],
    ["انتقلت إلى صفحة: {title}", { title: "المساعدة" }, "انتقلت إلى صفحة: المساعدة"],
    ["{n} طالب", { n: 1150 }, "1,150 طالب"],
    ["ناقص: {title}", {}, "ناقص: {title}"],
  ])("%s %j → %s", (source, values, expected) => {
    expect(formatMessage(source, values)).toBe(expected);
  });
});

describe("formatMessage: plural follows Intl.PluralRules (the messages' own forms: messages.counts.test.ts)", () => {
  it.each([
    [1, "one"],
    [2, "two"],
    [103, "few"],
    [111, "many"],
    [200, "other"],
  ])("%d picks its category", (amount, category) => {
    const source = "{n, plural, one {one} two {two} few {few:#} many {many:#} other {other:#}}";
    expect(formatMessage(source, { n: amount }).split(":")[0]).toBe(category);
  });
  it("writes # with the site's number format", () => {
    expect(formatMessage(JOD, { amount: 2500 })).toBe("2,500 دينار أردني");
  });
});

describe("formatMessage: case after a preposition", () => {
  it.each([
    [{ count: 2 }, "سنتان"],
    [{ count: 2, case: "acc" }, "سنتين"],
    [{ count: 4, case: "acc" }, "4 سنوات"],
    [{ count: 1, case: "acc" }, "سنة واحدة"],
  ])("%j → %s", (values, expected) => {
    expect(formatMessage(`موزّعة على ${YEARS}`, values)).toBe(`موزّعة على ${expected}`);
  });
});

describe("formatMessage: select and exact matches", () => {
  const DEAN = "{gender, select, female {كلمة العميدة} other {كلمة العميد}}";
  it.each([
    [DEAN, { gender: "female" }, "كلمة العميدة"],
    [DEAN, { gender: "male" }, "كلمة العميد"],
    [DEAN, {}, "كلمة العميد"],
    ["{n, plural, =0 {لا نتائج} one {نتيجة واحدة} other {# نتيجة}}", { n: 0 }, "لا نتائج"],
    ["{n, plural, zero {صفر} other {# نتيجة}}", { n: 0 }, "صفر"],
    ["{n, plural, other {{g, select, f {# طالبة} other {# طالب}}}}", { n: 12, g: "f" }, "12 طالبة"],
  ])("%s %j → %s", (source, values, expected) => {
    expect(formatMessage(source, values)).toBe(expected);
  });
});

describe("checkMessage", () => {
  it.each(["{n, plural, one {x}}", "{n, plural, other {x}", "{n, choice, other {x}}", "نص } زائد", "{ , }"])(
    "rejects %s",
    (source) => {
      expect(() => checkMessage(source)).toThrow(MessageSyntaxError);
    },
  );
  it("accepts the site's forms", () => {
    expect(() => checkMessage(JOD)).not.toThrow();
    expect(() => checkMessage(YEARS)).not.toThrow();
  });
});

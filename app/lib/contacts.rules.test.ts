import { describe, expect, it } from "vitest";
import { contactRuns, emailParts, WHOLE_UP_TO } from "./contacts.ts";

/** Each run as the reader meets it: «text» plain, [text → link] linked. */
const shown = (text: string) =>
  contactRuns(text)
    .map((r) => (r.kind === "text" ? `«${r.text}»` : `[${r.text} → ${r.href}]`))
    .join(" ");

describe("addresses and numbers in running text are links (a plain table of what a reader taps)", () => {
  it.each([
    [
      "للاستفسار راسل registrar@al-ofoq.example أو اتصل بالرقم +970 2 000 1020.",
      "«للاستفسار راسل » [registrar@al-ofoq.example → mailto:registrar@al-ofoq.example] « أو اتصل بالرقم » [+970 2 000 1020 → tel:+97020001020] «.»",
    ],
    // the sentence's full stop after an address is not the address's
    ["email admission@al-ofoq.example.", "«email » [admission@al-ofoq.example → mailto:admission@al-ofoq.example] «.»"],
    ["واتساب +970 59 000 1000", "«واتساب » [+970 59 000 1000 → tel:+970590001000]"],
    [
      "first.last+news@mail.al-ofoq.example",
      "[first.last+news@mail.al-ofoq.example → mailto:first.last+news@mail.al-ofoq.example]",
    ],
    // numbers that are no phone numbers, and text with neither, stay text
    ["في عام 2026 زاد العدد +5 بنسبة 3.5%", "«في عام 2026 زاد العدد +5 بنسبة 3.5%»"],
    ["الرمز 1060 000 2", "«الرمز 1060 000 2»"],
    ["بلا عنوان @ ولا رقم", "«بلا عنوان @ ولا رقم»"],
    // not the tail of a longer word or number
    ["x+970 2 000 1000", "«x+970 2 000 1000»"],
    // a number another number follows: which digits to dial is not clear
    ["الهاتف +970 59 123 45678", "«الهاتف +970 59 123 45678»"],
    ["+970 2 000 1060 7 أيام", "«+970 2 000 1060 7 أيام»"],
    ["+970 2 000 1060/1061", "«+970 2 000 1060/1061»"],
    // an address starts and ends at a letter or a digit: quotation marks and a dash stay out
    ["راسل «a@b.example»", "«راسل «» [a@b.example → mailto:a@b.example] «»»"],
    ["a@b.example-", "[a@b.example → mailto:a@b.example] «-»"],
    // inside a web address it is the web address's
    ["افتح https://user@host.example/inbox الآن", "«افتح https://user@host.example/inbox الآن»"],
    ["", ""],
  ])("%s", (text, expected) => {
    expect(shown(text)).toBe(expected);
  });

  it("gives back every character of the text, in order", () => {
    const text = "أ a@b.c ب +970 2 000 1000، ج d@e.f.";
    expect(
      contactRuns(text)
        .map((r) => r.text)
        .join(""),
    ).toBe(text);
  });
});

describe("an address breaks at the end of a line only after its @ or before a dot", () => {
  it.each([
    ["admission@al-ofoq.example", ["admission@", "al-ofoq", ".example"]],
    ["first.last@mail.al-ofoq.example", ["first.last@", "mail", ".al-ofoq", ".example"]],
    ["no-at-sign", ["no-at-sign"]],
  ])("%s", (address, parts) => {
    expect(emailParts(address).map((p) => p.text)).toEqual(parts);
  });

  it("keeps a part whole only when it is short enough for a phone's line", () => {
    const long = `${"x".repeat(WHOLE_UP_TO + 1)}@al-ofoq.example`;
    expect(emailParts(long).map((p) => p.whole)).toEqual([false, true, true]);
    expect(emailParts("admission@al-ofoq.example").every((p) => p.whole)).toBe(true);
  });
});

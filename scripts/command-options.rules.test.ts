/**
 * How a command of the office reads its command line (command-options.ts): a table of what an officer types
 * and what the command makes of it.
 */
import { describe, expect, it } from "vitest";
import { defineCommand, helpText, readOptions, usageLine } from "./command-options.ts";

const COMMAND = defineCommand({
  script: "results:try",
  about: "يجرّب.",
  words: { synopsis: "FILE.csv" },
  options: {
    "results-dir": { type: "string", value: "DIR", about: "مجلد النتائج." },
    sample: { type: "boolean", about: "تجريبية." },
  },
});
const NO_WORDS = defineCommand({ ...COMMAND, words: undefined });
const MANY_WORDS = defineCommand({ ...COMMAND, words: { synopsis: "[FILE…]", many: true } });

describe("readOptions", () => {
  it.each([
    [["f.csv"], { values: {}, positionals: ["f.csv"] }],
    [
      ["f.csv", "--results-dir", "/r", "--sample"],
      { values: { "results-dir": "/r", sample: true }, positionals: ["f.csv"] },
    ],
    [["--results-dir=/r", "f.csv"], { values: { "results-dir": "/r" }, positionals: ["f.csv"] }],
    [["--results-dir=-r"], { values: { "results-dir": "-r" }, positionals: [] }],
    [["--", "--f.csv"], { values: {}, positionals: ["--f.csv"] }],
  ])("%j is read as its values", (args, expected) => {
    expect(readOptions(COMMAND, args)).toEqual({ kind: "values", ...expected });
  });

  it("a command of many words takes them all", () => {
    expect(readOptions(MANY_WORDS, ["a", "--sample", "b", "c"])).toEqual({
      kind: "values",
      values: { sample: true },
      positionals: ["a", "b", "c"],
    });
  });

  it.each([
    [COMMAND, ["--bogus"], "الخيار --bogus لا يعرفه هذا الأمر."],
    [COMMAND, ["-x"], "الخيار -x لا يعرفه هذا الأمر."],
    [COMMAND, ["--results-dir"], "الخيار --results-dir يحتاج إلى قيمة بعده: --results-dir DIR."],
    [COMMAND, ["--results-dir", "--sample"], "الخيار --results-dir يحتاج إلى قيمة بعده: --results-dir DIR."],
    [COMMAND, ["--sample=no"], "الخيار --sample لا يأخذ قيمة: اكتبه وحده (--sample)."],
    [COMMAND, ["a.csv", "b.csv"], "لا يأخذ هذا الأمر إلا FILE.csv واحدًا، وقد كتبت بعده «b.csv» أيضًا."],
    [NO_WORDS, ["now"], "لا يأخذ هذا الأمر «now»: خياراته تبدأ بـ --."],
  ])("%#: refused with a sentence that names what is wrong, then the usage", (spec, args, sentence) => {
    expect(readOptions(spec, args)).toEqual({
      kind: "refused",
      message: `${sentence}\n${usageLine(spec)}\nولشرح كل خيار: npm run results:try -- --help`,
    });
  });

  it.each([[["--help"]], [["-h"]], [["f.csv", "--bogus", "-h"]]])(
    "%j asks for the help, whatever else is typed",
    (args) => {
      expect(readOptions(COMMAND, args)).toEqual({ kind: "help", text: helpText(COMMAND) });
    },
  );
});

describe("the usage and the help", () => {
  it("the usage line lists the words, then every option in brackets", () => {
    expect(usageLine(COMMAND)).toBe("الاستعمال: npm run results:try -- FILE.csv [--results-dir DIR] [--sample]");
  });

  it("the help says what the command does, its usage, and each option with what it does, aligned", () => {
    expect(helpText(COMMAND)).toBe(
      [
        "npm run results:try: يجرّب.",
        "الاستعمال: npm run results:try -- FILE.csv [--results-dir DIR] [--sample]",
        "",
        "  --results-dir DIR  مجلد النتائج.",
        "  --sample           تجريبية.",
        "  --help, -h         يطبع هذا الشرح.",
      ].join("\n"),
    );
  });
});

import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { buildRegistry } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { MAX_NAME_CHARS, PADDED_RECORD_BYTES } from "#app/features/results/record-crypto.ts";
import { detectEncoding, parseResults, readResultsCsv, type Column } from "./read-csv.ts";

const { streams } = buildRegistry(readContentFiles());

const HEADER = "seat,name,birth_date,stream,average,result";
const GOOD = "20270001,Salma Test,2009-03-14,scientific,94.6,pass";
const FAIL = "20270003,Omar Test,2008-06-30,industrial,,fail";

/** The header, a good row (line 2), then `rows` from line 3 on. */
const csv = (...rows: string[]) => [HEADER, GOOD, ...rows].join("\n") + "\n";

/** The one problem a single bad row at line 3 must give. */
function oneProblem(row: string) {
  const { rows, problems } = parseResults(csv(row), streams);
  expect(rows).toHaveLength(1);
  expect(problems).toHaveLength(1);
  return problems[0];
}

describe("reads a valid export", () => {
  it("English headers, both date formats, codes and Arabic names, pass and fail", () => {
    const { rows, problems } = parseResults(
      csv(
        "20270002,Yusuf Test,02/11/2009,الأدبي,78.5,ناجح",
        FAIL,
        "20270004,Hiba Test,1/2/2009,الفرع الشرعي,60,راسبة".replace(",60,", ",,"),
        '20270005,"Test, with comma",2009-12-31,فرع الريادة والأعمال,94.60,PASS',
      ),
      streams,
    );
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.line, r.seat, r.dob, r.record])).toEqual([
      [2, "20270001", "2009-03-14", { name: "Salma Test", stream: "scientific", average: 94.6, result: "pass" }],
      [3, "20270002", "2009-11-02", { name: "Yusuf Test", stream: "literary", average: 78.5, result: "pass" }],
      [4, "20270003", "2008-06-30", { name: "Omar Test", stream: "industrial", result: "fail" }],
      [5, "20270004", "2009-02-01", { name: "Hiba Test", stream: "sharia", result: "fail" }],
      [
        6,
        "20270005",
        "2009-12-31",
        { name: "Test, with comma", stream: "entrepreneurship", average: 94.6, result: "pass" },
      ],
    ]);
  });

  it("Arabic headers (any order, extra columns ignored) and Arabic-Indic digits", () => {
    const text =
      "النتيجة,المدرسة,رقم الجلوس,الاسم,تاريخ الميلاد,الفرع,المُعدّل\n" +
      "ناجح,مدرسة,٢٠٢٧٠٠٠١,سلمى (تجريبية),١٤/٠٣/٢٠٠٩,العلمي,٩٤٫٦\n" +
      "ناجح,مدرسة,۲۰۲۷۰۰۰۲,يوسف (تجريبي),۲۰۰۹-۱۱-۰۲,الأدبي,۷۸.۵\n";
    const { rows, problems } = parseResults(text, streams);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.seat, r.dob, r.record.average])).toEqual([
      ["20270001", "2009-03-14", 94.6],
      ["20270002", "2009-11-02", 78.5],
    ]);
  });

  it("Excel's semicolons, CRLF, blank lines and empty trailing rows; line numbers stay the file's", () => {
    const text = `${HEADER.replace(/,/g, ";")}\r\n\r\n${GOOD.replace(/,/g, ";")}\r\n;;;;;\r\n`;
    const { rows, problems } = parseResults(text, streams);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.line)).toEqual([3]);
  });

  it("semicolons with comma decimals (`91,2`), as Excel writes them where the decimal mark is a comma", () => {
    const text =
      "رقم الجلوس;الاسم;تاريخ الميلاد;الفرع;المعدل;النتيجة\r\n" +
      "20270001;سلمى (تجريبية);14/03/2009;العلمي;91,2;ناجح\r\n" +
      "20270002;يوسف (تجريبي);02/11/2009;الأدبي;٧٨,٥;ناجح\r\n" +
      "20270003;عمر (تجريبي);30/06/2008;الصناعي;;راسب\r\n" +
      "20270004;هبة (تجريبية);01/01/2009;العلمي;94,60;ناجح\r\n";
    const { rows, problems } = parseResults(text, streams);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.record.average)).toEqual([91.2, 78.5, undefined, 94.6]);
    // A tab-separated export (Excel's "Unicode text") of the same locale too.
    expect(parseResults(text.replace(/;/g, "\t"), streams).rows.map((r) => r.record.average)).toEqual([
      91.2,
      78.5,
      undefined,
      94.6,
    ]);
    // Still one decimal at most, and still 50–100.
    const bad = parseResults(`${HEADER.replace(/,/g, ";")}\n20270001;X;2009-01-01;literary;91,25;pass\n`, streams);
    expect(bad.problems).toEqual([{ line: 2, field: "average", message: expect.stringMatching(/منزلة عشرية/) }]);
  });

  it("a comma-separated file reads `91,2`, quoted, as no average: the decimal mark there is `.` or `٫`", () => {
    const problem = oneProblem('20270002,X,2009-01-01,literary,"91,2",pass');
    expect(problem).toMatchObject({ line: 3, field: "average" });
    expect(problem.message).toMatch(/غير مفهوم «91,2»/);
    expect(parseResults(csv("20270002,X,2009-01-01,literary,٩١٫٢,pass"), streams).rows[1].record.average).toBe(91.2);
  });

  it("a quoted line break in a name: the next rows keep their own line numbers", () => {
    const problems = parseResults(
      csv('20270002,"Two\nLines",2009-01-01,literary,70,pass', "bad,X,2009-01-01,literary,70,pass"),
      streams,
    ).problems;
    expect(problems.map((p) => [p.line, p.field])).toEqual([[5, "seat"]]);
  });
});

describe("every rule reports its row's line and column", () => {
  it.each<[string, string, Column, RegExp]>([
    ["empty seat", ",X,2009-01-01,literary,70,pass", "seat", /فارغ/],
    ["seat of 4 digits", "1234,X,2009-01-01,literary,70,pass", "seat", /5 إلى 10/],
    ["seat of 11 digits", "12345678901,X,2009-01-01,literary,70,pass", "seat", /«12345678901»/],
    ["seat with a letter", "2027a001,X,2009-01-01,literary,70,pass", "seat", /غير صالح/],
    ["empty name", "20270002,,2009-01-01,literary,70,pass", "name", /الاسم فارغ/],
    [
      "a name of 101 characters",
      `20270002,${"ن".repeat(101)},2009-01-01,literary,70,pass`,
      "name",
      /^الاسم أطول من 100 حرف \(طوله 101\)/,
    ],
    ["a control character in a name", "20270002,Sal\u0007ma,2009-01-01,literary,70,pass", "name", /U\+0007/],
    ["empty date", "20270002,X,,literary,70,pass", "birth_date", /فارغ/],
    ["date in another format", "20270002,X,2009.01.01,literary,70,pass", "birth_date", /YYYY-MM-DD أو DD\/MM\/YYYY/],
    ["29 February of a common year", "20270002,X,2009-02-29,literary,70,pass", "birth_date", /ليس يومًا/],
    ["31 April, day first", "20270002,X,31/04/2009,literary,70,pass", "birth_date", /ليس يومًا/],
    ["month first (US Excel)", "20270002,X,03/14/2009,literary,70,pass", "birth_date", /ليس يومًا/],
    ["born 1989", "20270002,X,1989-12-31,literary,70,pass", "birth_date", /1989 خارج المدى/],
    ["born 2016", "20270002,X,01/01/2016,literary,70,pass", "birth_date", /2016 خارج المدى/],
    ["unknown stream", "20270002,X,2009-01-01,medical,70,pass", "stream", /فرع غير معروف «medical»/],
    ["empty stream", "20270002,X,2009-01-01,,70,pass", "stream", /فارغ/],
    ["average not a number", "20270002,X,2009-01-01,literary,سبعون,pass", "average", /غير مفهوم/],
    ["average below 50", "20270002,X,2009-01-01,literary,49.9,pass", "average", /خارج المدى 50–100/],
    ["average above 100", "20270002,X,2009-01-01,literary,100.1,pass", "average", /خارج المدى/],
    ["average with two decimals", "20270002,X,2009-01-01,literary,94.65,pass", "average", /منزلة عشرية/],
    ["a pass without an average", "20270002,X,2009-01-01,literary,,pass", "average", /مطلوب للناجح/],
    ["a fail with an average", "20270002,X,2009-01-01,literary,45,fail", "average", /فارغًا للراسب/],
    ["unknown result", "20270002,X,2009-01-01,literary,70,passed", "result", /نتيجة غير معروفة/],
    ["empty result", "20270002,X,2009-01-01,literary,,", "result", /فارغة/],
  ])("%s", (_, row, field, message) => {
    const problem = oneProblem(row);
    expect(problem).toMatchObject({ line: 3, field });
    expect(problem.message).toMatch(message);
  });

  it("the longest name allowed fits the padded record, whatever its characters", () => {
    expect(MAX_NAME_CHARS).toBe(100);
    const longestStream = streams.map((s) => s.code).reduce((a, b) => (b.length > a.length ? b : a));
    // Four bytes of UTF-8 each (the widest a character gets), and quotes, which JSON doubles.
    for (const name of ["𝕏".repeat(MAX_NAME_CHARS), '"'.repeat(MAX_NAME_CHARS), "ن".repeat(MAX_NAME_CHARS)]) {
      const cell = `"${name.replace(/"/g, '""')}"`;
      const { rows, problems } = parseResults(csv(`20270002,${cell},2009-01-01,${longestStream},99.9,pass`), streams);
      expect(problems).toEqual([]);
      expect(rows[1].record.name).toBe(name);
      const bytes = new TextEncoder().encode(JSON.stringify(rows[1].record)).byteLength;
      expect(bytes).toBeLessThanOrEqual(PADDED_RECORD_BYTES);
    }
  });

  it("a duplicate seat names both lines, Arabic-Indic digits being the same seat", () => {
    const { rows, problems } = parseResults(csv(FAIL, "٢٠٢٧٠٠٠١,Again,2009-01-01,literary,70,pass"), streams);
    expect(rows).toHaveLength(2);
    expect(problems).toEqual([
      { line: 4, field: "seat", message: expect.stringMatching(/20270001 مكرر: في السطر 2 والسطر 4/) },
    ]);
  });

  it("every bad row and every bad field of a row is reported, in file order", () => {
    const { problems } = parseResults(
      csv(
        "123,X,2009-01-01,literary,70,pass",
        FAIL,
        "20270009,,2020-01-01,medical,45.55,maybe",
        "20270010,X,2009-01-01,literary,70",
      ),
      streams,
    );
    expect(problems.map((p) => [p.line, p.field ?? "-"])).toEqual([
      [3, "seat"],
      [5, "name"],
      [5, "birth_date"],
      [5, "stream"],
      [5, "result"],
      [5, "average"],
      [6, "-"],
    ]);
    expect(problems.at(-1)!.message).toMatch(/عدد الخانات 5 والمتوقع 6/);
  });

  it("the header: a missing column and a column named twice", () => {
    const missing = parseResults(
      "seat,name,birth_date,stream,average\n" + "20270001,X,2009-01-01,literary,70\n",
      streams,
    );
    expect(missing.problems).toEqual([{ line: 1, field: "result", message: expect.stringMatching(/النتيجة/) }]);
    const twice = parseResults(`${HEADER},الاسم\n${GOOD},Y\n`, streams);
    expect(twice.problems).toEqual([{ line: 1, field: "name", message: expect.stringMatching(/مرتين/) }]);
  });

  it("an empty file, a header alone, a quote left open", () => {
    expect(parseResults("", streams).problems).toEqual([{ line: 1, message: expect.stringMatching(/فارغ/) }]);
    expect(parseResults(HEADER + "\n", streams).problems).toEqual([{ line: 1, message: expect.any(String) }]);
    const open = parseResults(csv('20270002,"Open quote,2009-01-01,literary,70,pass', FAIL), streams).problems;
    expect(open).toEqual([{ line: 3, message: expect.stringMatching(/CSV/) }]);
  });
});

describe("encodings", () => {
  const arabic =
    "رقم الجلوس,الاسم,تاريخ الميلاد,الفرع,المعدل,النتيجة\r\n20270001,سلمى خالد الأحمد (تجريبية),14/03/2009,العلمي,94.6,ناجح\r\n";

  it("Windows-1256, as Arabic Excel saves CSV, is detected and decoded", () => {
    const bytes = iconv.encode(arabic, "windows-1256");
    expect(bytes.length).toBeLessThan(Buffer.byteLength(arabic)); // one byte a letter: really 1256
    expect(detectEncoding(bytes)).toBe("windows-1256");
    const read = readResultsCsv(bytes, streams);
    expect(read).toMatchObject({ encoding: "windows-1256", problems: [] });
    expect(read.rows[0].record).toEqual({
      name: "سلمى خالد الأحمد (تجريبية)",
      stream: "scientific",
      average: 94.6,
      result: "pass",
    });
  });

  it("UTF-8 with a byte-order mark: the mark is not part of the first header", () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(arabic)]);
    expect(detectEncoding(bytes)).toBe("utf8");
    const read = readResultsCsv(bytes, streams);
    expect(read).toMatchObject({ encoding: "utf8", problems: [] });
    expect(read.rows[0].record.name).toBe("سلمى خالد الأحمد (تجريبية)");
  });

  it("UTF-8 without a mark, and an encoding named by the caller wins over detection", () => {
    expect(readResultsCsv(Buffer.from(arabic), streams)).toMatchObject({ encoding: "utf8", problems: [] });
    const misread = readResultsCsv(Buffer.from(arabic), streams, "windows-1256");
    expect(misread.encoding).toBe("windows-1256");
    expect(misread.problems.length).toBeGreaterThan(0); // UTF-8 read as 1256: no header is recognised
  });
});

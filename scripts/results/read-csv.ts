/**
 * The ministry's spreadsheet export → validated rows, or every problem with its line and column.
 *
 * Pure (bytes in, rows and problems out) so every rule is unit-tested without a disk; the import
 * publishes nothing unless the list of problems is empty. Line numbers are the file's own, the
 * header being line 1, so whoever fixes the spreadsheet finds the row.
 */
import iconv from "iconv-lite";
import { parse } from "csv-parse/sync";
import { MAX_NAME_CHARS, PADDED_RECORD_BYTES, type ResultRecord } from "#app/features/results/record-crypto.ts";
import { calendarDate, canonicalSeat, parseIsoDate } from "#app/features/results/key-fields.ts";
import type { ResultsStream } from "./content.ts";
import { foldLabel } from "./text.ts";
import { westernDigits } from "#app/lib/format.ts";

export type Encoding = "utf8" | "windows-1256";

/** The columns, by key; each with the headers accepted for it (compared after `foldLabel`). */
export const COLUMNS = {
  seat: ["seat", "رقم الجلوس"],
  name: ["name", "الاسم", "اسم الطالب"],
  birth_date: ["birth_date", "تاريخ الميلاد"],
  stream: ["stream", "الفرع"],
  average: ["average", "المعدل"],
  result: ["result", "النتيجة"],
} as const;
export type Column = keyof typeof COLUMNS;

/** A problem with the file: its line (the header is line 1), the column when one is at fault. */
export interface RowProblem {
  line: number;
  field?: Column;
  message: string;
}

/** One valid row, ready to seal. */
export interface ResultRow {
  line: number;
  /** Canonical seat (western digits, 5–10 of them). */
  seat: string;
  /** Canonical date of birth, YYYY-MM-DD. */
  dob: string;
  record: ResultRecord;
}

export interface ReadResult {
  encoding: Encoding;
  rows: ResultRow[];
  problems: RowProblem[];
}

/** Birth years a Tawjihi candidate can have; outside them the date is a typing error. */
export const BIRTH_YEARS = { min: 1990, max: 2015 } as const;
/** The ministry publishes an average only for a pass, and a pass is 50 or more. */
export const AVERAGE_RANGE = { min: 50, max: 100 } as const;

const utf8 = new TextEncoder();

const RESULT_WORDS: Record<string, ResultRecord["result"]> = {
  pass: "pass",
  fail: "fail",
  [foldLabel("ناجح")]: "pass",
  [foldLabel("ناجحة")]: "pass",
  [foldLabel("راسب")]: "fail",
  [foldLabel("راسبة")]: "fail",
};

/** `utf8` when the bytes are valid UTF-8 (a BOM or not), else the usual Arabic Excel export. */
export function detectEncoding(bytes: Uint8Array): Encoding {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return "utf8";
  } catch {
    return "windows-1256";
  }
}

/** The file's text, without a byte-order mark. */
export function decodeCsv(bytes: Uint8Array, encoding: Encoding = detectEncoding(bytes)): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding, { stripBOM: true });
}

/**
 * The header line's separator: Excel writes `;` where the decimal mark is a comma and a tab for
 * "Unicode text"; the one that occurs most in the first line wins (a comma when none does).
 */
function detectDelimiter(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((d) => [d, first.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** Decodes, parses and validates a whole file. */
export function readResultsCsv(bytes: Uint8Array, streams: readonly ResultsStream[], encoding?: Encoding): ReadResult {
  const used = encoding ?? detectEncoding(bytes);
  return { encoding: used, ...parseResults(decodeCsv(bytes, used), streams) };
}

/** Parses and validates decoded text. */
export function parseResults(text: string, streams: readonly ResultsStream[]): Omit<ReadResult, "encoding"> {
  const problems: RowProblem[] = [];
  let records: { record: string[]; info: { lines: number } }[];
  let lastLine = 0; // where the last complete record ended: a quote left open starts after it
  const delimiter = detectDelimiter(text);
  // Where cells are not comma-separated, a comma in the average is the decimal mark (`91,2`):
  // Excel writes `;` (or a tab) precisely where the locale's decimal mark is a comma.
  const decimalComma = delimiter !== ",";
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record, context) => ((lastLine = context.lines), record),
    }) as unknown as typeof records; // `info: true` wraps each record; the typings miss it
  } catch (error) {
    const e = error as Error & { code?: string; lines?: number };
    const message =
      e.code === "CSV_QUOTE_NOT_CLOSED"
        ? 'خطأ في صيغة CSV: علامة تنصيص (") تُفتح في هذا السطر ولا تُغلق حتى آخر الملف'
        : `خطأ في صيغة CSV: ${e.message}`;
    return {
      rows: [],
      problems: [{ line: e.code === "CSV_QUOTE_NOT_CLOSED" ? lastLine + 1 : (e.lines ?? 1), message }],
    };
  }
  if (!records.length) return { rows: [], problems: [{ line: 1, message: "الملف فارغ: لا سطر عناوين فيه" }] };

  const [header, ...body] = records;
  const index = columnIndex(header.record, problems);
  if (!index) return { rows: [], problems };

  const checkStream = streamMatcher(streams);
  const rows: ResultRow[] = [];
  const seatLines = new Map<string, number>();
  for (const { record: cells, info } of body) {
    // csv-parse counts the line where a record ends; a quoted line break inside it moves its start.
    const line = info.lines - cells.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
    if (cells.every((c) => c === "")) continue; // Excel's trailing ",,,,," rows
    if (cells.length !== header.record.length) {
      problems.push({
        line,
        message: `عدد الخانات ${cells.length} والمتوقع ${header.record.length} كما في سطر العناوين`,
      });
      continue;
    }
    const row = checkRow(line, (c) => cells[index[c]], checkStream, decimalComma, problems);
    if (!row) continue;
    const first = seatLines.get(row.seat);
    if (first !== undefined) {
      problems.push({ line, field: "seat", message: `رقم الجلوس ${row.seat} مكرر: في السطر ${first} والسطر ${line}` });
      continue;
    }
    seatLines.set(row.seat, line);
    rows.push(row);
  }
  if (!rows.length && !problems.length) problems.push({ line: 1, message: "لا صفوف بعد سطر العناوين" });
  return { rows, problems };
}

/** Where each column is; undefined (with problems) when one is missing or named twice. */
function columnIndex(header: string[], problems: RowProblem[]): Record<Column, number> | undefined {
  const found: Partial<Record<Column, number>> = {};
  const before = problems.length;
  header.forEach((label, i) => {
    const folded = foldLabel(label);
    const column = (Object.keys(COLUMNS) as Column[]).find((c) => COLUMNS[c].some((a) => foldLabel(a) === folded));
    if (!column) return; // other columns of the export (school, district…) are not published
    if (found[column] !== undefined)
      problems.push({ line: 1, field: column, message: `العمود ${column} مذكور مرتين في سطر العناوين` });
    else found[column] = i;
  });
  for (const column of Object.keys(COLUMNS) as Column[])
    if (found[column] === undefined)
      problems.push({
        line: 1,
        field: column,
        message: `العمود ${column} («${COLUMNS[column][1]}») غير موجود في سطر العناوين`,
      });
  return problems.length > before ? undefined : (found as Record<Column, number>);
}

type Cell = (column: Column) => string;

/** One data row: every field checked, each fault reported; the row only when all are right. */
function checkRow(
  line: number,
  cell: Cell,
  checkStream: (raw: string) => string | { problem: string },
  decimalComma: boolean,
  problems: RowProblem[],
): ResultRow | undefined {
  const before = problems.length;
  const report = (field: Column, message: string) => problems.push({ line, field, message });

  const rawSeat = cell("seat");
  const seat = canonicalSeat(rawSeat);
  if (!rawSeat) report("seat", "رقم الجلوس فارغ");
  else if (!seat) report("seat", `رقم جلوس غير صالح «${rawSeat}»: المتوقع من 5 إلى 10 أرقام`);

  const name = cell("name").replace(/\s+/g, " ");
  const nameChars = [...name].length;
  const invisible = /[\p{Cc}\p{Cs}]/u.exec(name)?.[0];
  if (!name) report("name", "الاسم فارغ");
  else if (nameChars > MAX_NAME_CHARS)
    report(
      "name",
      `الاسم أطول من ${MAX_NAME_CHARS} حرف (طوله ${nameChars})؛ الاسم الرباعي لا يتجاوز نحو 60 حرفًا، فراجع الخانة`,
    );
  else if (invisible) report("name", `في الاسم محرف غير مرئي أو غير صالح (${codePoint(invisible)})؛ احذفه من الخانة`);

  const dob = checkBirthDate(cell("birth_date"));
  if (typeof dob !== "string") report("birth_date", dob.problem);

  const stream = checkStream(cell("stream"));
  if (typeof stream !== "string") report("stream", stream.problem);

  const rawResult = cell("result");
  const result = RESULT_WORDS[foldLabel(rawResult)];
  if (!rawResult) report("result", "النتيجة فارغة");
  else if (!result) report("result", `نتيجة غير معروفة «${rawResult}»؛ المتوقع pass أو fail أو ناجح أو راسب`);

  const rawAverage = cell("average");
  let average: number | undefined;
  if (rawAverage && result === "fail") report("average", `المعدل يُترك فارغًا للراسب، وفي السطر «${rawAverage}»`);
  else if (rawAverage) {
    const checked = checkAverage(rawAverage, decimalComma);
    if (typeof checked !== "number") report("average", checked.problem);
    else average = checked;
  } else if (result === "pass") report("average", "المعدل فارغ، وهو مطلوب للناجح");

  if (problems.length > before || !seat || !result || typeof dob !== "string" || typeof stream !== "string")
    return undefined;
  const record: ResultRecord = average === undefined ? { name, stream, result } : { name, stream, average, result };
  // The name's cap keeps every record within the padding (record-crypto.ts); this guard makes sure.
  const bytes = utf8.encode(JSON.stringify(record)).byteLength;
  if (bytes > PADDED_RECORD_BYTES) {
    report("name", `السجل ${bytes} بايت، وأقصاه ${PADDED_RECORD_BYTES}: قصّر الاسم`);
    return undefined;
  }
  return { line, seat, dob, record };
}

/** `U+0007`: a character named by its code point, for one that cannot be shown. */
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** `YYYY-MM-DD` or `DD/MM/YYYY` (either digit style), a real day, a plausible year. */
function checkBirthDate(raw: string): string | { problem: string } {
  if (!raw) return { problem: "تاريخ الميلاد فارغ" };
  const western = westernDigits(raw);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(western);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(western);
  if (!iso && !dmy) return { problem: `تاريخ ميلاد غير مفهوم «${raw}»: اكتبه بصيغة YYYY-MM-DD أو DD/MM/YYYY` };
  const date = iso ? parseIsoDate(western) : calendarDate(Number(dmy![3]), Number(dmy![2]), Number(dmy![1]));
  if (!date) return { problem: `تاريخ الميلاد «${raw}» ليس يومًا في التقويم` };
  const year = Number(date.slice(0, 4));
  if (year < BIRTH_YEARS.min || year > BIRTH_YEARS.max)
    return { problem: `سنة الميلاد ${year} خارج المدى المقبول (${BIRTH_YEARS.min}–${BIRTH_YEARS.max})` };
  return date;
}

/**
 * 50–100 with one decimal at most (`94.60` is 94.6; `94.65` is refused, never rounded). The decimal
 * mark is `.` or the Arabic `٫`, and a comma too in a file whose cells are not comma-separated.
 */
function checkAverage(raw: string, decimalComma: boolean): number | { problem: string } {
  let text = westernDigits(raw).replace("\u066B", ".");
  if (decimalComma) text = text.replace(",", ".");
  const m = /^(\d{1,3})(?:\.(\d+))?$/.exec(text);
  if (!m) return { problem: `معدل غير مفهوم «${raw}»: المتوقع عدد مثل 94.6` };
  const value = Number(text);
  if (value < AVERAGE_RANGE.min || value > AVERAGE_RANGE.max)
    return { problem: `المعدل ${raw} خارج المدى ${AVERAGE_RANGE.min}–${AVERAGE_RANGE.max}` };
  if ((m[2] ?? "").replace(/0+$/, "").length > 1) return { problem: `المعدل ${raw} بأكثر من منزلة عشرية واحدة` };
  return Math.round(value * 10) / 10;
}

/** A stream cell → its code: the code itself, or the Arabic name (`العلمي` or `الفرع العلمي`). */
function streamMatcher(streams: readonly ResultsStream[]) {
  const byLabel = new Map<string, string>();
  for (const s of streams) for (const label of [s.code, s.name, s.inText]) byLabel.set(foldLabel(label), s.code);
  const expected = streams.map((s) => `${s.code} (${s.name})`).join("، ");
  return (raw: string): string | { problem: string } => {
    if (!raw) return { problem: "الفرع فارغ" };
    return byLabel.get(foldLabel(raw)) ?? { problem: `فرع غير معروف «${raw}»؛ المتوقع أحد: ${expected}` };
  };
}

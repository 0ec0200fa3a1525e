/**
 * Invented results, as the ministry's Excel export would hold them (Arabic headers, Arabic stream
 * names, DD/MM/YYYY dates, UTF-8 with a byte-order mark, CRLF), for the sample site, the tests and
 * the benchmark. Seeded: row N is the same every time, whatever the number of rows asked for, so
 * the seats the README names always exist. Every name says «(تجريبي)» or «(تجريبية)».
 */
import type { ResultsStream } from "./content.ts";

export interface SampleRow {
  seat: string;
  name: string;
  /** YYYY-MM-DD */
  dob: string;
  /** Stream code. */
  stream: string;
  average?: number;
  result: "pass" | "fail";
}

/** How many invented rows `npm start` publishes (`results:sample -- --publish-if-empty`). */
export const PUBLISHED_SAMPLE_ROWS = 200;

/**
 * The rows the README documents: two passes and a fail, to try the page with; the first rows of
 * every sample (sample-data.test.ts checks the README's table against the published rows).
 */
export const FIXED_SAMPLE_ROWS: readonly SampleRow[] = [
  {
    seat: "20270001",
    name: "سلمى خالد الأحمد (تجريبية)",
    dob: "2009-03-14",
    stream: "scientific",
    average: 94.6,
    result: "pass",
  },
  {
    seat: "20270002",
    name: "يوسف محمود الخطيب (تجريبي)",
    dob: "2009-11-02",
    stream: "literary",
    average: 78.5,
    result: "pass",
  },
  { seat: "20270003", name: "عمر سامي النجار (تجريبي)", dob: "2008-06-30", stream: "industrial", result: "fail" },
];

const FIRST_MALE = ["أحمد", "محمد", "يوسف", "عمر", "خالد", "سامي", "إبراهيم", "طارق", "باسل", "ليث"];
const FIRST_FEMALE = ["سلمى", "مريم", "ليان", "هبة", "نور", "رغد", "جنى", "دانة", "تالا", "شهد"];
const FATHERS = ["محمود", "عبد الله", "حسن", "جمال", "ناصر", "فادي", "زياد", "رائد", "عماد", "وليد"];
const FAMILIES = ["الأحمد", "الخطيب", "النجار", "العلي", "الحسيني", "الشريف", "المصري", "الخليلي", "عودة", "حمدان"];

/** Roughly how Tawjihi candidates spread over the streams (per 100). */
const STREAM_WEIGHTS: Record<string, number> = {
  scientific: 32,
  literary: 38,
  entrepreneurship: 8,
  sharia: 4,
  technology: 6,
  industrial: 5,
  agricultural: 2,
  hospitality: 2,
  "home-economics": 3,
};

/** mulberry32: a tiny seeded generator, enough for invented data. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 2027;
const FIRST_SEAT = 20270001;
/** Candidates of 2027 are born between September 2008 and August 2010, mostly. */
const BORN_FROM = Date.UTC(2008, 8, 1);
const BORN_DAYS = 730;

export function sampleRows(count: number): SampleRow[] {
  const random = seeded(SEED);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const streams = Object.entries(STREAM_WEIGHTS);
  const totalWeight = streams.reduce((n, [, w]) => n + w, 0);
  const rows: SampleRow[] = [];
  for (let i = 0; i < count; i++) {
    // Draw the same numbers for every row, fixed or not, so row N never depends on the count.
    const female = random() < 0.5;
    const name = `${pick(female ? FIRST_FEMALE : FIRST_MALE)} ${pick(FATHERS)} ${pick(FAMILIES)} ${female ? "(تجريبية)" : "(تجريبي)"}`;
    const dob = new Date(BORN_FROM + Math.floor(random() * BORN_DAYS) * 86_400_000).toISOString().slice(0, 10);
    let w = random() * totalWeight;
    const stream = streams.find(([, weight]) => (w -= weight) < 0)?.[0] ?? "literary";
    const pass = random() < 0.85;
    // Passing averages lean towards the middle of 50–100, as real ones do.
    const average = Math.round((50 + 49.9 * ((random() + random()) / 2)) * 10) / 10;
    rows.push(
      FIXED_SAMPLE_ROWS[i] ?? {
        seat: String(FIRST_SEAT + i),
        name,
        dob,
        stream,
        ...(pass ? { average } : {}),
        result: pass ? "pass" : "fail",
      },
    );
  }
  return rows;
}

const HEADER = ["رقم الجلوس", "الاسم", "تاريخ الميلاد", "الفرع", "المعدل", "النتيجة"];

/** A CSV cell, quoted when it has to be (names may hold a comma). */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The rows as the ministry's export writes them. */
export function sampleCsv(rows: readonly SampleRow[], streams: readonly ResultsStream[]): string {
  const streamName = new Map(streams.map((s) => [s.code, s.name]));
  const lines = rows.map((r) => {
    const [y, m, d] = r.dob.split("-");
    return [
      r.seat,
      r.name,
      `${d}/${m}/${y}`,
      streamName.get(r.stream) ?? r.stream,
      r.average === undefined ? "" : r.average.toFixed(1),
      r.result === "pass" ? "ناجح" : "راسب",
    ]
      .map(cell)
      .join(",");
  });
  return "\uFEFF" + [HEADER.join(","), ...lines].join("\r\n") + "\r\n";
}

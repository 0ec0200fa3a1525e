/**
 * The admission answer checked end to end against an independent reading of the content
 * (tests/support/admission-oracle.ts, which imports nothing of app/features/admission): for every
 * certificate × each stream it allows × each threshold the content states (each program's minimum
 * or its level's ministry floor; the scholarship tiers in the stream the most degrees take) and
 * ±0.01, ±0.05 around it (for the Palestinian Tawjihi, written with one decimal: ±0.1, and 0.05
 * below, which must be refused), in Arabic (in English, on each threshold and one step below it),
 * what the page says: which programs open, the scholarship line, and each program's fees before and
 * after its discount. A stream a certificate does not allow must open nothing.
 *
 * The pages are fetched as a browser without JavaScript gets them (the finder is a GET form) and
 * read with the browser's own HTML parser; a few cases are also typed into the form with JavaScript.
 * A failure lists every case that differs: the URL, what the content says, and what the page says.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  expectedAnswer,
  hundredths,
  oracleCases,
  readAdmissionContent,
  scoreAt,
  step,
  writable,
  type Expected,
  type Lang,
  type OracleCase,
} from "#tests/support/admission-oracle.ts";

const content = readAdmissionContent();
const LANGS: Lang[] = ["ar", "en"];
/**
 * In Arabic every offset around each threshold; in English each threshold's two sides only (on it
 * and one step below): the answer is the same loader's in both languages, and what English adds,
 * its words, names and figures, shows in each kind of answer those cases reach (the programs
 * opened, the closed list, the scholarship line, the fees). Every offset in English too took the
 * suite 45 more seconds of a worker for no rule of its own.
 */
const casesIn: Record<Lang, OracleCase[]> = {
  ar: oracleCases(content),
  en: oracleCases(content, { around: "both sides" }),
};

/** The words of the page the reading needs, from the interface messages (what the page renders). */
const messages = (lang: Lang) => JSON.parse(readFileSync(`app/i18n/messages/${lang}.json`, "utf8"));
const WORDS = Object.fromEntries(
  LANGS.map((lang) => {
    const m = messages(lang);
    const before = (key: string, slot: string) => (m[key] as string).split(slot)[0];
    return [
      lang,
      {
        closeTitle: before("admission.answer.close.title", "{programs}"),
        tierLine: before("admission.finder.scholarship", "{name}"),
        costAfter: m["admission.cost.after"] as string,
      },
    ];
  }),
) as Record<Lang, { closeTitle: string; tierLine: string; costAfter: string }>;

const url = (c: OracleCase, lang: Lang) =>
  `${lang === "ar" ? "" : `/${lang}`}/admission-keys?certificate=${c.certificate}&stream=${c.stream}&average=${c.typed}`;

interface PageProgram {
  name: string;
  perHour: number | null;
  before: number | null;
  /** The label of the line after the discount («بعد «…»»), none without one. */
  afterLabel: string | null;
  after: number | null;
}
interface PageAnswer {
  open: PageProgram[];
  /** The answer's scholarship line, when it names one. */
  tierLine: string | null;
}

/**
 * Reads answers from HTML documents, in the browser: the programs of the group the student can
 * apply to (every list of the answer but the one under the «close to your average» heading), the
 * fees of each, and the scholarship line.
 */
function readAnswers(page: Page, htmls: string[] | "this page", words: (typeof WORDS)[Lang]): Promise<PageAnswer[]> {
  return page.evaluate(
    ({ htmls, words }) => {
      const number = (text: string | null | undefined) => {
        const m = /\d[\d,\u066C]*/.exec(text ?? "");
        return m ? Number(m[0].replace(/[,\u066C]/g, "")) : null;
      };
      const read = (root: ParentNode): PageAnswer => {
        const section = root.querySelector("section[aria-labelledby=answer-title]");
        if (!section) return { open: [], tierLine: null };
        const open: PageProgram[] = [];
        for (const ol of section.querySelectorAll(":scope > ol")) {
          let heading = ol.previousElementSibling;
          while (heading && heading.tagName !== "H4") heading = heading.previousElementSibling;
          if (heading?.textContent?.trim().startsWith(words.closeTitle)) continue;
          for (const li of ol.querySelectorAll(":scope > li")) {
            const rows = [...li.querySelectorAll("dl > div")];
            open.push({
              name: li.querySelector("a[data-print-href]")?.textContent?.trim() ?? "(no link)",
              perHour: number(rows[0]?.querySelector("dd")?.textContent),
              before: number(rows[1]?.querySelector("dd")?.textContent),
              afterLabel: rows[2]?.querySelector("dt")?.textContent?.trim() ?? null,
              after: number(rows[2]?.querySelector("dd strong")?.textContent),
            });
          }
        }
        const tierLine =
          [...section.querySelectorAll(":scope > p")]
            .map((p) => p.textContent?.trim() ?? "")
            .find((text) => text.startsWith(words.tierLine)) ?? null;
        return { open, tierLine };
      };
      if (htmls === "this page") return [read(document)];
      const parser = new DOMParser();
      return htmls.map((html) => read(parser.parseFromString(html, "text/html")));
    },
    { htmls, words },
  );
}

/** What differs between the oracle's answer and the page's (none: they agree), in one line. */
function differences(expected: Expected, got: PageAnswer, lang: Lang): string[] {
  const problems: string[] = [];
  const quote = (text: string) => `«${text.length > 90 ? `${text.slice(0, 90)}…` : text}»`;
  if (expected.kind === "refused") {
    if (got.open.length)
      problems.push(
        `should open nothing (${expected.why}), opens ${got.open.length}: ${got.open.map((p) => quote(p.name)).join(", ")}`,
      );
    if (got.tierLine) problems.push(`should name no scholarship (${expected.why}), says ${quote(got.tierLine)}`);
    return problems.length ? [problems.join("; ")] : [];
  }
  const names = new Set(got.open.map((p) => p.name));
  const wanted = new Set(expected.open.map((p) => p.name));
  const extra = got.open.filter((p) => !wanted.has(p.name)).map((p) => quote(p.name));
  const missing = expected.open.filter((p) => !names.has(p.name)).map((p) => quote(p.name));
  if (extra.length) problems.push(`opens what the content does not: ${extra.join(", ")}`);
  if (missing.length) problems.push(`does not open: ${missing.join(", ")}`);
  const tierWords = WORDS[lang].tierLine;
  if (expected.tier === undefined && got.tierLine)
    problems.push(`expected no scholarship, says ${quote(got.tierLine)}`);
  if (expected.tier !== undefined && !got.tierLine?.startsWith(tierWords + expected.tier))
    problems.push(`expected the scholarship «${expected.tier}», says ${got.tierLine ? quote(got.tierLine) : "none"}`);
  const fees: string[] = [];
  for (const e of expected.open) {
    const p = got.open.find((x) => x.name === e.name);
    if (!p) continue;
    const afterLabel = e.tier === undefined ? null : WORDS[lang].costAfter.replace("{name}", e.tier);
    const want = { perHour: e.perHour, before: e.before, afterLabel, after: e.after ?? null };
    const have = { perHour: p.perHour, before: p.before, afterLabel: p.afterLabel, after: p.after };
    if (JSON.stringify(want) !== JSON.stringify(have))
      fees.push(`«${e.name}»: expected ${JSON.stringify(want)}, got ${JSON.stringify(have)}`);
  }
  if (fees.length)
    problems.push(`fees differ for ${fees.length} of ${expected.open.length} programs, first ${fees[0]}`);
  return problems.length ? [problems.join("; ")] : [];
}

/** Fetches the pages `concurrency` at a time, uncompressed (the server's CPU is the budget). */
async function fetchAll(request: APIRequestContext, paths: string[], concurrency = 4): Promise<string[]> {
  const htmls: string[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const i = next++;
      const response = await request.get(paths[i], { headers: { "accept-encoding": "identity" } });
      if (!response.ok()) throw new Error(`${paths[i]}: status ${response.status()}`);
      htmls[i] = await response.text();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return htmls;
}

const certificates = [...new Set(casesIn.ar.map((c) => c.certificate))];

test.describe("the admission answer agrees with a second reading of the content", () => {
  test("the cases cover every certificate, a stream each, and scores around each threshold", () => {
    expect(content.degrees.length, "degrees with minimums in content/").toBeGreaterThan(0);
    for (const cert of content.certificates) {
      expect(cert.streams.length, `streams of «${cert.code}»`).toBeGreaterThan(0);
      for (const lang of LANGS)
        expect(
          casesIn[lang].filter((c) => c.certificate === cert.code).length,
          `${lang} cases of «${cert.code}»`,
        ).toBeGreaterThan(3);
    }
  });

  for (const lang of LANGS)
    for (const certificate of certificates) {
      const mine = casesIn[lang].filter((c) => c.certificate === certificate);
      test(`${lang}: ${certificate || "Palestinian Tawjihi"} (${mine.length} cases), without JavaScript`, async ({
        page,
        request,
      }) => {
        // About 150 pages: 40 ms of the server's CPU each, a few seconds on an idle machine, minutes on a crowded one.
        test.setTimeout(240_000);
        await page.goto("about:blank");
        const htmls = await fetchAll(
          request,
          mine.map((c) => url(c, lang)),
        );
        const problems: string[] = [];
        for (let i = 0; i < mine.length; i += 40) {
          const answers = await readAnswers(page, htmls.slice(i, i + 40), WORDS[lang]);
          answers.forEach((got, k) => {
            const c = mine[i + k];
            const expected = expectedAnswer(content, c.certificate, c.stream, c.typed, lang);
            for (const p of differences(expected, got, lang)) problems.push(`${url(c, lang)}: ${p}`);
          });
        }
        expect(problems, `${problems.length} of ${mine.length} cases differ from the content`).toEqual([]);
      });
    }

  test("typed into the form with JavaScript: each certificate on both sides of the highest tier", async ({ page }) => {
    const top = Math.max(...content.tiers.map((t) => t.minAverage));
    const picks: [OracleCase, Lang][] = [];
    for (const cert of content.certificates) {
      const at = scoreAt(cert, top);
      if (at === undefined) continue;
      for (const [below, lang] of [
        [true, "en"],
        [false, "ar"],
      ] as const) {
        // On the tier's threshold as the certificate is written, and one step of it below.
        const score = writable(cert, hundredths(at)) - (below ? step(cert) : 0);
        if (score >= hundredths(cert.min) && score <= hundredths(cert.max))
          picks.push([{ certificate: cert.code, stream: cert.streams[0], typed: String(score / 100) }, lang]);
      }
    }
    const problems: string[] = [];
    for (const [c, lang] of picks) {
      await page.goto(lang === "ar" ? "/admission-keys" : `/${lang}/admission-keys`);
      await page.locator("#certificate").selectOption(c.certificate);
      await page.locator("#stream").selectOption(c.stream);
      await page.locator("#average").fill(c.typed);
      await page.locator("search button[type=submit]").click();
      await expect(page).toHaveURL(new RegExp(`average=${c.typed.replace(".", "\\.")}(&|$)`));
      const expected = expectedAnswer(content, c.certificate, c.stream, c.typed, lang);
      if (expected.kind === "answer") await expect(page.locator("section[aria-labelledby=answer-title]")).toBeVisible();
      const [got] = await readAnswers(page, "this page", WORDS[lang]);
      for (const p of differences(expected, got, lang)) problems.push(`${url(c, lang)} (typed, with JavaScript): ${p}`);
    }
    expect(problems, `${problems.length} of ${picks.length} typed cases differ from the content`).toEqual([]);
  });
});

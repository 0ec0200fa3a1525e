/**
 * Mixed direction (issue 52): on every page of the sitemap, in both languages, each e-mail
 * address, phone number and grade formula (`A* = 56`) the page shows reads left to right as it is
 * written, measured by where Chromium draws each of its characters; and the full stop or comma
 * after it stays outside it, at the end of the sentence. The runs are found by what they are
 * (the text's e-mail addresses and phone numbers, every `mailto:` and `tel:` link), not by page.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { expectHydrated, registry, sitemapPaths } from "./support.ts";
import { programPath } from "#app/lib/paths.ts";
import { WAITING_BLOCKS } from "#app/components/ui/render-when-near.ts";
import { WHOLE_UP_TO } from "#app/lib/contacts.ts";
import { pageTypeOf } from "./subjects.ts";

/** What one page's check found. */
interface PageRuns {
  measured: { kind: string; text: string }[];
  wrong: string[];
  /** `mailto:`/`tel:` links whose text is not an address or a number the check recognises. */
  unrecognisedLinks: string[];
}

/**
 * In the page: finds the runs in the text of the page as laid out, and for each, the position of
 * each of its characters (a Range on the character, its first client rect). Written out here, not
 * imported from the app: the check must not share the splitter it judges.
 */
/** What the check measures, by kind: e-mail addresses, phone numbers, grade formulas (`A* = 56`). */
const RUN_PATTERNS: [kind: string, source: string][] = [
  ["email", String.raw`[A-Za-z0-9][\w.+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`],
  ["phone", String.raw`\+\d{1,3}(?:[ -]\d{1,4}){2,4}(?!\d)|(?<![\d+])0\d{1,2}(?:[ -]\d{3,4}){2}(?!\d)`],
  // Its spaces plain or no-break (the site binds an operator to its operands: app/lib/bidi.ts).
  ["formula", String.raw`(?<![A-Za-z])[A-Z]\*?[ \u00A0]?=[ \u00A0]?\d+(?:\.\d+)?`],
];

function measureRuns({ waitingBlocks, patterns }: { waitingBlocks: string; patterns: [string, string][] }): PageRuns {
  // Closed answers (/help) and blocks that wait to be laid out are laid out to be measured (with
  // the page's scripts off, nothing renders them again).
  document.querySelectorAll("details").forEach((d) => (d.open = true));
  document.querySelectorAll<HTMLElement>(waitingBlocks).forEach((el) => (el.style.contentVisibility = "visible"));
  const PATTERNS = patterns.map(([kind, source]): [string, RegExp] => [kind, new RegExp(source, "g")]);
  const SENTENCE_PUNCTUATION = /[.،,؛;:]/;
  const SKIP = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "TITLE"]);

  const blockOf = (node: Node): Element => {
    let el = node.parentElement!;
    while (el.parentElement && getComputedStyle(el).display.startsWith("inline")) el = el.parentElement;
    return el;
  };

  // The page's text, one string, each character's text node and offset; a line break between
  // text of different blocks, so that no run is found across two of them.
  let text = "";
  const where: { node: Text; offset: number }[] = [];
  // No filter callback: with the page's scripts off, the walker may not call back into the page.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const skipped = (n: Node) => {
    for (let el = n.parentElement; el; el = el.parentElement) if (SKIP.has(el.tagName)) return true;
    return false;
  };
  let lastBlock: Element | undefined;
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    if (skipped(n)) continue;
    const block = blockOf(n);
    if (block !== lastBlock) {
      text += "\n";
      where.push({ node: n, offset: -1 });
      lastBlock = block;
    }
    for (let i = 0; i < n.data.length; i++) where.push({ node: n, offset: i });
    text += n.data;
  }

  const box = (at: number) => {
    const { node, offset } = where[at];
    if (offset < 0) return undefined;
    const range = document.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    const rect = [...range.getClientRects()].find((r) => r.width > 0);
    return rect && { x: rect.left + rect.width / 2, top: rect.top, height: rect.height };
  };

  const result: PageRuns = { measured: [], wrong: [], unrecognisedLinks: [] };
  for (const [kind, pattern] of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const from = m.index;
      const chars = [...m[0]].map((c, i) => ({ c, at: from + i })).filter(({ c }) => !/\s/.test(c));
      const boxes = chars.map(({ at }) => box(at));
      // Not shown (its block hidden): nothing to read.
      if (boxes.every((b) => !b)) continue;
      result.measured.push({ kind, text: m[0] });
      const problems: string[] = [];
      if (boxes.some((b) => !b)) problems.push("some characters are not drawn");
      for (let i = 1; i < boxes.length; i++) {
        const a = boxes[i - 1];
        const b = boxes[i];
        if (!a || !b) continue;
        const sameLine = Math.abs(a.top - b.top) < a.height / 2;
        // On one line each character is right of the one before; a run may wrap onto the next line.
        if (sameLine ? b.x <= a.x : b.top < a.top) {
          problems.push(`«${chars[i].c}» is drawn before «${chars[i - 1].c}»`);
          break;
        }
      }
      // The sentence's punctuation after it ends the sentence, outside the run: left of it on a
      // right-to-left line, right of it on a left-to-right one.
      const after = from + m[0].length;
      const last = boxes.at(-1);
      if (SENTENCE_PUNCTUATION.test(text[after] ?? "") && last) {
        const p = box(after);
        const drawn = boxes.filter((b) => b && Math.abs(b.top - last.top) < last.height / 2).map((b) => b!.x);
        if (p && Math.abs(p.top - last.top) < last.height / 2) {
          const rtl = getComputedStyle(where[after].node.parentElement!).direction === "rtl";
          if (rtl ? p.x >= Math.min(...drawn) : p.x <= Math.max(...drawn))
            problems.push(`the «${text[after]}» after it is drawn inside it`);
        }
      }
      if (problems.length) {
        // What the reader sees: the run's characters in the order they are drawn, left to right.
        const seen = chars
          .map(({ c }, i) => ({ c, b: boxes[i] }))
          .filter((x) => x.b)
          .sort((p, q) => p.b!.top - q.b!.top || p.b!.x - q.b!.x)
          .map((x) => x.c)
          .join("");
        result.wrong.push(`${kind} «${m[0]}» reads «${seen}»: ${problems.join("; ")}`);
      }
    }
  }

  // Every address and number the page links to is one the check above finds in its text.
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"], a[href^="tel:"]')) {
    const label = a.textContent!.trim();
    const recognised = PATTERNS.some(([, p]) => new RegExp(`^(?:${p.source})$`).test(label));
    if (!recognised) result.unrecognisedLinks.push(`${a.getAttribute("href")}: «${label}»`);
  }
  return result;
}

/** A prerendered page's content (`<main>`), as served. */
const mainOf = (path: string) => {
  const html = readFileSync(join("build/client", path, "index.html"), "utf8");
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
};

test("every e-mail address, phone number and grade formula reads left to right, its punctuation outside", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The pages as they are served (prerendered): what a reader sees before any script runs, and
  // hydration renders the same text. Without scripts, a hundred pages take a minute, not three.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The pages to measure, chosen by what their prerendered HTML holds: each language's home page
  // (its header and footer are every page's), and for every page type (its language and first
  // segment: /help, /colleges/…/…, /en/news/…) each shape of address, number or formula its
  // content (<main>) shows, with the two characters on each side of it, and each shape of
  // mailto:/tel: link it holds, on the first page that shows it. A shape is the text with each run
  // of Latin letters written «a», of digits «0» and of Arabic letters «ع»: what the bidirectional
  // algorithm reads (each character's class, and the punctuation and spaces as they are), not which
  // letters and digits they are. The same shape in the same type of page goes through the same code
  // and is laid out the same way (at this writing 28 of the sitemap's 124 pages, not 106: one per address).
  const anyRun = new RegExp(RUN_PATTERNS.map(([, source]) => `(?:${source})`).join("|"), "g");
  const shapeOf = (text: string) =>
    text
      .replace(/[A-Za-z]+/g, "a")
      .replace(/\d+/g, "0")
      .replace(/[\u0600-\u06FF]+/g, "ع");
  const seen = new Set<string>();
  const paths = sitemapPaths().filter((path) => {
    const main = mainOf(path);
    const text = main.replace(/<[^>]*>/g, "");
    const keys = [
      ...[...text.matchAll(anyRun)].map(
        (m) => `${pageTypeOf(path)} ${shapeOf(text.slice(Math.max(0, m.index - 2), m.index + m[0].length + 2))}`,
      ),
      ...[...main.matchAll(/href="((?:mailto|tel):[^"]*)"/g)].map((m) => `${pageTypeOf(path)} ${shapeOf(m[1])}`),
    ];
    const fresh = keys.filter((key) => !seen.has(key));
    fresh.forEach((key) => seen.add(key));
    return path === "/" || /^\/[a-z]{2}$/.test(path) || fresh.length > 0;
  });
  const byPath = new Map<string, PageRuns>();
  for (const path of paths) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    byPath.set(path, await page.evaluate(measureRuns, { waitingBlocks: WAITING_BLOCKS, patterns: RUN_PATTERNS }));
  }
  await context.close();

  const all = [...byPath.values()];
  const runs = all.flatMap((r) => r.measured);
  const wrong = [...byPath].flatMap(([path, r]) => r.wrong.map((w) => `${path}: ${w}`));
  const count = (kind: string) => runs.filter((r) => r.kind === kind).length;
  const distinct = new Set(runs.map((r) => r.text)).size;
  console.log(
    `bidi: ${byPath.size} pages, ${runs.length} runs measured (${distinct} distinct; ` +
      `${count("email")} e-mail, ${count("phone")} phone, ${count("formula")} formula), ${wrong.length} wrong`,
  );
  for (const w of wrong) console.log(`  ${w}`);

  // The pages that show them: the help and contact pages in both languages, and the formulas.
  for (const path of ["/help", "/contact-us", "/en/help", "/en/contact-us"]) {
    const kinds = byPath.get(path)?.measured.map((r) => r.kind) ?? [];
    expect(kinds, path).toContain("email");
    expect(kinds, path).toContain("phone");
  }
  expect(count("formula")).toBeGreaterThan(0);
  expect(all.flatMap((r) => r.unrecognisedLinks)).toEqual([]);
  expect(wrong).toEqual([]);
});

/**
 * What a student on a phone taps: each e-mail address and phone number a page writes in its
 * content is a link to itself (`mailto:`, `tel:` with the number's digits), so it
 * opens the mail application or the dialler. And where the screen is narrow: an address breaks
 * at a line's end only after its @ or before a dot (never at the hyphen of «al-ofoq», which would
 * read as the address's end), and a phone number not at all. Each link's box is narrowed to four
 * characters, so every break it allows is taken. The runs are found by this file's own patterns.
 */
/** An address with a part (`name@`, `.label`) that is laid out whole only up to WHOLE_UP_TO characters. */
const partLongerThanAPhoneLine = (address: string) => {
  const at = address.lastIndexOf("@") + 1;
  return [address.slice(0, at), ...address.slice(at).split(/(?=\.)/)].some((part) => part.length > WHOLE_UP_TO);
};
test("every address and number in the content is a link to itself, and breaks only after its @ or before a dot", async ({
  page,
}) => {
  const pattern = new RegExp(
    RUN_PATTERNS.filter(([kind]) => kind !== "formula")
      .map(([, s]) => `(?:${s})`)
      .join("|"),
    "g",
  );
  let links = 0;
  // The help and contact pages, and of every other type of page the first that links an address or
  // a number in its content (a college, a program, the applicants from abroad), in each language.
  const byType = new Map<string, string>();
  for (const path of sitemapPaths())
    if (/href="(?:mailto|tel):/.test(mainOf(path)) && !byType.has(pageTypeOf(path))) byType.set(pageTypeOf(path), path);
  const paths = new Set(["/help", "/en/help", "/contact-us", "/en/contact-us", ...byType.values()]);
  for (const path of paths) {
    await page.goto(path);
    const found = await page.evaluate((source) => {
      document.querySelectorAll("details").forEach((d) => (d.open = true));
      const main = document.querySelector("main")!;
      // Runs of the content's text that no link holds.
      const unlinked: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        if (!n.parentElement!.closest("a"))
          unlinked.push(...[...n.textContent!.matchAll(new RegExp(source, "g"))].map((m) => m[0]));
      // Each link to an address or a number: its text, its target, and its text as laid out, line by line.
      const links = [...main.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"], a[href^="tel:"]')].map((a) => {
        a.parentElement!.style.width = "4ch";
        const lines: string[] = [];
        let top: number | undefined;
        const texts = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        for (let n = texts.nextNode() as Text | null; n; n = texts.nextNode() as Text | null)
          for (let i = 0; i < n.data.length; i++) {
            const range = document.createRange();
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            const rect = [...range.getClientRects()].find((r) => r.width > 0);
            if (!rect) continue;
            if (top === undefined || rect.top > top + rect.height / 2) lines.push("");
            top = rect.top;
            lines[lines.length - 1] += n.data[i];
          }
        return { text: a.textContent!, href: a.getAttribute("href")!, lines };
      });
      return { unlinked, links };
    }, pattern.source);
    expect(found.unlinked, `${path}: addresses and numbers that are no link`).toEqual([]);
    for (const { text, href, lines } of found.links) {
      const phone = href.startsWith("tel:");
      expect(href, path).toBe(phone ? `tel:${text.replace(/\s/g, "")}` : `mailto:${text}`);
      if (phone) expect(lines, `${path}: ${text} on one line`).toHaveLength(1);
      else if (!partLongerThanAPhoneLine(text)) {
        // Narrowed to four characters, an address with a dot after its @ breaks; each break is a right one.
        expect(lines.length, `${path}: ${text} broken into ${lines.join(" | ")}`).toBeGreaterThan(1);
        lines.slice(1).forEach((line, i) => {
          expect(
            lines[i].endsWith("@") || line.startsWith("."),
            `${path}: ${text} broken into ${lines.join(" | ")}`,
          ).toBe(true);
        });
      }
      links++;
    }
  }
  expect(links).toBeGreaterThan(0);
});

/**
 * A grade formula is read whole: however narrow its line (a phone's, or a table's cell), «D = 24»
 * never ends a line at «D =» with its 24 on the next. Each page type's first page whose content
 * shows a formula, in each language, its blocks narrowed to four characters so that every break a
 * formula allows is taken; found by this file's own pattern.
 */
test("a grade formula stays on one line, however narrow its block", async ({ browser }) => {
  const formula = new RegExp(RUN_PATTERNS.find(([kind]) => kind === "formula")![1], "g");
  const byType = new Map<string, string>();
  for (const path of sitemapPaths()) {
    const text = mainOf(path).replace(/<[^>]*>/g, "");
    if (formula.test(text.replaceAll("&nbsp;", "\u00A0")) && !byType.has(pageTypeOf(path)))
      byType.set(pageTypeOf(path), path);
    formula.lastIndex = 0;
  }
  expect(
    [...byType.values()].some((path) => !path.startsWith("/en")),
    "an Arabic page with a formula",
  ).toBe(true);
  expect(
    [...byType.values()].some((path) => path.startsWith("/en")),
    "an English page with a formula",
  ).toBe(true);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of byType.values()) {
    await page.goto(path);
    const broken = await page.evaluate(
      ({ source, waitingBlocks }) => {
        document.querySelectorAll("details").forEach((d) => (d.open = true));
        document.querySelectorAll<HTMLElement>(waitingBlocks).forEach((el) => (el.style.contentVisibility = "visible"));
        const found: { text: string; lines: number }[] = [];
        const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null)
          for (const m of n.data.matchAll(new RegExp(source, "g"))) {
            n.parentElement!.closest<HTMLElement>("p, li, dd, td, span, div")!.style.width = "4ch";
            const tops = new Set<number>();
            for (let i = m.index; i < m.index + m[0].length; i++) {
              if (/\s/.test(n.data[i])) continue;
              const range = document.createRange();
              range.setStart(n, i);
              range.setEnd(n, i + 1);
              const rect = [...range.getClientRects()].find((r) => r.width > 0);
              if (rect) tops.add(Math.round(rect.top));
            }
            found.push({ text: m[0], lines: tops.size });
          }
        return found;
      },
      { source: formula.source, waitingBlocks: WAITING_BLOCKS },
    );
    expect(broken.length, `${path}: a formula in its text`).toBeGreaterThan(0);
    for (const { text, lines } of broken) expect(lines, `${path}: «${text}» on one line`).toBe(1);
  }
  await context.close();
});

/**
 * A word of another language is marked as one (issue 56): on an Arabic page a Latin word of the
 * content («DevOps» in a program's careers, «JavaScript» in a prose page's Markdown) sits in an
 * element whose `lang` is English, so a screen reader reads it with an English voice; the Arabic
 * around it has no `lang` but the page's; so is a word the visitor typed, where the search and
 * help pages repeat it in a sentence or a title. With the page's scripts (hydrated) and without
 * (prerendered). The subjects are chosen by what their text holds, with this rule written out here:
 * a word of two Latin letters or more, one of them small (so not a code such as NUR201), outside
 * an address.
 */
const LATIN_WORD = /(?<![A-Za-z\d])(?=[A-Za-z]{2})[A-Za-z]*[a-z][A-Za-z]*(?![A-Za-z\d])/;
const wordIn = (text: string) => LATIN_WORD.exec(text.replace(/\S*[@/]\S*/g, " "))?.[0];
const programWithWord = registry.programs.find((p) => wordIn([...p.overview, ...p.careers].join(" ")));
const proseWithWord = Object.entries(registry.pages).find(
  ([slug, p]) => sitemapPaths().includes(`/${slug}`) && wordIn(p.html.replace(/<code>.*?<\/code>|<[^>]*>/g, " ")),
);
/** A publication whose title is in Latin script, on the publications page (its title and its citation). */
const englishTitle = registry.publications.find((p) => !/[\u0600-\u06FF]/.test(p.title));
/** A word a visitor types, which the pages that answer a query repeat in their sentences and title. */
const TYPED = "campus";
const subjects = [
  { path: `/search?q=${TYPED}`, word: TYPED },
  { path: `/help?q=${TYPED}`, word: TYPED },
  ...(englishTitle ? [{ path: "/publications", word: wordIn(englishTitle.title)! }] : []),
  ...(programWithWord
    ? [
        {
          path: programPath(programWithWord.college, programWithWord.slug),
          word: wordIn([...programWithWord.overview, ...programWithWord.careers].join(" "))!,
        },
      ]
    : []),
  ...(proseWithWord
    ? [
        {
          path: `/${proseWithWord[0]}`,
          word: wordIn(proseWithWord[1].html.replace(/<code>.*?<\/code>|<[^>]*>/g, " "))!,
        },
      ]
    : []),
];

for (const javaScriptEnabled of [true, false]) {
  test(`a Latin word in Arabic content is in English, ${javaScriptEnabled ? "hydrated" : "prerendered"}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (const { path, word } of subjects) {
      await page.goto(path);
      if (javaScriptEnabled) await expectHydrated(page);
      // Each text of the page's content that holds the word, and the language it is read in.
      const languages = await page.evaluate((word) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const words = n.textContent!.split(/[^A-Za-z]+/);
          if (words.includes(word)) found.push(n.parentElement!.closest("[lang]")!.getAttribute("lang")!);
        }
        return found;
      }, word);
      expect(languages.length, `${path}: «${word}»`).toBeGreaterThan(0);
      expect(languages, `${path}: «${word}»`).toEqual(languages.map(() => "en"));
    }
    await context.close();
  });
}

/**
 * The production server's answer to a no-JavaScript lookup (a POST of the results form), its
 * refusals (too many guesses from one address, too busy), and the result card's admission answer.
 * Each is the prerendered results page with only its lookup part rendered again: the page around
 * it is the build's own HTML, read once (and compressed once, by the server), so a lookup costs its
 * derivation and a few components instead of a whole page (about 10–18 ms of the server's single
 * thread). The answer page carries no scripts: it would not hydrate (its
 * loader data is the prerendered one) and it needs none; its links are ordinary links.
 *
 * The server reaches this through the server build's entry (app/entry.server.tsx exports it).
 */
import { createContext, useContext, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { ResultsStore } from "#common/results-store.js";
import { MessagesContext } from "#app/i18n/messages.ts";
import { serverMessages } from "#app/i18n/messages.server.ts";
import { DEFAULT_LOCALE, inLocale } from "#app/i18n/locales.ts";
import { pagePath } from "#app/lib/paths.ts";
import { storeSource } from "./lookup.server.ts";
import { DATE_OF_BIRTH_PROBLEMS } from "./lookup.ts";
import {
  admissionAnswerJson,
  admissionCases,
  FIELD_MAX,
  lookupAnswer,
  lookupFacts,
  lookupInput,
  resultAnswer,
  type AdmissionCase,
} from "./lookup-answer.server.ts";
import { MAX_NAME_CHARS } from "./record-crypto.ts";
import { lookupFocusId } from "./lookup-focus.ts";
import { LookupSlotEdge } from "./ui/LookupSlotEdge.tsx";
import { ResultsLookup, type LookupAnswer } from "./ui/ResultsLookup.tsx";
import { ResultAnswer } from "./ui/ResultCard.tsx";

export interface LookupPages {
  /**
   * The page around the lookup part, as the build wrote it (scripts taken out): every answer is
   * `before`, its lookup part, then `after`. The server sends the two as it compressed them once.
   */
  page: { before: string; after: string };
  /** The lookup part that answers a lookup POST's fields. */
  answer(form: URLSearchParams): Promise<string>;
  /** The lookup part that refuses a lookup: too many guesses from this address, or the server too busy. */
  refused(reason: "limited" | "busy", retryS: number, form?: URLSearchParams): string;
  /** The result card's admission answer (`POST /admission-answer.json`): status and JSON body. */
  admission(form: URLSearchParams): { status: number; body: unknown };
  /**
   * Every admission answer there can be, as JSON (every language, stream and average): the server
   * pads each answer to the largest (docs/decisions/011). The same list for every page; made anew
   * at each call (about ten thousand answers, some seconds: the build measures them once).
   */
  admissionCases(): AdmissionCase[];
  /**
   * The lookup parts of the largest answers a lookup can give (a pass with the longest name the
   * import accepts under each of the `largest` admission answers of this language, a fail, a miss
   * and a malformed entry with the longest fields a form may send): the server pads every answer
   * to the largest. Made when asked (a few dozen renderings).
   */
  answerCases(largest: { locale: string; stream: string; average: string }[]): string[];
}

/**
 * Strings of `count` characters that take the most room: each escaped by HTML to six bytes (`'`),
 * and characters of four bytes in UTF-8 that no compression shortens much (chosen from a wide range
 * by a fixed sequence, so every start measures the same). The longest in bytes and the longest
 * gzipped are different strings; both are tried.
 */
function widestTexts(count: number, units: "codePoints" | "utf16"): string[] {
  let seed = 0x2545f491;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  const wide = () => String.fromCodePoint(0x20000 + (next() % 0xa000));
  const astral = Array.from({ length: units === "utf16" ? count / 2 : count }, wide).join("");
  const mixed = Array.from({ length: units === "utf16" ? count / 2 : count }, (_, i) => (i % 2 ? "'" : wide())).join(
    "",
  );
  return ["'".repeat(count), astral, mixed];
}

/** Admission answers kept rendered: pairs of stream and average, a few thousand on results day (about 30 KB each). */
const ANSWER_CACHE_ENTRIES = 1024;

/** Every script of a page (module, inline data, JSON-LD) and every module preload. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g;

/** What a rendering puts in the page's lookup part. */
const SlotContent = createContext<ReactNode>(null);
const Slot = () => useContext(SlotContent);

/**
 * @param pageHtml the prerendered `/high-school-results` page, in `locale`'s language
 * @param store the results store the server serves `/results/` from
 * @param locale the page's language (`/en/high-school-results` is English, decision 026)
 */
export async function createLookupPages(
  pageHtml: string,
  store: ResultsStore,
  now: () => number = Date.now,
  locale: string = DEFAULT_LOCALE.code,
): Promise<LookupPages> {
  const [start, end] = (["start", "end"] as const).map((edge) => renderToStaticMarkup(<LookupSlotEdge edge={edge} />));
  const page = pageHtml.replace(SCRIPTS, "");
  const startAt = page.indexOf(start);
  const endAt = page.indexOf(end);
  if (startAt < 0 || endAt < startAt) throw new Error("The results page has no lookup part (LookupSlotEdge).");
  const [before, after] = [page.slice(0, startAt + start.length), page.slice(endAt)];

  // The components use the router (links, matches) and the messages: one static router, made once.
  const handler = createStaticHandler([{ path: "*", Component: Slot }]);
  // At the page's own address: the components read the page's language from it.
  const context = await handler.query(
    new Request(`http://localhost${inLocale(pagePath("/high-school-results"), locale)}`),
  );
  if (context instanceof Response) throw new Error("The lookup's static router did not match.");
  const router = createStaticRouter(handler.dataRoutes, context);
  const messages = serverMessages(locale);
  const facts = lookupFacts(locale);
  const source = storeSource(store, now);

  const render = (content: ReactNode) =>
    renderToStaticMarkup(
      <MessagesContext.Provider value={messages}>
        <SlotContent.Provider value={content}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SlotContent.Provider>
      </MessagesContext.Provider>,
    );

  // The lookup part of an answer, its first field in error or its answer marked `autofocus`
  // (lookup-focus.ts): the browser focuses it, and scrolls to it, as the page loads. Here, not in
  // the component: only a page loaded with an answer has it, and the page's script never carries it.
  // (The id is the first ` id="…"` of it: a typed value is escaped, and comes after its own id.)
  const lookupPart = (server: LookupAnswer) => {
    const id = ` id="${lookupFocusId(server.outcome)}"`;
    return render(<ResultsLookup facts={facts} server={server} />).replace(id, `${id} autofocus=""`);
  };

  // The admission answer under a passing result is most of the card and the same for every student
  // with that stream and average: rendered once per pair (about 15 ms), then reused.
  const answers = new Map<string, string>();
  const answerHtml = (answer: NonNullable<LookupAnswer["answer"]>) => {
    const key = `${answer.answer.stream.code} ${answer.answer.average}`;
    let html = answers.get(key);
    if (html === undefined) {
      html = render(<ResultAnswer answer={answer} />);
      answers.set(key, html);
      if (answers.size > ANSWER_CACHE_ENTRIES) answers.delete(answers.keys().next().value!);
    }
    return html;
  };

  return {
    page: { before, after },
    async answer(form) {
      const result = await lookupAnswer(lookupInput(form), source, locale);
      if (!result.answer) return lookupPart(result);
      // The card without its answer, then the answer as rendered before, where the card would put it:
      // at the end of the card's <article>, the last one in the lookup part.
      const card = lookupPart({ ...result, answer: undefined });
      const at = card.lastIndexOf("</article>");
      return card.slice(0, at) + answerHtml(result.answer) + card.slice(at);
    },
    refused(reason, retryS, form) {
      const outcome = { kind: "refused", reason, retryS } as const;
      return lookupPart({ outcome, input: form && lookupInput(form) });
    },
    admission: admissionAnswerJson,
    admissionCases,
    answerCases(all) {
      const largest = all.filter((c) => c.locale === locale);
      const passes = largest.flatMap(({ stream, average }) => {
        const answer = resultAnswer(stream, Number(average), locale);
        return widestTexts(MAX_NAME_CHARS, "codePoints").map((name) => {
          const record = { name, stream, average: Number(average), result: "pass" as const };
          const card = lookupPart({ outcome: { kind: "found", record, sample: true } });
          const at = card.lastIndexOf("</article>");
          return card.slice(0, at) + (answer ? answerHtml(answer) : "") + card.slice(at);
        });
      });
      const stream = largest[0]?.stream ?? facts.streams[0]?.code ?? "";
      const fails = widestTexts(MAX_NAME_CHARS, "codePoints").map((name) =>
        lookupPart({ outcome: { kind: "found", record: { name, stream, result: "fail" }, sample: true } }),
      );
      const typed = widestTexts(FIELD_MAX, "utf16").map((text) => ({ seat: text, day: text, month: text, year: text }));
      const misses = typed.flatMap((input) => [
        lookupPart({ outcome: { kind: "notFound", sample: true }, input }),
        // Each message a date of birth can have: the page is padded to the longest.
        ...DATE_OF_BIRTH_PROBLEMS.map((dob) =>
          lookupPart({ outcome: { kind: "invalid", seat: true, dob, dobParts: ["day", "month", "year"] }, input }),
        ),
      ]);
      return [...passes, ...fails, ...misses];
    },
  };
}

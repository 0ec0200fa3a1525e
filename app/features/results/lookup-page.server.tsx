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
import { admissionAnswerJson, lookupAnswer, lookupFacts, lookupInput } from "./lookup-answer.server.ts";
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
      if (!result.answer) return render(<ResultsLookup facts={facts} server={result} />);
      // The card without its answer, then the answer as rendered before, where the card would put it:
      // at the end of the card's <article>, the last one in the lookup part.
      const card = render(<ResultsLookup facts={facts} server={{ ...result, answer: undefined }} />);
      const at = card.lastIndexOf("</article>");
      return card.slice(0, at) + answerHtml(result.answer) + card.slice(at);
    },
    refused(reason, retryS, form) {
      const outcome = { kind: "refused", reason, retryS } as const;
      return render(<ResultsLookup facts={facts} server={{ outcome, input: form && lookupInput(form) }} />);
    },
    admission: admissionAnswerJson,
  };
}

/**
 * The help page's structured data: built in the route's `meta` from the questions the page carries
 * (the answers travel once), in a module of its own so that only the help page's code loads it.
 */
import type { FAQPage, Question } from "schema-dts";
import type { FaqGroup } from "./schema.ts";
import type { JsonLd } from "./structured-data.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { DEFAULT_LOCALE } from "#app/i18n/locales.ts";
import { pagePath } from "#app/lib/paths.ts";

/** `FAQPage`: the help page's questions (content/faq.yaml), as shown (a search narrows them). */
export function faqNode(groups: readonly FaqGroup[]): JsonLd {
  return {
    "@type": "FAQPage",
    url: absoluteUrl(pagePath("/help")),
    inLanguage: DEFAULT_LOCALE.code,
    mainEntity: groups.flatMap((g) =>
      g.questions.map(
        (q) =>
          ({
            "@type": "Question",
            name: q.question,
            url: absoluteUrl(pagePath("/help", {}, { hash: q.slug })),
            acceptedAnswer: { "@type": "Answer", text: q.answer.join("\n\n") },
          }) satisfies Question,
      ),
    ),
  } satisfies FAQPage;
}

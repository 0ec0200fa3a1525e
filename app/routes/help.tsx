import type { Route } from "./+types/help";
import { AppForm } from "#app/components/ui/AppForm.tsx";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import { faqNode } from "#app/content/structured-data-faq.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { LABEL_CLASS, CONTROL_CLASS, useFollowUrl } from "#app/components/ui/FormFields.tsx";
import { FaqGroups } from "#app/components/sections/FaqGroups.tsx";
import { seo } from "#app/content/meta.ts";
import { decodeOrKeep } from "#app/lib/decode.ts";
import { readQuery } from "#app/features/search/query.ts";
import { helpMatches } from "#app/features/search/site-search.server.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { useT } from "#app/i18n/messages.ts";
import { declaredQuery, type QueryHandle } from "#app/lib/query.ts";
import { pagePath } from "#app/lib/paths.ts";
import { pageTitleKey } from "#app/content/pages.ts";
import { BidiText } from "#app/components/ui/BidiText.tsx";

/** The message keys of the titles of the pages the help answers name to read further. */
const linkedTitles = (faq: { questions: { pages?: readonly string[] }[] }[]) => [
  ...new Set(faq.flatMap((g) => g.questions.flatMap((x) => x.pages ?? [])).map(pageTitleKey)),
];

/** The query parameters this page reads (see declaredQuery): only these make the server render it. */
const QUERY = ["q"] as const;
export const handle = { query: QUERY } satisfies QueryHandle;

export function loader({ url }: Route.LoaderArgs) {
  const registry = localRegistry();
  const query = readQuery(declaredQuery(url, QUERY).get("q"));
  const q = query.kind === "words" ? query.text : "";
  // Found as /search finds them, so both count the same questions for one query.
  const found = query.kind === "words" ? helpMatches(query.words) : undefined;
  const groups = registry.faq
    .map((g) => ({ ...g, questions: g.questions.filter((x) => !found || found.slugs.has(x.slug)) }))
    .filter((g) => g.questions.length > 0);
  const total = registry.faq.reduce((n, g) => n + g.questions.length, 0);
  return {
    ...sitePage(pagePath("/help")),
    // The titles of the pages the answers link to (FaqGroups), and no other page's.
    messages: messagesFor(["help", "count", ...linkedTitles(registry.faq)]),
    q,
    groups,
    total,
    shown: groups.reduce((n, g) => n + g.questions.length, 0),
    partial: found?.partial ?? false,
  };
}

/**
 * The FAQPage is built here from the questions the page shows (a search may narrow them, or find
 * none), not in the loader: the answers travel once in the page's data, not twice.
 */
export const meta: Route.MetaFunction = ({ loaderData: data, ...args }) =>
  seo(args, {
    title: data?.title,
    description: data?.lead,
    trail: data?.trail,
    structuredData: data?.groups.length ? [faqNode(data.groups)] : [],
  });

function openDetails(id: string) {
  const target = document.getElementById(id);
  if (target instanceof HTMLDetailsElement) target.open = true;
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const { title, trail, q, groups, total, shown, partial } = loaderData;
  const { hash } = useLocation();
  const t = useT();
  const queryInput = useFollowUrl<HTMLInputElement>(q);
  // A shared link to one question opens it (the id is on the <details> itself).
  useEffect(() => {
    if (hash) openDetails(decodeOrKeep(hash.slice(1)));
  }, [hash]);
  return (
    <>
      <PageHeader trail={trail} title={title} lead={loaderData.lead} />
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="space-y-6 lg:sticky lg:top-20 lg:self-start">
          <search aria-label={t("help.search.label")}>
            <AppForm preventScrollReset>
              <label htmlFor="faq-q" className={LABEL_CLASS}>
                {t("help.search.field")}
              </label>
              <div className="flex gap-2">
                <input ref={queryInput} id="faq-q" name="q" type="search" defaultValue={q} className={CONTROL_CLASS} />
                <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
                  {t("help.search.submit")}
                </button>
              </div>
            </AppForm>
          </search>
          <nav aria-label={t("help.groups")}>
            <ul className="space-y-1">
              {groups.map((g) => (
                <li key={g.slug}>
                  <a href={`#${g.slug}`} className="block rounded-md px-3 py-1.5 hover:bg-brand-50">
                    {g.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div>
          <p role="status" className="mb-4 text-muted">
            <BidiText>
              {q
                ? shown
                  ? t("help.matching", { shown, total: t("count.questions", { count: total, case: "acc" }), query: q })
                  : t("help.none", { query: q })
                : t("help.all", {
                    questions: t("count.questions", { count: total }),
                    groups: t("count.groups", { count: groups.length, case: "acc" }),
                  })}
            </BidiText>
          </p>
          {q && shown > 0 && partial && <p className="mb-4">{t("help.partial")}</p>}
          <FaqGroups groups={groups} open={Boolean(q)} />
        </div>
      </div>
    </>
  );
}

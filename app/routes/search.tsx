import type { Route } from "./+types/search";
import { AppForm } from "#app/components/ui/AppForm.tsx";
import { localRegistry } from "#app/content/registry.server.ts";
import { breadcrumbs } from "#app/content/navigation.ts";
import { pageTitle } from "#app/content/page-titles.server.ts";
import { searchForPage } from "#app/features/search/site-search.server.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { SUBMIT_CLASS, TextField } from "#app/components/ui/FormFields.tsx";
import { Highlighted, HitContext, HitTitle } from "#app/features/search/ui/Highlighted.tsx";
import { SearchElsewhere, type ElsewhereOffer } from "#app/features/search/ui/SearchElsewhere.tsx";
import { readQuery, searchResultsHref } from "#app/features/search/query.ts";
import { searchElsewhere } from "#app/features/search/elsewhere.ts";
import { writtenIn } from "#app/content/alternates.server.ts";
import { requestLocale } from "#app/i18n/request-locale.server.ts";
import { LOCALES, inLocale } from "#app/i18n/locales.ts";
import { SEARCH_INPUT_MAX_CHARS } from "#app/lib/search-limits.ts";
import { pagePath } from "#app/lib/paths.ts";
import { useLocalPath } from "#app/i18n/useLocale.ts";
import { seo } from "#app/content/meta.ts";
import { messagesFor, serverT } from "#app/i18n/messages.server.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { declaredQuery, type QueryHandle } from "#app/lib/query.ts";
import SearchDialog from "#app/features/search/ui/SearchDialog.tsx";
import { siteSearch } from "#app/features/search/quick-search.ts";
import type { SearchDialogHandle } from "#app/shell/search-loader.ts";
import { BidiText, bidiParts } from "#app/components/ui/BidiText.tsx";

/**
 * The query parameters this page reads (see declaredQuery): only these make the server render it.
 * The header's search dialog travels in this page's code too, in `handle` (a route module's other
 * exports do not reach the browser): the shell loads this module when a visitor opens search
 * (shell/search-loader.ts), so the dialog and this page share one download.
 */
const QUERY = ["q"] as const;
export const handle = { query: QUERY, SearchDialog, preloadSearch: siteSearch } satisfies QueryHandle &
  SearchDialogHandle;

/** Where a visitor with nothing to search for may start. */
const START_PAGES = [
  pagePath("/programs"),
  pagePath("/admission-keys"),
  pagePath("/high-school-results"),
  pagePath("/help"),
] as const;

/**
 * `/search?q=…`: the header's search without JavaScript, and a results page that can be shared.
 * Never an error: an empty, absurd or overlong query gets a page that says what to do.
 */
export function loader({ url }: Route.LoaderArgs) {
  const registry = localRegistry();
  const query = readQuery(declaredQuery(url, QUERY).get("q"));
  const title = serverT("searchPage.title");
  const answer = query.kind === "words" ? searchForPage(query.words) : undefined;
  return {
    messages: messagesFor(["searchPage"]),
    title:
      query.kind === "words"
        ? serverT("searchPage.titleFor", { query: query.text, cut: query.cut ? "yes" : "no" })
        : title,
    lead: serverT("searchPage.lead"),
    trail: [...breadcrumbs(registry, "/"), { href: pagePath("/search"), label: title }],
    query: query.kind === "words" ? query.text : "",
    /** The query was cut: quoted, it ends in «…». */
    cut: query.kind === "words" && query.cut,
    truncated: query.kind === "words" && query.truncated,
    answer,
    elsewhere: query.kind === "words" && answer ? elsewhereOffer(query.text, answer.total) : undefined,
    start: START_PAGES.map((href) => ({ href, label: pageTitle(href) })),
  };
}

/**
 * The offer of another language's results for a search typed in its script that found nothing
 * here (an Arabic word on /en/search): the sentence in this page's language, the link in the
 * other's (features/search/elsewhere.ts).
 */
function elsewhereOffer(query: string, found: number): ElsewhereOffer | undefined {
  const written = LOCALES.filter((l) => writtenIn(l.code)).map((l) => l.code);
  const other = searchElsewhere(query, requestLocale().code, found, written);
  if (!other) return undefined;
  return {
    lead: serverT("search.elsewhere.lead"),
    label: serverT("search.elsewhere.link", { query }, other.code),
    href: inLocale(searchResultsHref(query), other.code),
    lang: other.code,
    dir: other.dir,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.title, description: args.loaderData?.lead, noindex: true });

export default function Search({ loaderData }: Route.ComponentProps) {
  const { title, lead, trail, query, cut, truncated, answer, elsewhere, start } = loaderData;
  const t = useT();
  const localPath = useLocalPath();
  const quoted = { query, cut: cut ? "yes" : "no" };
  return (
    <>
      <PageHeader trail={trail} title={title} lead={lead} />
      <div className="container-page py-8">
        <search aria-label={t("search.label")}>
          <AppForm action={localPath(pagePath("/search"))} className="flex max-w-2xl flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <TextField
                id="search-page-q"
                name="q"
                type="search"
                maxLength={SEARCH_INPUT_MAX_CHARS}
                label={t("search.field")}
                value={query}
              />
            </div>
            <button type="submit" className={SUBMIT_CLASS}>
              {t("search.submit")}
            </button>
          </AppForm>
        </search>

        {truncated && <p className="mt-4 max-w-2xl rounded-md bg-accent-300/30 p-3">{t("searchPage.truncated")}</p>}

        {!answer ? (
          <div className="mt-8 max-w-2xl space-y-4">
            <p>{t("searchPage.empty")}</p>
            <p>{t("searchPage.start")}</p>
            <ul className="flex flex-wrap gap-3">
              {start.map((s) => (
                <li key={s.href}>
                  <AppLink
                    to={s.href}
                    className="inline-block rounded-full border border-line bg-white px-4 py-1.5 font-semibold no-underline hover:border-brand-200"
                  >
                    {s.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <p role="status" className="mt-6 text-muted">
              {answer.total ? (
                <BidiText>{t("search.status", { count: answer.total, ...quoted })}</BidiText>
              ) : (
                bidiParts(
                  withElements(t("searchPage.none", { ...quoted, programs: slot("programs") }), {
                    programs: <AppLink to={pagePath("/programs")}>{t("searchPage.noneLink")}</AppLink>,
                  }),
                )
              )}
            </p>
            {answer.partial && <p className="mt-2">{t("search.partial")}</p>}
            {elsewhere && <SearchElsewhere offer={elsewhere} className="mt-2" />}
            {answer.groups.map((g) => (
              <section key={g.kind} aria-labelledby={`results-${g.kind}`} className="mt-8">
                <h2 id={`results-${g.kind}`} className="text-xl font-bold text-brand-900">
                  {t("search.kind", { kind: g.kind })}{" "}
                  <span className="text-base font-normal text-muted">({g.total})</span>
                </h2>
                {g.hits.length < g.total && (
                  <p className="text-sm text-muted">
                    {t("searchPage.shown", { shown: g.hits.length, total: g.total })}
                  </p>
                )}
                <ol className="mt-3 space-y-3">
                  {g.hits.map((h) => (
                    <li key={h.id} className="rounded-card border border-line bg-white p-4">
                      <AppLink to={h.href} className="text-lg font-semibold">
                        <HitTitle title={h.title} code={h.code} terms={h.terms} />
                      </AppLink>
                      {h.context && (
                        <p className="mt-1 text-sm text-accent-600">
                          <HitContext context={h.context} alsoIn={h.alsoIn} />
                        </p>
                      )}
                      {h.excerpt && (
                        <p className="mt-2 leading-7 text-muted">
                          <Highlighted text={h.excerpt} terms={h.terms} />
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}

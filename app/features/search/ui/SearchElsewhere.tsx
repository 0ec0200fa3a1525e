/**
 * The offer of another language's results for a search typed in its script (elsewhere.ts): a
 * sentence in the page's language, then a link in the other language, marked as such (`lang`,
 * `dir`), to its results page. The link's words come from the root loader (`searchElsewhere`,
 * root.tsx), in that language, so a page carries one sentence of the other language, not its file.
 */
import { useRouteLoaderData } from "react-router";
import { inLocale } from "#app/i18n/locales.ts";
import { translate, useT, type Messages } from "#app/i18n/messages.ts";
import { useLocale } from "#app/i18n/useLocale.ts";
import { searchElsewhere } from "#app/features/search/elsewhere.ts";
import { searchResultsHref } from "#app/features/search/query.ts";

/** What the root loader sends for this offer: each other published language's link, by its code. */
interface RootData {
  searchElsewhere?: Record<string, Messages>;
}

export function SearchElsewhere({ query, found, className }: { query: string; found: number; className?: string }) {
  const t = useT();
  const page = useLocale().code;
  const links = (useRouteLoaderData("root") as RootData | undefined)?.searchElsewhere ?? {};
  const other = searchElsewhere(query, page, found, Object.keys(links));
  if (!other) return null;
  return (
    <p className={className}>
      {t("search.elsewhere.lead")}{" "}
      <a
        href={inLocale(searchResultsHref(query), other.code)}
        hrefLang={other.code}
        lang={other.code}
        dir={other.dir}
        className="inline-block font-semibold"
      >
        {translate(links[other.code], "search.elsewhere.link", { query }, "", other.code)}
      </a>
    </p>
  );
}

/**
 * The search dialog: a modal `<dialog>` with an ARIA combobox (an input and a grouped listbox of
 * results, the WAI-ARIA APG pattern). Loaded only when a visitor opens search, with the index it
 * searches (`/search-index.json`), so no page pays for it up front.
 *
 * Keyboard: typing searches; ↓ and ↑ move through the results (the focus stays in the field,
 * `aria-activedescendant` names the result); Enter opens the result, or the results page when none
 * is chosen; Escape closes (the browser's own for a modal dialog) and focus returns to where it was.
 */
import { useEffect, useId, useReducer, useRef, type ReactNode } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import type { SearchHit } from "#app/features/search/engine.ts";
import {
  activeOption,
  dialogReducer,
  initialDialogState,
  moveFor,
  submitHref,
  type DialogOption,
} from "#app/features/search/dialog-state.ts";
import { searchResultsHref } from "#app/features/search/query.ts";
import { siteSearch } from "#app/features/search/quick-search.ts";
import { SEARCH_INPUT_MAX_CHARS } from "#app/lib/search-limits.ts";
import { HitContext, HitTitle } from "./Highlighted.tsx";
import { SearchElsewhere } from "./SearchElsewhere.tsx";
import { pagePath } from "#app/lib/paths.ts";
import { translate, useT, type Messages } from "#app/i18n/messages.ts";
import { inLocale } from "#app/i18n/locales.ts";
import { useLocalPath } from "#app/i18n/useLocale.ts";
import { BidiText } from "#app/components/ui/BidiText.tsx";

export interface SearchDialogProps {
  initialQuery: string;
  /** Called with the query as it stands when the dialog closes. */
  onClose: (query: string) => void;
}

export default function SearchDialog({ initialQuery, onClose }: SearchDialogProps) {
  const t = useT();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, dispatch] = useReducer(dialogReducer, initialQuery, initialDialogState);
  const { query, text: q, cut, search, answer, options } = state;
  // Each other published language's offer, in its words (root.tsx); which one, the search says.
  const elsewhere = (useRouteLoaderData("root") as { searchElsewhere?: Record<string, Messages> } | undefined)
    ?.searchElsewhere;
  const other = answer?.elsewhere;
  // What the close handler reads: the query then, and the header's callback of the last render.
  const latest = useRef({ query, onClose });
  useEffect(() => {
    latest.current = { query, onClose };
  });

  useEffect(() => {
    const el = dialog.current!;
    el.showModal();
    // Into the field, after what was typed in the header's (showModal alone would focus the first
    // button, and React's autoFocus runs before the dialog opens).
    const field = el.querySelector("input")!;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    const closed = () => latest.current.onClose(latest.current.query);
    el.addEventListener("close", closed);
    let live = true;
    siteSearch().then(
      (search) => live && dispatch({ type: "loaded", search }),
      () => live && dispatch({ type: "failed" }),
    );
    return () => {
      live = false;
      el.removeEventListener("close", closed);
    };
  }, []);

  const optionId = (o: DialogOption) => (o.hit ? hitId(ids, o.hit) : `${ids}-all`);
  const current = activeOption(state);
  const activeId = current && optionId(current);

  const go = (href: string) => {
    dialog.current?.close();
    void navigate(localPath(href));
  };

  const status =
    search === "loading"
      ? t("search.dialog.loading")
      : search === "failed"
        ? t("search.dialog.failed")
        : answer
          ? t("search.status", {
              count: answer.total,
              query: q,
              cut: cut ? "yes" : "no",
            })
          : "";

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink backdrop:bg-brand-900/50 sm:mx-auto sm:mt-16 sm:h-auto sm:max-h-[80dvh] sm:max-w-2xl sm:rounded-card sm:shadow-xl"
    >
      <div className="flex max-h-[inherit] flex-col">
        <form
          action={localPath(pagePath("/search"))}
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            const href = submitHref(state);
            if (href) go(href);
          }}
          className="border-b border-line p-4"
        >
          <div className="mb-2 flex items-center justify-between gap-3">
            <label id={`${ids}-title`} htmlFor={`${ids}-input`} className="font-bold text-brand-900">
              {t("search.label")}
            </label>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-md border border-line px-3 py-1 text-sm font-semibold"
            >
              {t("search.dialog.close")}
            </button>
          </div>
          <input
            id={`${ids}-input`}
            name="q"
            type="search"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_INPUT_MAX_CHARS}
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={`${ids}-listbox`}
            aria-activedescendant={activeId}
            aria-describedby={`${ids}-hint`}
            value={query}
            onChange={(e) => dispatch({ type: "typed", query: e.target.value })}
            onKeyDown={(e) => {
              const direction = moveFor(state, e.key);
              if (!direction) return;
              e.preventDefault();
              dispatch({ type: "moved", direction });
            }}
            className="w-full rounded-md border border-line bg-paper px-3 py-2 text-lg"
          />
          <p id={`${ids}-hint`} className="mt-2 text-sm text-muted">
            {t("search.dialog.hint")}
          </p>
        </form>
        <p role="status" className="px-4 pt-3 text-sm text-muted">
          <BidiText>{status}</BidiText>
          {answer?.partial ? ` ${t("search.partial")}` : ""}
        </p>
        {other && elsewhere?.[other.lang] && (
          <SearchElsewhere
            className="px-4 pt-2 text-sm"
            offer={{
              ...other,
              lead: t("search.elsewhere.lead"),
              label: translate(elsewhere[other.lang], "search.elsewhere.link", { query: q }, "", other.lang),
              href: inLocale(searchResultsHref(q), other.lang),
            }}
          />
        )}
        <div
          role="listbox"
          id={`${ids}-listbox`}
          aria-labelledby={`${ids}-title`}
          hidden={!options.length}
          className="overflow-y-auto px-2 pb-4"
        >
          {answer?.groups.map((g) => (
            <div key={g.kind} role="group" aria-labelledby={`${ids}-${g.kind}`} className="mt-3">
              <div role="presentation" id={`${ids}-${g.kind}`} className="px-2 pb-1 text-sm font-bold text-accent-600">
                {t("search.kind", { kind: g.kind })}
              </div>
              {g.hits.map((h) => (
                <Option key={h.id} id={hitId(ids, h)} href={h.href} active={activeId === hitId(ids, h)} go={go}>
                  <span className="block font-semibold">
                    <HitTitle title={h.title} code={h.code} terms={h.terms} />
                  </span>
                  {h.context && (
                    <span className="pause-before block text-sm text-muted">
                      <HitContext context={h.context} alsoIn={h.alsoIn} />
                    </span>
                  )}
                </Option>
              ))}
            </div>
          ))}
          {answer && (
            <Option id={`${ids}-all`} href={searchResultsHref(q)} active={activeId === `${ids}-all`} go={go}>
              <span className="mt-3 block font-semibold text-brand-700 underline">{t("search.all")}</span>
            </Option>
          )}
        </div>
      </div>
    </dialog>
  );
}

const hitId = (ids: string, h: SearchHit) => `${ids}-${h.id.replace(/[^\w-]/g, "_")}`;

/**
 * One result: a link with the option role (allowed on `<a href>`), so a middle click still opens
 * it in a new tab; out of the tab order, since the field keeps the focus.
 */
function Option({
  id,
  href,
  active,
  go,
  children,
}: {
  id: string;
  href: string;
  active: boolean;
  go: (href: string) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: "nearest" });
  }, [active]);
  return (
    <a
      ref={ref}
      id={id}
      href={href}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        go(href);
      }}
      className={`block rounded-md px-2 py-2 text-ink no-underline ${active ? "bg-brand-50 outline-2 outline-brand-700" : "hover:bg-brand-50"}`}
    >
      {children}
    </a>
  );
}

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { pagePath } from "#app/lib/paths.ts";
import { SEARCH_INPUT_MAX_CHARS } from "#app/lib/search-limits.ts";
import { useHydrated } from "#app/lib/useHydrated.ts";
import { useT } from "#app/i18n/messages.ts";
import { useLocale, useLocalPath } from "#app/i18n/useLocale.ts";
import { DEFAULT_LOCALE } from "#app/i18n/locales.ts";
import type { SearchDialogProps } from "#app/features/search/ui/SearchDialog.tsx";

/**
 * Loads the search dialog's code, in the form `React.lazy` takes. The root passes the shell's
 * (shell/search-loader.ts, which loads it with the `/search` page's code), so every page carries
 * no more of search than this file.
 */
export type SearchDialogLoader = () => Promise<{ default: ComponentType<SearchDialogProps> }>;

const icon = (
  <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** The button (or, without JavaScript, the link) that opens search: below the wide layout, where the field is. */
const PHONE_TRIGGER =
  "flex items-center gap-1 rounded-md border border-line px-2.5 py-2 font-semibold text-ink xl:hidden";
/** The same at every width: for a language whose header row has no room for the field. */
const TRIGGER = "flex items-center gap-1 rounded-md border border-line px-2.5 py-2 font-semibold text-ink";

/**
 * The header's search. Without JavaScript it is a plain GET form to `/search` (a link to it on a
 * phone). With JavaScript, typing in the field, the phone's button or Ctrl+K opens the search
 * dialog, whose code and index load only then (`loadSearchDialog`; focus on the field or a touch on
 * the button starts the download).
 */
export function HeaderSearch({
  loadSearchDialog,
  wordClass,
}: {
  loadSearchDialog: SearchDialogLoader;
  /** The button's word: shown where the row has room for it (Header's table, by the locale). */
  wordClass: string;
}) {
  const t = useT();
  const localPath = useLocalPath();
  const hydrated = useHydrated();
  // The field sits in the wide header's row in the default language, whose menu's words are short.
  // In English they are longer, and the row left the field a sliver at every width it has (about
  // 96 px, its placeholder cut): there the button, which opens the same dialog, takes its place.
  const inlineField = useLocale().code === DEFAULT_LOCALE.code;
  const trigger = inlineField ? PHONE_TRIGGER : TRIGGER;
  const [SearchDialog] = useState(() => lazy(loadSearchDialog));
  const field = useRef<HTMLInputElement>(null);
  /**
   * The dialog is open with this query; `undefined` while closed. Each opening has its own `id`, the
   * dialog's key: Escape then Enter at once closes and opens in one render, and a dialog kept
   * mounted from the last opening would stay closed (it opens itself once, when it mounts).
   */
  const [opened, setOpened] = useState<{ query: string; id: number }>();
  const openings = useRef(0);
  const open = () => setOpened({ query: field.current?.value ?? "", id: ++openings.current });
  // The icon, with its name written out where there is room: from a small tablet until the header's
  // full navigation takes the row.
  const triggerContent = (
    <>
      {icon}
      <span className={wordClass}>{t("search.open")}</span>
    </>
  );

  useEffect(() => {
    // Ctrl+K (⌘K on a Mac). By `code` too: on an Arabic layout the K key types «ن».
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (e.code === "KeyK" || e.key === "k")) {
        e.preventDefault();
        // In the open dialog it leaves the dialog as it is: not a new search.
        if (!(e.target instanceof Element && e.target.closest("dialog[open]"))) open();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <search aria-label={t("search.label")} className="flex min-w-0 items-center">
      {/* It gives way first when the header's row is tight: it narrows, not the page. */}
      {inlineField && (
        <form
          action={localPath(pagePath("/search"))}
          method="get"
          className="relative hidden w-44 min-w-0 2xl:w-56 xl:block"
        >
          <label htmlFor="site-search" className="sr-only">
            {t("search.field")}
          </label>
          <input
            ref={field}
            id="site-search"
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_INPUT_MAX_CHARS}
            placeholder={t("search.placeholder")}
            aria-keyshortcuts="Control+K"
            aria-haspopup={hydrated ? "dialog" : undefined}
            onFocus={loadSearchDialog}
            onInput={open}
            onKeyDown={(e) => e.key === "ArrowDown" && (e.preventDefault(), open())}
            className="w-full rounded-md border border-line bg-paper py-1.5 ps-9 pe-3 text-sm"
          />
          <span className="pointer-events-none absolute inset-y-0 start-2.5 flex items-center text-muted">{icon}</span>
        </form>
      )}
      {/* A phone: a link to the results page, and once the page is live a button that opens the dialog. */}
      {hydrated ? (
        <button
          type="button"
          aria-haspopup="dialog"
          onPointerDown={loadSearchDialog}
          onClick={open}
          className={trigger}
        >
          {triggerContent}
        </button>
      ) : (
        <a href={localPath(pagePath("/search"))} className={`${trigger} no-underline`}>
          {triggerContent}
        </a>
      )}
      {opened && (
        <Suspense fallback={null}>
          <SearchDialog
            key={opened.id}
            initialQuery={opened.query}
            onClose={(last) => {
              // The browser tells of a close a moment later: by then another opening may be the current one.
              const closing = opened.id;
              if (openings.current !== closing) return;
              if (field.current) field.current.value = last;
              setOpened((o) => (o?.id === closing ? undefined : o));
            }}
          />
        </Suspense>
      )}
    </search>
  );
}

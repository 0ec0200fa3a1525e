import { useEffect, useRef, useState } from "react";
import { AppLink, AppNavLink } from "#app/components/ui/AppLink.tsx";
import type { Navigation } from "#app/content/navigation.ts";
import type { LanguageLink } from "#app/content/alternates.server.ts";
import { Logo } from "#app/components/ui/Logo.tsx";
import { pagePath } from "#app/lib/paths.ts";
import { useDismissableDetails } from "./useDismissableDetails.ts";
import { HeaderSearch, type SearchDialogLoader } from "./HeaderSearch.tsx";
import { useT } from "#app/i18n/messages.ts";
import { useLocale } from "#app/i18n/useLocale.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** A chevron that turns when its disclosure opens (the class names the disclosure's group). */
const chevron = (rotate: "group-open:rotate-180" | "group-open/c:rotate-180") => (
  <svg viewBox="0 0 20 20" className={`size-4 transition-transform ${rotate}`} aria-hidden="true" focusable="false">
    <path
      d="M5 8l5 5 5-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * Every college, then the link to all of them: the body of the colleges menu. `programs` lists each
 * college's programs under it (the wide screen's menu, once opened); `wide` lays the colleges out
 * in columns. The list is in every page twice, once for each menu, and the programs under the two
 * copies were a fifth of a page's elements to parse, lay out and hydrate (issue 33).
 */
function CollegesList({ nav, wide, programs }: { nav: Navigation; wide: boolean; programs: boolean }) {
  const t = useT();
  return (
    <>
      <ul className={wide ? "grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4" : "space-y-3"}>
        {nav.colleges.map((c) => (
          <li key={c.href}>
            <AppLink to={c.href} className="font-semibold text-brand-800 hover:underline">
              {c.label}
            </AppLink>
            {programs && c.programs.length > 0 && (
              <ul className="mt-1 space-y-0.5 border-s-2 border-brand-100 ps-3 text-sm">
                {c.programs.map((p) => (
                  <li key={p.href}>
                    <AppLink to={p.href} className="text-muted hover:text-brand-700 hover:underline">
                      {p.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className={`border-t border-line ${wide ? "mt-5 pt-4" : "mt-3 pt-3"}`}>
        <AppLink to={pagePath("/colleges")} className="font-semibold">
          {t("nav.allColleges")}
        </AppLink>
      </p>
    </>
  );
}

/**
 * The wide screen's colleges menu. Its programs are built when a visitor means to open it (the
 * pointer over it, focus on it, a click), not sent, laid out and hydrated with every page: the
 * page's HTML names the colleges and links to all their programs, which is the menu without
 * JavaScript. The click's update is rendered before the browser opens the disclosure (React
 * renders a click's update before the event's default action), so the menu opens whole.
 */
function WideCollegesMenu({ nav }: { nav: Navigation }) {
  const t = useT();
  const [programs, setPrograms] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const build = () => setPrograms(true);
  // Opened before the scripts started (the disclosure works without them): build it now.
  useEffect(() => {
    if (details.current?.open) setPrograms(true);
  }, []);
  return (
    <details ref={details} className="group" onToggle={build}>
      <summary
        onPointerEnter={build}
        onFocus={build}
        onClick={build}
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 lg:px-1.5 lg:text-[0.9375rem] xl:px-2 xl:text-base font-semibold list-none hover:bg-brand-50"
      >
        {t("nav.colleges")} {chevron("group-open:rotate-180")}
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-line bg-white shadow-lg">
        <div className="container-page max-h-[75vh] overflow-y-auto py-6">
          <CollegesList nav={nav} wide programs={programs} />
        </div>
      </div>
    </details>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-3 py-2 font-semibold no-underline lg:px-1.5 lg:text-[0.9375rem] xl:px-2 xl:text-base hover:bg-brand-50 ${isActive ? "text-brand-800 underline decoration-accent-400 decoration-2 underline-offset-8" : "text-ink"}`;

/** The primary links (admission, results, publications, help, contact), current page marked. */
function PrimaryLinks({ nav }: { nav: Navigation }) {
  return nav.primary.map((l) => (
    <li key={l.href}>
      <AppNavLink to={l.href} className={linkClass}>
        {l.label}
      </AppNavLink>
    </li>
  ));
}

/**
 * The language switch: each other language's name, in that language, linking to this page there.
 * A document load, not a client navigation: the page's direction, words and fonts all change.
 */
function LanguageLinks({ languages, className }: { languages: readonly LanguageLink[]; className: string }) {
  return languages.map((l) => (
    <a key={l.locale} href={l.href} lang={l.locale} hrefLang={l.locale} className={className}>
      {l.name}
    </a>
  ));
}

/**
 * The header's navigation in full from the locale's width (`fullNavigationFrom`); below it the
 * menu button, and the search button's word from 640 px. Each class written whole, for Tailwind to
 * find. The layout test measures the header's controls in every language at every width from 320 px.
 */
const FULL_NAVIGATION = {
  lg: { nav: "hidden lg:block", menu: "group lg:hidden", searchWord: "sr-only sm:not-sr-only lg:sr-only" },
  xl: { nav: "hidden xl:block", menu: "group xl:hidden", searchWord: "sr-only sm:not-sr-only xl:sr-only" },
} satisfies Record<Locale["fullNavigationFrom"], { nav: string; menu: string; searchWord: string }>;

/**
 * `languages`: the page in the other languages (the language switch); `loadSearchDialog`: how the
 * header's search loads its dialog (the root passes the shell's).
 */
export function Header({
  nav,
  languages,
  loadSearchDialog,
}: {
  nav: Navigation;
  languages: readonly LanguageLink[];
  loadSearchDialog: SearchDialogLoader;
}) {
  const ref = useRef<HTMLElement>(null);
  const t = useT();
  const full = FULL_NAVIGATION[useLocale().fullNavigationFrom];
  useDismissableDetails(ref);
  return (
    <header ref={ref} className="sticky top-0 z-30 print:hidden border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <AppLink
          to={pagePath("/")}
          className="flex items-center gap-3 text-ink no-underline"
          aria-label={t("nav.homeOf", { site: nav.siteName })}
        >
          <Logo className="size-10 shrink-0" />
          <span className="text-lg font-bold text-brand-900">{nav.siteName}</span>
        </AppLink>

        <nav aria-label={t("nav.main")} className={full.nav}>
          <ul className="flex items-center gap-1">
            <li>
              <WideCollegesMenu nav={nav} />
            </li>
            <PrimaryLinks nav={nav} />
          </ul>
        </nav>

        {/* The controls keep their size; the name beside them wraps onto a second line first. */}
        <div className="flex shrink-0 items-center gap-2">
          <LanguageLinks
            languages={languages}
            className="hidden rounded-md px-2 py-2 font-semibold whitespace-nowrap sm:block hover:bg-brand-50"
          />
          <HeaderSearch loadSearchDialog={loadSearchDialog} wordClass={full.searchWord} />
          <details className={full.menu}>
            <summary className="flex items-center gap-2 rounded-md border border-line px-3 py-2 font-semibold list-none">
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {/* Under 360 px (WCAG's reflow width is 320) the word is heard, not shown: the row keeps room. */}
              <span className="max-[22.5rem]:sr-only">{t("nav.menu")}</span>
            </summary>
            <nav
              aria-label={t("nav.main")}
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 py-4 shadow-lg"
            >
              <ul className="space-y-1">
                <PrimaryLinks nav={nav} />
              </ul>
              {languages.length > 0 && (
                <p className="mt-3 border-t border-line px-3 pt-3 sm:hidden">
                  <LanguageLinks languages={languages} className="font-semibold" />
                </p>
              )}
              <details className="group/c mt-3 border-t border-line pt-3">
                <summary className="flex items-center justify-between rounded-md px-3 py-2 font-semibold list-none">
                  {t("nav.colleges")} {chevron("group-open/c:rotate-180")}
                </summary>
                <div className="px-3 pt-2">
                  <CollegesList nav={nav} wide={false} programs={false} />
                </div>
              </details>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

import { AppLink } from "~/components/ui/AppLink";
import { inSeason } from "~/features/admission/eligibility";
import { useHydrated } from "~/lib/useHydrated";

/**
 * The results-season banner. Decided in the browser from the season's dates, so a page
 * prerendered months earlier never shows a stale season; the prerendered HTML has none.
 */
export function ResultsBanner({ season }: { season: { start: string; end: string } }) {
  const hydrated = useHydrated();
  if (!hydrated || !inSeason(season, new Date())) return null;
  return (
    <aside aria-label="نتائج الثانوية العامة" className="bg-accent-400 text-brand-900">
      <p className="container-page flex flex-wrap items-center justify-between gap-3 py-3 font-semibold">
        <span>نتائج الثانوية العامة صدرت: اعرف البرامج المتاحة لمعدلك والمنح التي تستحقها.</span>
        <AppLink
          to="/high-school-results"
          className="rounded-md bg-brand-900 px-4 py-1.5 text-white no-underline hover:bg-brand-800"
        >
          صفحة النتائج
        </AppLink>
      </p>
    </aside>
  );
}

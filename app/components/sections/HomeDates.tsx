import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { AdmissionInfo } from "#app/content/schema.ts";
import { notEnded } from "#app/features/admission/eligibility.ts";
import { useFormat } from "#app/i18n/useFormat.ts";
import { useT } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { useHydrated } from "#app/lib/useHydrated.ts";
import { HomeHeading } from "./HomeHeading.tsx";

type AdmissionDate = AdmissionInfo["dates"][number];

/**
 * The admission calendar. The prerendered HTML lists every date (readers without JavaScript keep
 * them all, and nothing in it goes stale); the browser then hides the dates that have passed.
 */
export function HomeDates({ calendar, academicYear }: { calendar: AdmissionDate[]; academicYear: string }) {
  const t = useT();
  const format = useFormat();
  const hydrated = useHydrated();
  const dates = hydrated ? notEnded(calendar, new Date()) : calendar;
  return (
    <section aria-labelledby="dates-title">
      <HomeHeading id="dates-title">{t("home.dates")}</HomeHeading>
      {dates.length > 0 ? (
        <ol className="mt-6 space-y-3">
          {dates.map((x) => (
            <li key={x.label} className="flex gap-4 rounded-card border border-line bg-white p-4">
              <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-full bg-accent-400" />
              <span>
                <span className="block font-semibold text-brand-900">{x.label}</span>
                <span className="text-sm text-muted">{format.dateRange(x.start, x.end)}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 rounded-card border border-line bg-white p-4">
          {t("home.datesOver", { year: academicYear })}
        </p>
      )}
      <p className="mt-4">
        <AppLink to={pagePath("/admission-keys", {}, { hash: "dates" })} className="font-semibold">
          {t("home.allDates", { year: academicYear })}
        </AppLink>
      </p>
    </section>
  );
}

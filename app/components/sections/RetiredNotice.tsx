/**
 * A retired program's page (decision 030): in its own module, so only the program page's chunk
 * carries it, not the chunk every page shares.
 */
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { slot, useT, withElements } from "#app/i18n/messages.ts";

/** A program no longer admitting: the year, if known, and its alternatives that admit. */
export interface RetiredProgram {
  since?: number;
  alternatives: { href: string; name: string }[];
}

/** What a retired program's page says first: no new students, and where to apply instead. */
export function RetiredNotice({
  retired,
  college,
}: {
  retired: RetiredProgram;
  college: { name: string; href: string };
}) {
  const t = useT();
  return (
    <section aria-labelledby="retired-title" className="mt-5 max-w-3xl border-s-4 border-accent-600 bg-paper px-4 py-3">
      <h2 id="retired-title" className="text-lg font-bold text-brand-900">
        {t("program.retired.title")}
      </h2>
      <p className="mt-1">
        {retired.since === undefined
          ? t("program.retired.kept")
          : t("program.retired.since", { year: String(retired.since) })}
      </p>
      {retired.alternatives.length > 0 && (
        <>
          <p className="mt-2">{t("program.retired.alternatives")}</p>
          <ul className="mt-1 list-disc ps-5">
            {retired.alternatives.map((a) => (
              <li key={a.href}>
                <AppLink to={a.href}>{a.name}</AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-2">
        {withElements(t("program.retired.college", { college: slot("college") }), {
          college: <AppLink to={college.href}>{college.name}</AppLink>,
        })}
      </p>
    </section>
  );
}

import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { NavLink } from "#app/content/navigation.ts";
import type { SheetView } from "#app/content/view-models.ts";
import { PageHeader } from "./PageHeader.tsx";
import { ProgramSheet } from "./ProgramSheet.tsx";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { Kept } from "#app/components/ui/Kept.tsx";

export interface ProgramViewData {
  sheet: SheetView;
  college: { name: string; href: string };
  related?: { name: string; href: string };
  trail: NavLink[];
  /** Set when the program no longer admits students: where to look instead. */
  retired?: { since?: number; alternatives: { href: string; name: string }[] };
}

/** A program page: the header with its college, then the whole program sheet. */
export function ProgramView({ sheet, college, related, trail, retired }: ProgramViewData) {
  const t = useT();
  return (
    <>
      <PageHeader trail={trail} title={sheet.name} lead={sheet.summary} eyebrow={sheet.degreeName}>
        <p className="mt-2 text-sm text-muted">
          <bdi lang="en">{sheet.nameEn}</bdi>
        </p>
        <p className="mt-3 text-sm">
          {withElements(t("program.offeredBy", { college: slot("college") }), {
            college: <AppLink to={college.href}>{college.name}</AppLink>,
          })}
          {related && (
            <>
              {" "}
              {withElements(t("program.with", { college: slot("college") }), {
                college: <AppLink to={related.href}>{related.name}</AppLink>,
              })}
            </>
          )}
        </p>
        {retired && <RetiredNotice retired={retired} college={college} />}
      </PageHeader>
      <Kept>
        <ProgramSheet sheet={sheet} />
      </Kept>
    </>
  );
}

/** What a retired program's page says first: no new students, and where to apply instead. */
function RetiredNotice({
  retired,
  college,
}: {
  retired: NonNullable<ProgramViewData["retired"]>;
  college: ProgramViewData["college"];
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

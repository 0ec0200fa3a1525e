import type { ReactNode } from "react";
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
  /** Said first under the header (a retired program's notice, RetiredNotice.tsx). */
  notice?: ReactNode;
}

/** A program page: the header with its college, then the whole program sheet. */
export function ProgramView({ sheet, college, related, trail, notice }: ProgramViewData) {
  const t = useT();
  return (
    <>
      <PageHeader trail={trail} title={sheet.name} lead={sheet.summary} eyebrow={sheet.degreeName}>
        {/* The English twin, for the Arabic page: on the English page the name is the twin itself. */}
        {sheet.nameEn !== sheet.name && (
          <p className="mt-2 text-sm text-muted">
            <bdi lang="en">{sheet.nameEn}</bdi>
          </p>
        )}
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
        {notice}
      </PageHeader>
      <Kept>
        <ProgramSheet sheet={sheet} />
      </Kept>
    </>
  );
}

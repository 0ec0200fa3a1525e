import { AppLink } from "~/components/ui/AppLink";
import type { NavLink } from "~/content/navigation";
import type { SheetView } from "~/content/view-models";
import { PageHeader } from "./PageHeader";
import { ProgramSheet } from "./ProgramSheet";
import { slot, useT, withElements } from "~/i18n/messages";

export interface ProgramViewData {
  sheet: SheetView;
  college: { name: string; href: string };
  related?: { name: string; href: string };
  trail: NavLink[];
}

/** A program page: the header with its college, then the whole program sheet. */
export function ProgramView({ sheet, college, related, trail }: ProgramViewData) {
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
      </PageHeader>
      <ProgramSheet sheet={sheet} />
    </>
  );
}

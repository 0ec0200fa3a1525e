import { Link } from "react-router";
import type { NavLink } from "~/content/navigation";
import type { SheetView } from "~/content/views";
import { PageHeader } from "./PageHeader";
import { ProgramSheet } from "./ProgramSheet";

export interface ProgramViewData {
  sheet: SheetView;
  college: { name: string; href: string };
  related?: { name: string; href: string };
  trail: NavLink[];
}

/** A program page: the header with its college, then the whole program sheet. */
export function ProgramView({ sheet, college, related, trail }: ProgramViewData) {
  return (
    <>
      <PageHeader trail={trail} title={sheet.name} lead={sheet.summary} eyebrow={sheet.degreeName}>
        <p className="mt-2 text-sm text-muted">
          <bdi lang="en">{sheet.nameEn}</bdi>
        </p>
        <p className="mt-3 text-sm">
          تطرحه <Link to={college.href}>{college.name}</Link>
          {related && (
            <>
              {" "}
              بالتعاون مع <Link to={related.href}>{related.name}</Link>
            </>
          )}
        </p>
      </PageHeader>
      <ProgramSheet sheet={sheet} />
    </>
  );
}

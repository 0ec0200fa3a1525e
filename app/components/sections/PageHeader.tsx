import type { ReactNode } from "react";
import type { NavLink } from "#app/content/navigation.ts";
import { Breadcrumbs } from "#app/components/layout/Breadcrumbs.tsx";
import { BidiText } from "#app/components/ui/BidiText.tsx";
import { Kept } from "#app/components/ui/Kept.tsx";

/** The top of every inner page: breadcrumbs, the page's one `<h1>` and its lead paragraph. */
export function PageHeader({
  trail,
  title,
  lead,
  eyebrow,
  children,
}: {
  trail: NavLink[];
  title: string;
  lead?: string;
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Kept query className="border-b border-line bg-gradient-to-b from-brand-50 to-paper">
      <Breadcrumbs trail={trail} />
      <div className="container-page pb-10 pt-6">
        {eyebrow && <p className="text-sm font-semibold text-accent-600">{eyebrow}</p>}
        <h1 id="page-title" tabIndex={-1} className="text-3xl font-bold text-brand-900 outline-none md:text-4xl">
          <BidiText>{title}</BidiText>
        </h1>
        {lead && (
          <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">
            <BidiText>{lead}</BidiText>
          </p>
        )}
        {children}
      </div>
    </Kept>
  );
}

import type { ReactNode } from "react";

/** A home section's heading: one size for every section of the home page. */
export function HomeHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold text-brand-900 md:text-3xl">
      {children}
    </h2>
  );
}

import { formatNumber } from "#app/lib/format.ts";

export interface Figure {
  value: number;
  label: string;
  suffix?: string;
}

// Whole class names, so Tailwind sees them in the source.
const COLUMNS: Record<number, string> = {
  3: "md:grid-cols-3",
  4: "md:grid-cols-4",
  5: "md:grid-cols-5",
  6: "md:grid-cols-3 lg:grid-cols-6",
};

/** Key figures: large numbers with a caption. */
export function Figures({ items, tone = "light" }: { items: Figure[]; tone?: "light" | "dark" }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 ${COLUMNS[items.length] ?? "md:grid-cols-4"}`}>
      {items.map((f) => (
        <div
          key={f.label}
          className={`flex flex-col-reverse rounded-card p-4 ${tone === "dark" ? "bg-brand-800 text-white" : "border border-line bg-white"}`}
        >
          <dt className={`text-sm ${tone === "dark" ? "text-brand-100" : "text-muted"}`}>{f.label}</dt>
          <dd className={`text-3xl font-bold ${tone === "dark" ? "text-accent-300" : "text-brand-700"}`}>
            <span className="ltr">
              {formatNumber(f.value)}
              {f.suffix}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

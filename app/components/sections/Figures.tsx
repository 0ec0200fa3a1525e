import { formatNumber } from "~/lib/format";

export interface Figure {
  value: number;
  label: string;
  suffix?: string;
}

/** Key figures: large numbers with a caption. */
export function Figures({ items, tone = "light" }: { items: Figure[]; tone?: "light" | "dark" }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 md:grid-cols-${Math.min(items.length, 5)}`}>
      {items.map((f) => (
        <div key={f.label} className={`flex flex-col-reverse rounded-card p-4 ${tone === "dark" ? "bg-brand-800 text-white" : "border border-line bg-white"}`}>
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

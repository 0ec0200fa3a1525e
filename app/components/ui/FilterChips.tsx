import { AppLink } from "#app/components/ui/AppLink.tsx";

/** A row of links that each set one URL filter; works without JavaScript and can be shared. */
export function FilterChips({
  label,
  allLabel,
  options,
  current,
  param,
  basePath,
}: {
  label: string;
  /** The chip that clears the filter. */
  allLabel: string;
  options: { value: string; label: string }[];
  current?: string;
  param: string;
  basePath: string;
}) {
  const all = [{ value: "", label: allLabel }, ...options];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {all.map((o) => {
          const active = (current ?? "") === o.value;
          return (
            <li key={o.value}>
              <AppLink
                to={o.value ? `${basePath}?${param}=${encodeURIComponent(o.value)}` : basePath}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold no-underline ${active ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-ink hover:border-brand-200"}`}
              >
                {o.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

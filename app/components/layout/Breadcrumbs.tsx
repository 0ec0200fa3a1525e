import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { NavLink } from "#app/content/navigation.ts";
import { useT } from "#app/i18n/messages.ts";

/** The trail to the current page; the last item is the page itself (not a link). */
export function Breadcrumbs({ trail }: { trail: NavLink[] }) {
  const t = useT();
  if (trail.length < 2) return null;
  return (
    <nav aria-label={t("nav.breadcrumbs")} className="container-page pt-4 text-sm print:hidden">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        {trail.map((item, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="text-ink">
                  {item.label}
                </span>
              ) : (
                <>
                  <AppLink
                    to={item.href}
                    className="text-muted underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {item.label}
                  </AppLink>
                  {/* Points from parent to child in the reading direction: flipped in RTL. */}
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { AppLink } from "#app/components/ui/AppLink.tsx";
import { useFormat } from "#app/i18n/useFormat.ts";
import { useT } from "#app/i18n/messages.ts";
import type { NewsCategory } from "#app/content/schema.ts";
import type { NewsCardView } from "#app/content/news.ts";

/** A card's first line: the item's section and the day it was published (a machine-readable `<time>`). */
export function NewsMeta({ category, date }: { category: NewsCategory; date: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <p className="text-sm font-semibold text-accent-600">
      {t("news.category", { category })} · <time dateTime={date}>{format.date(date)}</time>
    </p>
  );
}

/**
 * News items as cards, in the order given (newest first): each card is one link, its headline,
 * stretched over the card. `layout="grid"`: three abreast (the home page); `"list"`: one under the
 * other with its summary in full (the news page).
 */
export function NewsCards({
  items,
  heading: H,
  layout,
  label,
}: {
  items: NewsCardView[];
  heading: "h2" | "h3";
  layout: "grid" | "list";
  /** The list's accessible name, when the page has several lists. */
  label?: string;
}) {
  return (
    <ol aria-label={label} className={layout === "grid" ? "grid gap-4 md:grid-cols-3" : "space-y-4"}>
      {items.map((item) => (
        <li
          key={item.slug}
          className="relative rounded-card border border-line bg-white p-5 hover:border-brand-200 hover:shadow-md"
        >
          <article aria-labelledby={`news-${item.slug}`}>
            <NewsMeta category={item.category} date={item.date} />
            <H id={`news-${item.slug}`} className={`mt-1 font-bold ${layout === "list" ? "text-xl" : "text-lg"}`}>
              <AppLink
                to={item.href}
                className="text-brand-900 no-underline after:absolute after:inset-0 hover:underline"
              >
                {item.title}
              </AppLink>
            </H>
            <p className={`mt-2 leading-7 text-muted ${layout === "grid" ? "line-clamp-4 text-sm" : ""}`}>
              {item.summary}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}

import type { ReactNode } from "react";

/**
 * A table that may be wider than the screen: it scrolls sideways in a box of its own, and the page
 * does not (WCAG 1.4.10 lets a table scroll). Its caption is written above that box, not as a
 * `<caption>`: a caption is as wide as its table, so at 360 px it scrolled with it and was cut off
 * mid-word. The caption's text names the table and the box (aria-labelledby). The box is a named
 * region in the Tab order: a keyboard scrolls only what it can focus (WCAG 2.1.1, axe's
 * scrollable-region-focusable), and it wears the site's focus ring (app.css). It is a stop at every
 * width, also where nothing scrolls: the server writes it, and much of it is kept unrendered
 * (Kept.tsx), so no script could tell when it is needed.
 *
 * `id` is the caption's, unique on the page; `className` the outer box's (a frame, a margin),
 * `captionClassName` the caption's, `tableClassName` the table's. The children are the table's
 * rows: its `thead`, `tbody` and `tfoot`.
 */
export function ScrollTable({
  id,
  caption,
  className = "",
  captionClassName = "",
  tableClassName = "",
  children,
}: {
  id: string;
  caption: ReactNode;
  className?: string;
  captionClassName?: string;
  tableClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <p id={id} className={captionClassName}>
        {caption}
      </p>
      <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto">
        <table aria-labelledby={id} className={tableClassName}>
          {children}
        </table>
      </div>
    </div>
  );
}

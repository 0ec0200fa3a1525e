import type { ReactNode } from "react";

/**
 * A table's one row of column headings (`th scope="col"`, aligned to the reading start): the row's
 * class, every cell's class, and a column's own class by its place (a width, no wrapping). The
 * header rows of the site's tables differ only in these.
 */
export function ColumnHeads({
  columns,
  className = "",
  cellClassName = "",
  columnClassNames = [],
}: {
  columns: ReactNode[];
  className?: string;
  cellClassName?: string;
  columnClassNames?: string[];
}) {
  return (
    <thead>
      <tr className={className}>
        {columns.map((label, i) => (
          <th
            key={i}
            scope="col"
            className={[cellClassName, columnClassNames[i], "text-start"].filter(Boolean).join(" ")}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

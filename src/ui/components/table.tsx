/* eslint-disable jsx-a11y-x/no-redundant-roles -- explicit table roles on purpose: see TableRegion below. */
import "@/ui/styles/components/table.css";
import type { ReactNode, Ref } from "react";

/**
 * The region around a table (table.css): named after the table, in the Tab order so that a
 * keyboard or switch user can reach it and scroll it should it be wider than the screen. The table
 * inside is `<table className="ui-table ui-table--stacked" role="table">`, with the ARIA table roles
 * on its parts and each body cell's column name in `data-label`: below 640 px each row is then a
 * stacked card. The roles keep it a table for assistive technology while a phone shows cards (a
 * stylesheet's display alone would drop them in Safari), so they are not redundant here, whatever
 * jsx-a11y's no-redundant-roles assumes.
 */
export function TableRegion({
  label,
  children,
  ref,
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly ref?: Ref<HTMLDivElement>;
}) {
  return (
    // A scrollable region is reached by Tab (WCAG 2.1.1); its name says which table it holds.
    <div className="ui-table-region" tabIndex={0} role="region" aria-label={label} ref={ref}>
      {children}
    </div>
  );
}

/** A table's column headers, with the table roles (see `TableRegion`): visually hidden below 640 px. */
export function TableHead({ columns }: { readonly columns: ReadonlyArray<string> }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((name, index) => (
          <th key={index} scope="col" role="columnheader">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

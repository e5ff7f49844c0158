import type { ReactNode } from 'react';

import { cn } from '../../lib/cn.ts';

export type DataTableColumn = { label: string; align?: 'right' };

type DataTableProps = {
  /** Read by screen readers, and the table's accessible name. */
  caption: string;
  columns: readonly DataTableColumn[];
  /** The rows' cells are padded px-3 (dense lists such as the journal) or px-4; the headers follow. */
  compact?: boolean;
  /** The <tr> rows. */
  children: ReactNode;
};

/** The settings' bordered list tables: sideways scroll on narrow screens, uppercase column headers, ruled rows. */
export function DataTable({ caption, columns, compact = false, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn(
                  'py-2.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
                  compact ? 'px-3' : 'px-4',
                  column.align === 'right' ? 'text-right' : 'text-left',
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

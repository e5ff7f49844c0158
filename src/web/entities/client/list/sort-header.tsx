import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '../../../lib/cn.ts';
import type { RowSort, SortColumn } from './lib/client-rows.ts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

type SortHeaderProps = {
  column: SortColumn;
  label: ReactNode;
  sort: RowSort;
  onSort: (column: SortColumn) => void;
};

/** A sortable column header: a click toggles asc/desc, another column starts asc. */
export function SortHeader({ column, label, sort, onSort }: SortHeaderProps) {
  const active = sort.column === column;
  const Icon = active ? (sort.direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <div role="columnheader" aria-sort={active ? ARIA_SORT[sort.direction] : 'none'}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1 rounded-sm uppercase hover:text-foreground',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          active && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />
      </button>
    </div>
  );
}

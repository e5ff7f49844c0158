import type { Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

import type { ClientRow } from '../../../../shared/clients.ts';
import { SelectAllCheckbox } from '../../../components/selection/selection-checkboxes.tsx';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { cn } from '../../../lib/cn.ts';
import { HEADER_ROW } from '../lib/grid-state.ts';

export const HEADER_HEIGHT = 40;

type GridHeaderProps = {
  headers: readonly Header<ClientRow, unknown>[];
  /** The active column when the keyboard is on the header row, else -1. */
  activeCol: number;
  onActivate: (col: number) => void;
  onFocusCell: (col: number) => void;
  /** The drawn columns' total width. */
  width: number;
  /** « Tout sélectionner », in the actions column's header. */
  selection: RowSelection;
  empty: boolean;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The sticky header row: a click (or Enter / Space) on a column toggles its sort, asc then desc. */
export function GridHeader({ headers, activeCol, onActivate, onFocusCell, width, selection, empty }: GridHeaderProps) {
  return (
    <div role="rowgroup" className="sticky top-0 z-20" style={{ width }}>
      <div role="row" aria-rowindex={1} className="flex border-b border-border bg-muted" style={{ height: HEADER_HEIGHT }}>
        {headers.map((header, col) => {
          const { column } = header;
          const canSort = column.getCanSort();
          const sorted = column.getIsSorted();
          const label = String(column.columnDef.header);
          const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
          return (
            <div
              key={header.id}
              role="columnheader"
              aria-colindex={col + 1}
              aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
              data-cell={`${HEADER_ROW}:${col}`}
              tabIndex={activeCol === col ? 0 : -1}
              title={canSort ? 'Trier' : undefined}
              onClick={() => onActivate(col)}
              onFocus={() => onFocusCell(col)}
              style={{ width: header.getSize() }}
              className={cn(
                'flex h-full shrink-0 items-center gap-1 border-r border-border px-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase select-none',
                'focus:outline-2 focus:-outline-offset-2 focus:outline-ring',
                canSort && 'cursor-pointer hover:text-foreground',
                sorted && 'text-foreground',
              )}
            >
              {canSort ? (
                <>
                  <span className="truncate">{label}</span>
                  <SortIcon aria-hidden="true" className={cn('size-3.5 shrink-0', !sorted && 'opacity-40')} />
                </>
              ) : (
                <>
                  {column.id === 'actions' ? <SelectAllCheckbox selection={selection} disabled={empty} tabIndex={-1} /> : null}
                  <span className="sr-only">{label}</span>
                </>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

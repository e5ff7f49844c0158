import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

import { RowCheckbox, SelectAllCheckbox } from '../../../components/selection/selection-checkboxes.tsx';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import type { RowSort, SortColumn } from './lib/client-rows.ts';
import { SortHeader } from './sort-header.tsx';

/** One column: its grid track, its header, and how a row fills its cell. */
export type ClientColumn<R> = {
  id: string;
  /** A CSS grid track ('minmax(12rem,2fr)', '13rem'). */
  width: string;
  header: ReactNode;
  /** Makes the header a sort button on this column. */
  sortColumn?: SortColumn;
  cell: (row: R, index: number) => ReactNode;
  cellClassName?: string;
};

type ClientTableProps<R> = {
  /** Names the table ('Clients — Impôts'). */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly ClientColumn<R>[];
  sort?: RowSort;
  onSort?: (column: SortColumn) => void;
  /** Rows are measured (a row with a message grows); this is the first guess. */
  rowHeight: number;
  /** Scrolling may take a row out of the DOM: what anchors on a row closes (a popover). */
  onScroll?: () => void;
  /** Drawn after the rows, inside the table (a popover shared by the rows). */
  children?: ReactNode;
  /** What an empty table says; « Aucun client trouvé » by default. */
  empty?: ReactNode;
  /** A checkbox column first, « Sélectionner <name> » per row (the rows are selected by rowKey). */
  selection?: TableSelection<R>;
};

export type TableSelection<R> = { state: RowSelection; nameOf: (row: R) => string };

function selectionColumn<R>({ state, nameOf }: TableSelection<R>, rowKey: (row: R) => string, empty: boolean): ClientColumn<R> {
  return {
    id: 'select',
    width: '1.5rem',
    header: <SelectAllCheckbox selection={state} disabled={empty} />,
    cellClassName: 'flex items-center',
    cell: (row) => <RowCheckbox id={rowKey(row)} name={nameOf(row)} checked={state.isSelected(rowKey(row))} onToggle={state.toggle} />,
  };
}

/**
 * The client list of Habilitations, Banque, Suivi and Logiciels. Only the rows in view are in the
 * DOM, so 10,000 clients scroll and filter without lag. Up and Down on a row's select or input
 * move to the same control of the row above or below: a closed native select would otherwise
 * change its value on each press (saving every step); Alt+Down still opens it.
 */
export function ClientTable<R>({
  label,
  rows,
  rowKey,
  columns: dataColumns,
  sort,
  onSort,
  rowHeight,
  onScroll,
  children,
  empty = 'Aucun client trouvé',
  selection,
}: ClientTableProps<R>) {
  const columns = selection ? [selectionColumn(selection, rowKey, rows.length === 0), ...dataColumns] : dataColumns;
  const scrollRef = useRef<HTMLDivElement>(null);
  // This app does not use the React Compiler, whose memoisation the virtualizer would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
  });
  const grid = { gridTemplateColumns: columns.map((column) => column.width).join(' ') };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const control = event.target;
    if (!(control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) return;
    const column = control.closest<HTMLElement>('[data-col]')?.dataset.col;
    const index = Number(control.closest<HTMLElement>('[data-row-index]')?.dataset.rowIndex);
    if (column === undefined || !Number.isInteger(index)) return;
    event.preventDefault();
    const target = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (target < 0 || target >= rows.length) return;
    virtualizer.scrollToIndex(target, { align: 'auto' });
    const selector = `[data-row-index="${target}"] [data-col="${column}"] ${control.tagName.toLowerCase()}`;
    const focus = () => scrollRef.current?.querySelector<HTMLElement>(selector)?.focus();
    // The neighbour is rendered (overscan); after a long jump, wait for the next paint.
    if (scrollRef.current?.querySelector(`[data-row-index="${target}"]`)) focus();
    else requestAnimationFrame(focus);
  };

  return (
    <div
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      className="min-w-0 overflow-x-auto rounded-lg border border-border bg-surface"
    >
      <div className="min-w-fit">
        <div
          role="rowgroup"
          className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          <div role="row" aria-rowindex={1} className="grid h-11 items-center gap-4 px-4" style={grid}>
            {columns.map((column) =>
              column.sortColumn && sort && onSort ? (
                <SortHeader
                  key={column.id}
                  column={column.sortColumn}
                  label={column.header}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                <div key={column.id} role="columnheader">
                  {column.header}
                </div>
              ),
            )}
          </div>
        </div>
        <div
          ref={scrollRef}
          role="rowgroup"
          className="h-[60vh] min-h-72 overflow-y-auto"
          tabIndex={-1}
          onScroll={onScroll}
          onKeyDown={handleKeyDown}
        >
          {rows.length === 0 ? (
            // Still a row and a cell: a table's row group holds rows, even when it says it is empty.
            <div role="row" aria-rowindex={2}>
              <div role="cell" aria-colspan={columns.length} className="p-8 text-center text-sm text-muted-foreground">
                {empty}
              </div>
            </div>
          ) : (
            <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                if (row === undefined) return null;
                return (
                  <div
                    key={item.key}
                    ref={virtualizer.measureElement}
                    role="row"
                    aria-rowindex={item.index + 2}
                    data-index={item.index}
                    data-row-index={item.index}
                    className="absolute inset-x-0 top-0 grid items-center gap-4 border-b border-border/70 px-4 text-sm hover:bg-muted/40"
                    style={{ ...grid, minHeight: rowHeight, transform: `translateY(${item.start}px)` }}
                  >
                    {columns.map((column) => (
                      <span key={column.id} role="cell" data-col={column.id} className={column.cellClassName}>
                        {column.cell(row, item.index)}
                      </span>
                    ))}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
      {children}
    </div>
  );
}

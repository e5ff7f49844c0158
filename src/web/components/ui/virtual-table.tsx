import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Fragment, memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';

import { cn } from '../../lib/cn.ts';
import { RowCheckbox, SelectAllCheckbox } from '../selection/selection-checkboxes.tsx';
import type { RowSelection } from '../selection/use-row-selection.ts';
import { moveFocusAcrossRows } from './virtual-table-keys.ts';

/** One column: its grid track, its header, and how a row fills its cell. */
export type VirtualColumn<R> = {
  id: string;
  /** A CSS grid track ('minmax(12rem,2fr)', '13rem'). */
  width: string;
  header: ReactNode;
  headerClassName?: string;
  /** A header cell of its own (a sort button's columnheader with aria-sort), drawn instead of `header`. */
  headerCell?: ReactNode;
  cell: (row: R, index: number) => ReactNode;
  cellClassName?: string;
};

/** A checkbox column first, « Sélectionner <name> » per row (the rows are selected by rowKey). */
export type TableSelection<R> = { state: RowSelection; nameOf: (row: R) => string };

type VirtualTableProps<R> = {
  /** Names the table. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Stable (memoised) columns let rows that did not change skip redrawing while the table scrolls. */
  columns: readonly VirtualColumn<R>[];
  /** A row's height, or with `growingRows` its least height and the virtualizer's first guess. */
  rowHeight: number;
  /** Rows grow with their content (a row with a message) and are measured. */
  growingRows?: boolean;
  /** Every row of the list, loaded or not (a paged list); rows.length by default. */
  rowCount?: number;
  /** Classes of a row, in place of the default hover tint (a row just saved lit up). */
  rowClassName?: (row: R) => string | undefined;
  selection?: TableSelection<R>;
  /** The table fills the height of its flex column (a page's main list); otherwise it scrolls within 60% of the viewport. */
  fill?: boolean;
  /** Narrower gaps between cells and a lower header, for many columns. */
  dense?: boolean;
  /** Scrolling may take a row out of the DOM: what anchors on a row closes (a popover). */
  onScroll?: () => void;
  /** Asked when the rows in view come within 40 rows of the last one: a paged list loads its next page. */
  onNearEnd?: () => void;
  /** A row to bring into view once (a row just saved, which may land anywhere in the sorted list). */
  revealKey?: string | null;
  /** What an empty table says. */
  empty: ReactNode;
  /** Drawn after the rows, inside the table (a popover shared by the rows). */
  children?: ReactNode;
};

/** Rows left below the view when the next page is asked for: it arrives before the end is reached. */
const NEAR_END_ROWS = 40;

/**
 * A table of which only the rows in view are in the DOM, so 10,000 rows scroll and filter without
 * lag: the client lists (Habilitations, Banque, Suivi, Logiciels, Échéances) and the Tâches list.
 * Up and Down on a row's select or input move to the same control of the row above or below.
 */
export function VirtualTable<R>(props: VirtualTableProps<R>) {
  const { label, rows, rowKey, rowHeight, selection, fill = false, dense = false, onScroll, children } = props;
  const columns = useTableColumns(props.columns, selection, rowKey, rows.length === 0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useRowVirtualizer(rows, rowKey, rowHeight, scrollRef, fill, useFirstFramePainted());
  useNearEnd(virtualizer, rows.length, props.onNearEnd);
  useReveal(virtualizer, rows, rowKey, props.revealKey);
  const grid = columns.map((column) => column.width).join(' ');
  const gap = dense ? 'gap-2' : 'gap-4';

  return (
    <div
      role="table"
      aria-label={label}
      aria-rowcount={(props.rowCount ?? rows.length) + 1}
      className={cn('overflow-x-auto rounded-lg border border-border bg-surface', fill ? 'flex min-h-0 flex-1 flex-col' : 'min-w-0')}
    >
      <div className={cn('min-w-fit', fill && 'flex min-h-0 flex-1 flex-col')}>
        <HeaderRow columns={columns} grid={grid} className={cn(gap, dense ? 'h-10' : 'h-11')} />
        <div
          ref={scrollRef}
          role="rowgroup"
          // The height scrollBoxHeight() expects before it is measured.
          className={cn('overflow-y-auto', fill ? 'min-h-48 flex-1' : 'h-[60vh] min-h-72')}
          tabIndex={-1}
          onScroll={onScroll}
          onKeyDown={(event) =>
            moveFocusAcrossRows(event, {
              rowCount: rows.length,
              container: scrollRef.current,
              scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
            })
          }
        >
          {rows.length === 0 ? (
            <EmptyRow columnCount={columns.length}>{props.empty}</EmptyRow>
          ) : (
            <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                if (row === undefined) return null;
                return (
                  <VirtualRow
                    key={item.key}
                    row={row}
                    index={item.index}
                    start={item.start}
                    columns={columns}
                    grid={grid}
                    className={cn(gap, props.rowClassName?.(row) ?? 'hover:bg-muted/40')}
                    height={rowHeight}
                    measureRef={props.growingRows ? virtualizer.measureElement : undefined}
                  />
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

/**
 * Rows drawn beyond the visible ones, on each side: 12 rows of the usual 56 px, and as many pixels
 * (fewer rows) for taller ones: 8 of Facturation électronique's 95 px rows.
 */
const OVERSCAN_ROWS = 12;
const overscanFor = (rowHeight: number) => Math.min(OVERSCAN_ROWS, Math.ceil((OVERSCAN_ROWS * 56) / rowHeight));
/** Until the table's first frame is painted: the rows in view and two more, for the next key. */
const FIRST_FRAME_OVERSCAN = 2;

/**
 * False until the frame that first shows the table has been painted (the task after it). The rows
 * beyond the view are drawn then: the first rows show without waiting for the others to be drawn
 * and laid out, which took as long again on Facturation électronique.
 */
function useFirstFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * The rows' scroll box height before it is measured: 60 % of the window, 288 px (18 rem) at least
 * (its classes, h-[60vh] min-h-72), unknown for a table filling its column. Without it the
 * virtualizer takes the box for 0 px high: the table's first pass drew no row, measured the box (a
 * layout of the page) and drew the rows in a second pass before they could show.
 */
const scrollBoxHeight = (fill: boolean): number => (fill ? 0 : Math.max(288, Math.round(window.innerHeight * 0.6)));

function useRowVirtualizer<R>(
  rows: readonly R[],
  rowKey: (row: R) => string,
  rowHeight: number,
  scrollRef: RefObject<HTMLDivElement | null>,
  fill: boolean,
  firstFramePainted: boolean,
) {
  // Stable while the rows are: a new getItemKey makes the virtualizer walk every row again (8,042
  // keys on Facturation électronique, at each render of the page's first load).
  const getItemKey = useCallback(
    (index: number) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    [rows, rowKey],
  );
  // This app does not use the React Compiler, whose memoisation the virtualizer would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    initialRect: { width: 0, height: scrollBoxHeight(fill) },
    estimateSize: () => rowHeight,
    overscan: firstFramePainted ? overscanFor(rowHeight) : FIRST_FRAME_OVERSCAN,
    getItemKey,
  });
}

function useNearEnd(virtualizer: Virtualizer<HTMLDivElement, Element>, rowCount: number, onNearEnd: (() => void) | undefined) {
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? 0;
  useEffect(() => {
    if (onNearEnd && rowCount > 0 && lastShown >= rowCount - NEAR_END_ROWS) onNearEnd();
  }, [lastShown, rowCount, onNearEnd]);
}

function useReveal<R>(
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  rows: readonly R[],
  rowKey: (row: R) => string,
  revealKey: string | null | undefined,
) {
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!revealKey || revealed.current === revealKey) return;
    const index = rows.findIndex((row) => rowKey(row) === revealKey);
    if (index < 0) return;
    revealed.current = revealKey;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [revealKey, rows, rowKey, virtualizer]);
}

/** The columns, after a selection column when the table selects rows. */
function useTableColumns<R>(
  columns: readonly VirtualColumn<R>[],
  selection: TableSelection<R> | undefined,
  rowKey: (row: R) => string,
  empty: boolean,
): readonly VirtualColumn<R>[] {
  // The selection's parts, not the object a caller may write inline: the columns stay the same
  // from one scroll to the next, and so do the rows' memos.
  const state = selection?.state;
  const nameOf = selection?.nameOf;
  return useMemo(
    () => (state && nameOf ? [selectionColumn({ state, nameOf }, rowKey, empty), ...columns] : columns),
    [columns, state, nameOf, rowKey, empty],
  );
}

function selectionColumn<R>({ state, nameOf }: TableSelection<R>, rowKey: (row: R) => string, empty: boolean): VirtualColumn<R> {
  return {
    id: 'select',
    width: '1.5rem',
    header: <SelectAllCheckbox selection={state} disabled={empty} />,
    headerClassName: 'flex items-center',
    cellClassName: 'flex items-center',
    cell: (row) => <RowCheckbox id={rowKey(row)} name={nameOf(row)} checked={state.isSelected(rowKey(row))} onToggle={state.toggle} />,
  };
}

function HeaderRow<R>({ columns, grid, className }: { columns: readonly VirtualColumn<R>[]; grid: string; className: string }) {
  return (
    <div
      role="rowgroup"
      className="border-b border-border bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
    >
      <div role="row" aria-rowindex={1} className={cn('grid items-center px-4', className)} style={{ gridTemplateColumns: grid }}>
        {columns.map((column) =>
          column.headerCell !== undefined ? (
            <Fragment key={column.id}>{column.headerCell}</Fragment>
          ) : (
            <div key={column.id} role="columnheader" className={column.headerClassName}>
              {column.header}
            </div>
          ),
        )}
      </div>
    </div>
  );
}

/** Still a row and a cell: a table's row group holds rows, even when it says it is empty. */
function EmptyRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <div role="row" aria-rowindex={2}>
      <div role="cell" aria-colspan={columnCount} className="p-8 text-center text-sm text-muted-foreground">
        {children}
      </div>
    </div>
  );
}

type VirtualRowProps<R> = {
  row: R;
  index: number;
  start: number;
  columns: readonly VirtualColumn<R>[];
  grid: string;
  className: string;
  height: number;
  /** Measures a growing row; without it the row is `height` high. */
  measureRef: ((element: Element | null) => void) | undefined;
};

/** Memoised: while the table scrolls, the rows already drawn keep their position and skip redrawing. */
const VirtualRow = memo(function VirtualRow<R>({ row, index, start, columns, grid, className, height, measureRef }: VirtualRowProps<R>) {
  const style: CSSProperties = {
    gridTemplateColumns: grid,
    transform: `translateY(${start}px)`,
    ...(measureRef ? { minHeight: height } : { height }),
  };
  return (
    <div
      ref={measureRef}
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      data-row-index={index}
      className={cn('absolute inset-x-0 top-0 grid items-center border-b border-border/70 px-4 text-sm', className)}
      style={style}
    >
      {columns.map((column) => (
        <span key={column.id} role="cell" data-col={column.id} className={column.cellClassName}>
          {column.cell(row, index)}
        </span>
      ))}
    </div>
  );
}) as <R>(props: VirtualRowProps<R>) => ReactNode;

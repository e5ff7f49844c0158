import { useCallback, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { createColumnHelper, getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Check } from 'lucide-react';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import type { UserOption } from '../../../../shared/users.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { useCollaboratorActions } from '../hooks/use-collaborator-actions.ts';
import { useGridController } from '../hooks/use-grid-controller.ts';
import {
  CLIENT_COLUMNS,
  isSortableColumn,
  tableWidth,
  visibleColumns,
  type ColumnKey,
  type OptionalColumn,
} from '../lib/client-columns.ts';
import type { ClientLookups } from '../lib/client-lookups.ts';
import { HEADER_ROW, type CellPos } from '../lib/grid-state.ts';
import type { PastePlan } from '../lib/paste-block.ts';
import { CLIENT_MESSAGES } from '../lib/messages.ts';
import type { ClientSort } from '../lib/sort-clients.ts';
import { GridContext, type GridContextValue } from './grid-context.ts';
import { GridHeader, HEADER_HEIGHT } from './grid-header.tsx';
import { GridRow, ROW_HEIGHT } from './grid-row.tsx';
import './clients-grid.css';

export type ClientsGridHandle = {
  editCell: (rowId: string, column: ColumnKey) => void;
  /** Back to the active cell (or the one that took its place) after a dialog. */
  focusActiveCell: () => void;
};

type ClientsGridProps = {
  rows: readonly ClientRow[];
  sort: ClientSort;
  onSortChange: (sort: ClientSort) => void;
  lookups: ClientLookups;
  users: readonly UserOption[];
  software: readonly Software[];
  onDeleteRequest: (row: ClientRow) => void;
  /** Opens the client's sheet (the row's button, or Shift+Enter on any of its cells). */
  onOpenSheet: (row: ClientRow) => void;
  /** The fiscal profile's columns to draw (hidden by default). */
  shownColumns: readonly OptionalColumn[];
  /** The rows ticked for a bulk action (the actions column's boxes). */
  selection: RowSelection;
  /** Ctrl+V with a block on a cell: the preview of what it would write. */
  onPastePlan: (plan: PastePlan) => void;
  ref?: Ref<ClientsGridHandle>;
};

const columnHelper = createColumnHelper<ClientRow>();

// TanStack Table owns the column model and the sort toggling; the rows are sorted and filtered
// beforehand (manualSorting), and only the visible ones are drawn, so its row model is never built.
const TABLE_COLUMNS = CLIENT_COLUMNS.map((column) =>
  columnHelper.accessor((row) => (column.key === 'actions' ? row.id : (row[column.key as keyof ClientRow] ?? '')), {
    id: column.key,
    header: column.header,
    size: column.width,
    enableSorting: column.key !== 'actions',
  }),
);

const EMPTY_FAILURES = new Map<string, ReadonlyMap<number, string>>();

export function ClientsGrid({
  rows,
  sort,
  onSortChange,
  lookups,
  users,
  software,
  onDeleteRequest,
  onOpenSheet,
  shownColumns,
  selection,
  onPastePlan,
  ref,
}: ClientsGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => visibleColumns(shownColumns), [shownColumns]);
  const width = tableWidth(columns);
  // TanStack Table hides the same columns, so header positions match the rows'.
  const columnVisibility = useMemo(
    () => Object.fromEntries(CLIENT_COLUMNS.map((column) => [column.key, columns.includes(column)])),
    [columns],
  );

  const sorting: SortingState = [{ id: sort.column, desc: sort.direction === 'desc' }];
  // No React Compiler in this build: nothing memoises around the table object, which is only read while rendering.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as ClientRow[],
    columns: TABLE_COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next && isSortableColumn(next.id)) onSortChange({ column: next.id, direction: next.desc ? 'desc' : 'asc' });
    },
  });

  function toggleSort(col: number) {
    const column = table.getVisibleLeafColumns()[col];
    if (column?.getCanSort()) column.toggleSorting();
  }

  const controller = useGridController({
    rows,
    columns,
    gridRef,
    rowHeight: ROW_HEIGHT,
    onHeaderActivate: toggleSort,
    onDeleteRequest,
    onOpenSheet,
    selection,
    lookups,
    software,
    onPastePlan,
  });
  const { state, active, activeIndex, range, actions, editCell, focusActiveCell } = controller;

  useImperativeHandle(
    ref,
    () => ({
      editCell: (rowId, key) => editCell(rowId, columns.findIndex((column) => column.key === key)),
      focusActiveCell,
    }),
    [editCell, focusActiveCell, columns],
  );

  const { addCollaborator, removeCollaborator } = useCollaboratorActions();
  const context = useMemo<GridContextValue>(
    () => ({
      lookups,
      users,
      software,
      ...actions,
      addCollaborator,
      removeCollaborator,
      requestDelete: onDeleteRequest,
      openSheet: onOpenSheet,
      toggleSelect: selection.toggle,
    }),
    [lookups, users, software, actions, addCollaborator, removeCollaborator, onDeleteRequest, onOpenSheet, selection.toggle],
  );

  // Failures by row, then by column: a row's prop only changes when its own cells fail or recover.
  const failuresByRow = useMemo(() => {
    if (state.failed.size === 0) return EMPTY_FAILURES;
    const byRow = new Map<string, Map<number, string>>();
    for (const [key, draft] of state.failed) {
      const separator = key.lastIndexOf(':');
      const rowId = key.slice(0, separator);
      const cells = byRow.get(rowId) ?? new Map<number, string>();
      cells.set(Number(key.slice(separator + 1)), draft);
      byRow.set(rowId, cells);
    }
    return byRow;
  }, [state.failed]);

  // Stable while the rows are: a new getItemKey makes the virtualizer drop its measurements cache.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => gridRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
    getItemKey,
    // The active row stays in the DOM when scrolled away, so the keyboard focus is never lost.
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) return [...indexes, activeIndex].sort((a, b) => a - b);
      return indexes;
    },
  });

  const savedSeparator = state.saved?.lastIndexOf(':') ?? -1;
  const savedRowId = state.saved && savedSeparator > 0 ? state.saved.slice(0, savedSeparator) : null;
  const savedCol = state.saved ? Number(state.saved.slice(savedSeparator + 1)) : -1;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  function handleHeaderClick(col: number) {
    const pos: CellPos = { rowId: HEADER_ROW, col };
    actions.activate(pos);
    toggleSort(col);
  }

  return (
    <GridContext value={context}>
      <div className="flex min-h-0 flex-1 flex-col gap-1.5">
        <div
          ref={gridRef}
          role="grid"
          aria-label="Clients"
          aria-rowcount={rows.length + 1}
          aria-colcount={columns.length}
          onKeyDown={controller.handleKeyDown}
          onCopy={controller.handleCopy}
          onPaste={controller.handlePaste}
          className="relative min-h-0 flex-1 overflow-auto rounded-lg border border-border bg-surface"
          style={{ scrollPaddingTop: HEADER_HEIGHT }}
        >
          <GridHeader
            headers={headers}
            activeCol={active.rowId === HEADER_ROW ? active.col : -1}
            onActivate={handleHeaderClick}
            onFocusCell={(col) => actions.activate({ rowId: HEADER_ROW, col })}
            selection={selection}
            empty={rows.length === 0}
            width={width}
          />
          <div role="rowgroup" className="relative" style={{ height: Math.max(virtualizer.getTotalSize(), ROW_HEIGHT), width }}>
            {rows.length === 0 ? (
              <div role="row" aria-rowindex={2} className="absolute inset-x-0 top-0 flex" style={{ height: ROW_HEIGHT }}>
                <div role="gridcell" className="sticky left-0 flex items-center px-4 text-sm text-muted-foreground">
                  {CLIENT_MESSAGES.empty}
                </div>
              </div>
            ) : (
              virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                const isActiveRow = active.rowId === row.id;
                return (
                  <GridRow
                    key={row.id}
                    row={row}
                    columns={columns}
                    width={width}
                    index={item.index}
                    top={item.start - HEADER_HEIGHT}
                    activeCol={isActiveRow ? active.col : -1}
                    editing={state.editing?.rowId === row.id ? state.editing : null}
                    failed={failuresByRow.get(row.id)}
                    savedCol={savedRowId === row.id ? savedCol : -1}
                    selected={selection.isSelected(row.id)}
                    rangeLeft={range && item.index >= range.top && item.index <= range.bottom ? range.left : -1}
                    rangeRight={range && item.index >= range.top && item.index <= range.bottom ? range.right : -1}
                  />
                );
              })
            )}
          </div>
        </div>
        <div className="flex items-center justify-between gap-4 text-xs text-muted-foreground">
          <p>Entrée : modifier · Échap : annuler · Flèches et Tab : se déplacer · Maj+Entrée : fiche du client · Espace sur la case : sélectionner (Maj : plage) · Maj+Flèches, Ctrl+C, Ctrl+V : copier-coller comme dans Excel · Ctrl+Z : annuler</p>
          <p role="status" className="flex items-center gap-1 font-medium text-success">
            {state.saved ? (
              <>
                <Check aria-hidden="true" className="size-3.5" />
                {CLIENT_MESSAGES.saved}
              </>
            ) : null}
          </p>
        </div>
      </div>
    </GridContext>
  );
}

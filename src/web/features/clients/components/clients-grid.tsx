import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import type { UserOption } from '../../../../shared/users.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { useCollaboratorActions } from '../hooks/use-collaborator-actions.ts';
import { useClientsTable } from '../hooks/use-clients-table.ts';
import { useGridController } from '../hooks/use-grid-controller.ts';
import { useGridNearEnd, useGridVirtualizer } from '../hooks/use-grid-virtualizer.ts';
import { tableWidth, visibleColumns, type ColumnKey, type OptionalColumn } from '../lib/client-columns.ts';
import type { ClientLookups } from '../lib/client-lookups.ts';
import { HEADER_ROW } from '../lib/grid-state.ts';
import type { PastePlan } from '../lib/paste-block.ts';
import type { ClientSort } from '../lib/sort-clients.ts';
import { GridBody } from './grid-body.tsx';
import { GridContext, type GridContextValue } from './grid-context.ts';
import { GridFooter } from './grid-footer.tsx';
import { GridHeader, HEADER_HEIGHT } from './grid-header.tsx';
import { ROW_HEIGHT } from './grid-row.tsx';
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
  /** The grid nears the end of the rows loaded: the page asks for the next page of them. */
  onNearEnd?: () => void;
  /** How many rows the filters show, loaded or not (aria-rowcount); the rows given by default. */
  rowCount?: number;
  ref?: Ref<ClientsGridHandle>;
};

/** The spreadsheet of clients: sortable headers, virtual rows, cells edited in place, keyboard and clipboard as in Excel. */
export function ClientsGrid(props: ClientsGridProps) {
  const { rows, selection, ref } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => visibleColumns(props.shownColumns), [props.shownColumns]);
  const width = tableWidth(columns);
  const { headers, toggleSort } = useClientsTable(rows, columns, props.sort, props.onSortChange);
  const controller = useGridController({ ...props, columns, gridRef, rowHeight: ROW_HEIGHT, onHeaderActivate: toggleSort });
  const { state, active, activeIndex, actions, editCell, focusActiveCell } = controller;
  useImperativeHandle(
    ref,
    () => ({
      editCell: (rowId, key) => editCell(rowId, columns.findIndex((column) => column.key === key)),
      focusActiveCell,
    }),
    [editCell, focusActiveCell, columns],
  );
  const context = useGridContextValue(props, actions);
  const virtualizer = useGridVirtualizer(rows, gridRef, activeIndex);
  useGridNearEnd(virtualizer, rows.length, props.onNearEnd);

  function handleHeaderClick(col: number) {
    actions.activate({ rowId: HEADER_ROW, col });
    toggleSort(col);
  }

  return (
    <GridContext value={context}>
      <div className="flex min-h-0 flex-1 flex-col gap-1.5">
        <div
          ref={gridRef}
          role="grid"
          aria-label="Clients"
          aria-rowcount={Math.max(props.rowCount ?? 0, rows.length) + 1}
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
          <GridBody {...{ rows, columns, width, virtualizer, state, active, selection }} range={controller.range} />
        </div>
        <GridFooter saved={state.saved !== null} />
      </div>
    </GridContext>
  );
}

type GridActions = ReturnType<typeof useGridController>['actions'];

/** What the cells read from the grid: lookups, the controller's actions, the row commands. */
function useGridContextValue(props: ClientsGridProps, actions: GridActions): GridContextValue {
  const { lookups, users, software, onDeleteRequest, onOpenSheet } = props;
  const toggleSelect = props.selection.toggle;
  const { addCollaborator, removeCollaborator } = useCollaboratorActions();
  return useMemo<GridContextValue>(
    () => ({
      lookups,
      users,
      software,
      ...actions,
      addCollaborator,
      removeCollaborator,
      requestDelete: onDeleteRequest,
      openSheet: onOpenSheet,
      toggleSelect,
    }),
    [lookups, users, software, actions, addCollaborator, removeCollaborator, onDeleteRequest, onOpenSheet, toggleSelect],
  );
}

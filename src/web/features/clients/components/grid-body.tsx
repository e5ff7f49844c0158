import { useMemo } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import type { CellRange } from '../hooks/use-grid-clipboard.ts';
import type { ClientColumn } from '../lib/client-columns.ts';
import type { CellPos, GridState } from '../lib/grid-state.ts';
import { CLIENT_MESSAGES } from '../lib/messages.ts';
import { HEADER_HEIGHT } from './grid-header.tsx';
import { GridRow, ROW_HEIGHT } from './grid-row.tsx';

type GridBodyProps = {
  rows: readonly ClientRow[];
  columns: readonly ClientColumn[];
  width: number;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  state: GridState;
  active: CellPos;
  selection: RowSelection;
  /** The copy range (Shift+arrows), in displayed indexes. */
  range: CellRange | null;
};

const EMPTY_FAILURES = new Map<string, ReadonlyMap<number, string>>();

/** Failures by row, then by column: a row's prop only changes when its own cells fail or recover. */
function useFailuresByRow(failed: GridState['failed']) {
  return useMemo(() => {
    if (failed.size === 0) return EMPTY_FAILURES;
    const byRow = new Map<string, Map<number, string>>();
    for (const [key, draft] of failed) {
      const separator = key.lastIndexOf(':');
      const rowId = key.slice(0, separator);
      const cells = byRow.get(rowId) ?? new Map<number, string>();
      cells.set(Number(key.slice(separator + 1)), draft);
      byRow.set(rowId, cells);
    }
    return byRow;
  }, [failed]);
}

/** The cell that just saved (the green flash), by row id and column. */
function savedCell(saved: string | null) {
  const separator = saved?.lastIndexOf(':') ?? -1;
  return {
    rowId: saved && separator > 0 ? saved.slice(0, separator) : null,
    col: saved ? Number(saved.slice(separator + 1)) : -1,
  };
}

/** The grid's rows in view (each memoised), or the empty list's message. */
export function GridBody({ rows, columns, width, virtualizer, state, active, selection, range }: GridBodyProps) {
  const failuresByRow = useFailuresByRow(state.failed);
  const saved = savedCell(state.saved);
  const inRange = (index: number) => range !== null && index >= range.top && index <= range.bottom;
  return (
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
          return (
            <GridRow
              key={row.id}
              row={row}
              columns={columns}
              width={width}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              activeCol={active.rowId === row.id ? active.col : -1}
              editing={state.editing?.rowId === row.id ? state.editing : null}
              failed={failuresByRow.get(row.id)}
              savedCol={saved.rowId === row.id ? saved.col : -1}
              selected={selection.isSelected(row.id)}
              rangeLeft={range && inRange(item.index) ? range.left : -1}
              rangeRight={range && inRange(item.index) ? range.right : -1}
            />
          );
        })
      )}
    </div>
  );
}

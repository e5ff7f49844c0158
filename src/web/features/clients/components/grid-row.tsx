import { memo } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import { cn } from '../../../lib/cn.ts';
import type { ClientColumn } from '../lib/client-columns.ts';
import type { EditingCell } from '../lib/grid-state.ts';
import { GridCell } from './grid-cell.tsx';

export const ROW_HEIGHT = 40;

type GridRowProps = {
  row: ClientRow;
  /** The drawn columns (the fiscal profile's only when shown), and their total width. */
  columns: readonly ClientColumn[];
  width: number;
  /** Position in the filtered list (0-based). */
  index: number;
  top: number;
  /** The active column when the keyboard is on this row, else -1. */
  activeCol: number;
  editing: EditingCell | null;
  /** Column → the typed text whose save failed. */
  failed: ReadonlyMap<number, string> | undefined;
  savedCol: number;
  /** Ticked in the selection. */
  selected: boolean;
  /** The columns of the copy range on this row (Shift+arrows), -1 when outside it. */
  rangeLeft: number;
  rangeRight: number;
};

// Memoised: moving the keyboard or typing in one cell re-renders one or two rows, not all of them.
export const GridRow = memo(function GridRow({ row, columns, width, index, top, activeCol, editing, failed, savedCol, selected, rangeLeft, rangeRight }: GridRowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row-id={row.id}
      className={cn(
        // Fixed size: layout and paint stay inside the row while the table scrolls.
        'absolute left-0 flex border-b border-border [contain:strict] hover:bg-muted/40',
        selected ? 'bg-info-soft' : 'bg-surface',
        editing && 'z-10',
      )}
      style={{ height: ROW_HEIGHT, width, transform: `translateY(${top}px)` }}
    >
      {columns.map((column, col) => (
        <GridCell
          key={column.key}
          column={column}
          col={col}
          row={row}
          isActive={activeCol === col}
          editing={editing?.col === col ? editing : null}
          failedDraft={failed?.get(col)}
          isSaved={savedCol === col}
          selected={selected}
          inRange={col >= rangeLeft && col <= rangeRight && rangeLeft >= 0}
        />
      ))}
    </div>
  );
});

import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { ClientColumn } from '../lib/client-columns.ts';
import { HEADER_ROW, moveTarget, type CellPos } from '../lib/grid-state.ts';

/** A cell by displayed indexes: row -1 is the header. */
export type CellIndex = { row: number; col: number };

/** The grid's extent, as moveTarget reads it. */
export function gridSize(rowCount: number, colCount: number, pageRows: number, ctrl: boolean) {
  return { rowCount, colCount, pageRows, ctrl };
}

/**
 * Cell positions (row id and column) to displayed indexes and back. The callbacks read the latest
 * rows through refs, so they stay stable: the memoised rows depend on them.
 */
export function useGridPositions(rows: readonly ClientRow[], columns: readonly ClientColumn[]) {
  const rowIndexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const rowsRef = useRef(rows);
  const indexRef = useRef(rowIndexById);
  const colCountRef = useRef(columns.length);
  useLayoutEffect(() => {
    rowsRef.current = rows;
    indexRef.current = rowIndexById;
    colCountRef.current = columns.length;
  });

  const indexOf = useCallback((rowId: string) => indexRef.current.get(rowId), []);
  const rowAt = useCallback((pos: CellPos) => rowsRef.current[indexRef.current.get(pos.rowId) ?? -1], []);

  const toIndex = useCallback((pos: CellPos): CellIndex => {
    if (pos.rowId === HEADER_ROW) return { row: -1, col: pos.col };
    return { row: indexRef.current.get(pos.rowId) ?? 0, col: pos.col };
  }, []);

  const toPos = useCallback(({ row, col }: CellIndex): CellPos => {
    return { rowId: row < 0 ? HEADER_ROW : (rowsRef.current[row]?.id ?? HEADER_ROW), col };
  }, []);

  /** The cell Tab (or Shift+Tab) leads to from `pos`; null past either end of the grid. */
  const tabFrom = useCallback(
    (pos: CellPos, backwards: boolean): CellPos | null => {
      const target = moveTarget('Tab', toIndex(pos), gridSize(rowsRef.current.length, colCountRef.current, 0, false), backwards);
      return target ? toPos(target) : null;
    },
    [toIndex, toPos],
  );

  return { rowIndexById, indexOf, rowAt, toIndex, toPos, tabFrom };
}

export type GridPositions = ReturnType<typeof useGridPositions>;

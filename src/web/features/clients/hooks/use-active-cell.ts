import { useCallback, useLayoutEffect, useRef, type Dispatch, type RefObject } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import { FIRST_DATA_COLUMN } from '../lib/client-columns.ts';
import { cellKey, HEADER_ROW, type CellPos, type GridAction, type GridState } from '../lib/grid-state.ts';
import type { GridPositions } from './use-grid-positions.ts';

type ActiveCellOptions = {
  state: GridState;
  dispatch: Dispatch<GridAction>;
  rows: readonly ClientRow[];
  positions: GridPositions;
  gridRef: RefObject<HTMLDivElement | null>;
};

function findCell(grid: HTMLElement | null, key: string): HTMLElement | null {
  return grid?.querySelector<HTMLElement>(`[data-cell="${CSS.escape(key)}"]`) ?? null;
}

function focusElement(element: HTMLElement) {
  element.focus({ preventScroll: true });
  // 'nearest' in both axes; the container's scroll-padding keeps rows clear of the sticky header.
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * The cell that has the keyboard (a roving tabindex): which one it is when its row left the list,
 * and how focus moves to a cell, drawn or not yet drawn by the virtualiser.
 */
export function useActiveCell({ state, dispatch, rows, positions, gridRef }: ActiveCellOptions) {
  const { rowIndexById, indexOf } = positions;
  // A cell to focus once it is rendered (a move to a row the virtualiser has not drawn yet).
  const pendingFocus = useRef<string | null>(null);

  // The active cell; when its row left the list, the row now at its place (or the last one);
  // before any move, the first data cell.
  const stored = state.active;
  const activeIsShown = stored !== null && (stored.rowId === HEADER_ROW || rowIndexById.has(stored.rowId));
  const fallbackRow = rows[Math.min(state.activeIndex, rows.length - 1)];
  const active: CellPos = activeIsShown ? stored : { rowId: fallbackRow?.id ?? HEADER_ROW, col: stored?.col ?? FIRST_DATA_COLUMN };
  const activeIndex = active.rowId === HEADER_ROW ? -1 : (rowIndexById.get(active.rowId) ?? -1);

  useLayoutEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const element = findCell(gridRef.current, key);
    if (!element) return;
    pendingFocus.current = null;
    focusElement(element);
  });
  useKeepActiveRowInView(active.rowId, activeIndex);

  const activate = useCallback((pos: CellPos) => dispatch({ type: 'activate', pos, index: indexOf(pos.rowId) ?? -1 }), [dispatch, indexOf]);

  const focusCell = useCallback(
    (pos: CellPos) => {
      activate(pos);
      const key = cellKey(pos);
      const element = findCell(gridRef.current, key);
      if (element) focusElement(element);
      else pendingFocus.current = key;
    },
    [gridRef, activate],
  );

  const activeRef = useRef(active);
  useLayoutEffect(() => {
    activeRef.current = active;
  });
  const focusActiveCell = useCallback(() => focusCell(activeRef.current), [focusCell]);

  return { active, activeIndex, activate, focusCell, focusActiveCell };
}

/** A save can move the row the keyboard is on (the list is sorted): keep it in view. */
function useKeepActiveRowInView(rowId: string, index: number) {
  const lastActive = useRef({ rowId, index });
  useLayoutEffect(() => {
    const previous = lastActive.current;
    lastActive.current = { rowId, index };
    if (previous.rowId !== rowId || previous.index === index || index < 0) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.closest(`[data-row-id="${CSS.escape(rowId)}"]`)) {
      focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [rowId, index]);
}

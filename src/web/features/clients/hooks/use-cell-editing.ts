import { useCallback, type Dispatch } from 'react';

import type { CellEdit, CommitMove } from '../components/grid-context.ts';
import type { CellPos, GridAction } from '../lib/grid-state.ts';
import type { GridPositions } from './use-grid-positions.ts';

type CellEditingOptions = {
  dispatch: Dispatch<GridAction>;
  positions: GridPositions;
  focusCell: (pos: CellPos) => void;
  save: (pos: CellPos, edit: CellEdit) => void;
};

/** Opening a cell's editor, and where the keyboard goes when it closes (saved or cancelled). */
export function useCellEditing({ dispatch, positions, focusCell, save }: CellEditingOptions) {
  const { indexOf, tabFrom, toIndex, toPos } = positions;

  const startEdit = useCallback(
    (pos: CellPos, initial?: string) => dispatch({ type: 'edit', pos, initial, index: indexOf(pos.rowId) }),
    [dispatch, indexOf],
  );

  const finishEdit = useCallback(
    (pos: CellPos, edit: CellEdit, move: CommitMove) => {
      dispatch({ type: 'stopEditing' });
      // 'stay' goes through the indexes: a row that left the list hands the keyboard to the first one.
      if (move !== 'none') focusCell(move === 'stay' ? toPos(toIndex(pos)) : (tabFrom(pos, move === 'prev') ?? pos));
      if (edit.patch) save(pos, edit);
      else dispatch({ type: 'forget', pos });
    },
    [dispatch, focusCell, save, tabFrom, toIndex, toPos],
  );

  const cancelEdit = useCallback(
    (pos: CellPos, { focus = true }: { focus?: boolean } = {}) => {
      dispatch({ type: 'cancel', pos });
      if (focus) focusCell(pos);
    },
    [dispatch, focusCell],
  );

  /** Opens a cell's editor from outside the grid (the new client's name). */
  const editCell = useCallback((rowId: string, col: number) => startEdit({ rowId, col }), [startEdit]);

  return { startEdit, finishEdit, cancelEdit, editCell };
}

import { useMemo, useReducer, type KeyboardEvent, type RefObject } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import type { ClientColumn } from '../lib/client-columns.ts';
import type { ClientLookups } from '../lib/client-lookups.ts';
import { handleGridKeyDown } from '../lib/grid-keyboard.ts';
import { gridReducer, INITIAL_GRID_STATE } from '../lib/grid-state.ts';
import type { PastePlan } from '../lib/paste-block.ts';
import { useActiveCell } from './use-active-cell.ts';
import { useCellEditing } from './use-cell-editing.ts';
import { useCellSave } from './use-cell-save.ts';
import { useGridClipboard } from './use-grid-clipboard.ts';
import { useGridPositions } from './use-grid-positions.ts';
import { useStretchedRange } from './use-stretched-range.ts';

type GridControllerOptions = {
  rows: readonly ClientRow[];
  /** The drawn columns: positions are indexes in this list. */
  columns: readonly ClientColumn[];
  gridRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  onHeaderActivate: (col: number) => void;
  onDeleteRequest: (row: ClientRow) => void;
  onOpenSheet: (row: ClientRow) => void;
  /** Space on the actions cell ticks the row (Shift: the range), on its header every row. */
  selection: RowSelection;
  lookups: ClientLookups;
  software: readonly Software[];
  /** Ctrl+V with a block: what it would write, for the preview (nothing is written yet). */
  onPastePlan: (plan: PastePlan) => void;
};

/**
 * The spreadsheet's controller: one reducer for the state (lib/grid-state.ts), composed of the
 * active cell and its focus, the editing and saving of cells, the keys, the stretched range and
 * the clipboard.
 */
export function useGridController(options: GridControllerOptions) {
  const { rows, columns, gridRef } = options;
  const [state, dispatch] = useReducer(gridReducer, INITIAL_GRID_STATE);
  const positions = useGridPositions(rows, columns);
  const { active, activeIndex, activate, focusCell, focusActiveCell } = useActiveCell({ state, dispatch, rows, positions, gridRef });
  const save = useCellSave({ dispatch, rowAt: positions.rowAt, gridRef });
  const { startEdit, finishEdit, cancelEdit, editCell } = useCellEditing({ dispatch, positions, focusCell, save });
  const { anchor, stretch, unstretch } = useStretchedRange(active, positions.rowIndexById);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    handleGridKeyDown(event, {
      ...options,
      toIndex: positions.toIndex,
      toPos: positions.toPos,
      viewHeight: gridRef.current?.clientHeight,
      startEdit,
      focusCell,
      stretch,
      unstretch,
    });
  }

  const clipboard = useGridClipboard({
    rows,
    columns,
    lookups: options.lookups,
    software: options.software,
    editing: state.editing !== null,
    active: { row: activeIndex, col: active.col },
    anchor,
    onPastePlan: options.onPastePlan,
  });

  const actions = useMemo(
    () => ({ activate, startEdit, finishEdit, cancelEdit, focusCell }),
    [activate, startEdit, finishEdit, cancelEdit, focusCell],
  );

  return { state, active, activeIndex, handleKeyDown, editCell, focusActiveCell, actions, ...clipboard };
}

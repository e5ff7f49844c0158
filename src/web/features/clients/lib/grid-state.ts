// The spreadsheet's state: which cell has the keyboard, which one is being edited, which saves
// failed (with what was typed, so nothing is lost) and which cell just saved (the green flash).

/** The header row's id in cell positions. */
export const HEADER_ROW = '__header__';

export type CellPos = { rowId: string; col: number };
export type EditingCell = CellPos & { initial?: string; attempt: number };

export type GridState = {
  active: CellPos | null;
  /** Where the active row was: when it leaves the list (deleted), the row now there takes over. */
  activeIndex: number;
  editing: EditingCell | null;
  /** Cell key → the text whose save failed. */
  failed: ReadonlyMap<string, string>;
  saved: string | null;
  attempts: number;
};

export type GridAction =
  | { type: 'activate'; pos: CellPos; index: number }
  | { type: 'edit'; pos: CellPos; initial?: string; index?: number }
  | { type: 'stopEditing'; next?: CellPos }
  | { type: 'cancel'; pos: CellPos }
  | { type: 'forget'; pos: CellPos }
  | { type: 'saved'; pos: CellPos }
  | { type: 'failed'; pos: CellPos; draft: string; reopen: boolean }
  | { type: 'unflash'; key: string };

export const INITIAL_GRID_STATE: GridState = {
  active: null,
  activeIndex: 0,
  editing: null,
  failed: new Map(),
  saved: null,
  attempts: 0,
};

export const cellKey = ({ rowId, col }: CellPos) => `${rowId}:${col}`;

/** The position a `data-cell` attribute names (row ids hold no ':'). */
export function parseCellKey(key: string): CellPos | null {
  const separator = key.lastIndexOf(':');
  const col = Number(key.slice(separator + 1));
  if (separator <= 0 || !Number.isInteger(col)) return null;
  return { rowId: key.slice(0, separator), col };
}

function without(map: ReadonlyMap<string, string>, key: string): ReadonlyMap<string, string> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'activate':
      return state.active && cellKey(state.active) === cellKey(action.pos) && state.activeIndex === action.index
        ? state
        : { ...state, active: action.pos, activeIndex: action.index };
    case 'edit': {
      const attempts = state.attempts + 1;
      // A cell whose save failed reopens with what was typed then.
      const initial = action.initial ?? state.failed.get(cellKey(action.pos));
      return {
        ...state,
        active: action.pos,
        activeIndex: action.index ?? state.activeIndex,
        editing: { ...action.pos, initial, attempt: attempts },
        attempts,
      };
    }
    case 'stopEditing':
      return { ...state, editing: null, active: action.next ?? state.active };
    case 'cancel':
      return { ...state, editing: null, active: action.pos, failed: without(state.failed, cellKey(action.pos)) };
    case 'forget':
      return { ...state, failed: without(state.failed, cellKey(action.pos)) };
    case 'saved': {
      const key = cellKey(action.pos);
      return { ...state, saved: key, failed: without(state.failed, key) };
    }
    case 'failed': {
      const key = cellKey(action.pos);
      const failed = new Map(state.failed).set(key, action.draft);
      // Reopen the editor with the typed text, unless the user is already editing another cell.
      if (!action.reopen || state.editing) return { ...state, failed };
      const attempts = state.attempts + 1;
      return {
        ...state,
        failed,
        active: action.pos,
        editing: { ...action.pos, initial: action.draft, attempt: attempts },
        attempts,
      };
    }
    case 'unflash':
      return state.saved === action.key ? { ...state, saved: null } : state;
  }
}

/** Where a key press moves the active cell to; null when it leaves the grid (Tab past the end). */
export function moveTarget(
  key: string,
  { row, col }: { row: number; col: number },
  { rowCount, colCount, pageRows, ctrl }: { rowCount: number; colCount: number; pageRows: number; ctrl: boolean },
  shift = false,
): { row: number; col: number } | null {
  // Row -1 is the header.
  const clampRow = (value: number) => Math.max(-1, Math.min(rowCount - 1, value));
  const clampCol = (value: number) => Math.max(0, Math.min(colCount - 1, value));
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(row - 1), col };
    case 'ArrowDown':
      return { row: clampRow(row + 1), col };
    case 'ArrowLeft':
      return { row, col: clampCol(col - 1) };
    case 'ArrowRight':
      return { row, col: clampCol(col + 1) };
    case 'PageUp':
      return { row: clampRow(Math.max(0, row - pageRows)), col };
    case 'PageDown':
      return { row: clampRow(row + pageRows), col };
    case 'Home':
      return ctrl ? { row: rowCount > 0 ? 0 : -1, col } : { row, col: 0 };
    case 'End':
      return ctrl ? { row: rowCount - 1, col } : { row, col: colCount - 1 };
    case 'Tab': {
      const step = shift ? -1 : 1;
      const next = col + step;
      if (next >= 0 && next < colCount) return { row, col: next };
      const nextRow = row + step;
      if (nextRow < -1 || nextRow >= rowCount) return null;
      return { row: nextRow, col: shift ? colCount - 1 : 0 };
    }
    default:
      return null;
  }
}

import type { KeyboardEvent } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { undoLast } from '../../../lib/undo.ts';
import { isEditableKind, isTypeToEditKind, type ClientColumn } from './client-columns.ts';
import { moveTarget, parseCellKey, type CellPos } from './grid-state.ts';

type CellIndex = { row: number; col: number };

/** What the grid's keys act on: its rows and columns, and the controller's moves and edits. */
export type GridKeyContext = {
  rows: readonly ClientRow[];
  columns: readonly ClientColumn[];
  toIndex: (pos: CellPos) => CellIndex;
  toPos: (index: CellIndex) => CellPos;
  /** The grid's visible height, for PageUp and PageDown (0 before it is laid out). */
  viewHeight: number | undefined;
  rowHeight: number;
  selection: RowSelection;
  onHeaderActivate: (col: number) => void;
  onDeleteRequest: (row: ClientRow) => void;
  onOpenSheet: (row: ClientRow) => void;
  startEdit: (pos: CellPos, initial?: string) => void;
  focusCell: (pos: CellPos) => void;
  stretch: (pos: CellPos, to: CellPos) => void;
  unstretch: () => void;
};

type KeyCell = CellIndex & { pos: CellPos; column: ClientColumn };
type GridKeyEvent = KeyboardEvent<HTMLDivElement>;

const isPlain = (event: GridKeyEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;

/** A key pressed on one of the grid's cells: undo, a command, an edit, or a move, in that order. */
export function handleGridKeyDown(event: GridKeyEvent, grid: GridKeyContext) {
  const target = event.target as HTMLElement;
  // Keys typed in an editor, a menu or a cell's button are theirs.
  const pos = target.dataset.cell === undefined ? null : parseCellKey(target.dataset.cell);
  if (!pos) return;
  const { row, col } = grid.toIndex(pos);
  const column = grid.columns[col];
  if (!column) return;
  const cell: KeyCell = { pos, row, col, column };
  if (handleUndoKey(event) || handleCommandKey(event, cell, grid) || handleEditKey(event, cell, grid)) return;
  handleMoveKey(event, cell, grid);
}

/** Ctrl+Z: the tab's last edit (a cell, a paste, a bulk change), while its toast offers « Annuler ». */
function handleUndoKey(event: GridKeyEvent): boolean {
  if (!((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'z')) return false;
  if (undoLast()) event.preventDefault();
  return true;
}

/** Shift+Enter opens the sheet; Space on the actions cell selects; Enter or F2 sorts, deletes or edits. */
function handleCommandKey(event: GridKeyEvent, { pos, row, col, column }: KeyCell, grid: GridKeyContext): boolean {
  const client = grid.rows[row];
  if (event.key === 'Enter' && event.shiftKey && isPlain(event) && row >= 0) {
    event.preventDefault();
    if (client) grid.onOpenSheet(client);
    return true;
  }
  if (event.key === ' ' && column.kind === 'actions' && isPlain(event)) {
    event.preventDefault();
    if (row < 0) grid.selection.toggleAll();
    else grid.selection.toggle(pos.rowId, !grid.selection.isSelected(pos.rowId), event.shiftKey);
    return true;
  }
  if (event.key === 'Enter' || event.key === 'F2' || (event.key === ' ' && row < 0)) {
    event.preventDefault();
    if (row < 0) grid.onHeaderActivate(col);
    else if (column.kind === 'actions') {
      if (client) grid.onDeleteRequest(client);
    } else grid.startEdit(pos);
    return true;
  }
  return false;
}

/** Typing a character, Backspace or Delete opens a text cell's editor; Space opens any editable cell's. */
function handleEditKey(event: GridKeyEvent, { pos, row, column }: KeyCell, grid: GridKeyContext): boolean {
  if (row < 0) return false;
  const initial = typedText(event, column);
  if (initial !== undefined) {
    event.preventDefault();
    grid.startEdit(pos, initial);
    return true;
  }
  if (event.key === ' ' && isEditableKind(column.kind)) {
    event.preventDefault();
    grid.startEdit(pos);
    return true;
  }
  return false;
}

/** What a key types into the text cell whose editor it opens: the character, or '' for Backspace and Delete. */
function typedText(event: GridKeyEvent, column: ClientColumn): string | undefined {
  if (!isPlain(event) || !isTypeToEditKind(column.kind)) return undefined;
  if (event.key.length === 1 && event.key !== ' ') return event.key;
  if (event.key === 'Backspace' || event.key === 'Delete') return '';
  return undefined;
}

/** Arrows, Page keys, Home, End and Tab move the active cell; Shift+arrows stretch a range. */
function handleMoveKey(event: GridKeyEvent, { pos, row, col }: KeyCell, grid: GridKeyContext) {
  const { rowHeight } = grid;
  const pageRows = Math.max(1, Math.floor((grid.viewHeight ?? rowHeight * 10) / rowHeight) - 2);
  const size = { rowCount: grid.rows.length, colCount: grid.columns.length, pageRows, ctrl: event.ctrlKey || event.metaKey };
  const next = moveTarget(event.key, { row, col }, size, event.shiftKey);
  if (!next) return;
  event.preventDefault();
  const to = grid.toPos(next);
  const stretching = event.shiftKey && isPlain(event) && event.key.startsWith('Arrow');
  if (stretching && row >= 0 && next.row >= 0) grid.stretch(pos, to);
  else grid.unstretch();
  grid.focusCell(to);
}

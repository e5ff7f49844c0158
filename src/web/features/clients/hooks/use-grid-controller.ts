import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { isFocusNowhere } from '../../../lib/focus-nowhere.ts';
import { undoLast } from '../../../lib/undo.ts';
import { useOfferCellUndo } from '../api/bulk-clients.ts';
import { useUpdateClient } from '../api/update-client.ts';
import type { CellEdit, CommitMove } from '../components/grid-context.ts';
import { FIRST_DATA_COLUMN, isEditableKind, isTypeToEditKind, type ClientColumn } from '../lib/client-columns.ts';
import { revertPatch } from '../lib/cell-text.ts';
import type { ClientLookups } from '../lib/client-lookups.ts';
import { CLIENT_MESSAGES } from '../lib/messages.ts';
import type { PastePlan } from '../lib/paste-block.ts';
import { useGridClipboard } from './use-grid-clipboard.ts';
import {
  cellKey,
  gridReducer,
  HEADER_ROW,
  INITIAL_GRID_STATE,
  moveTarget,
  parseCellKey,
  type CellPos,
} from '../lib/grid-state.ts';

const FLASH_MS = 1_200;

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

function findCell(grid: HTMLElement | null, key: string): HTMLElement | null {
  return grid?.querySelector<HTMLElement>(`[data-cell="${CSS.escape(key)}"]`) ?? null;
}

function focusElement(element: HTMLElement) {
  element.focus({ preventScroll: true });
  // 'nearest' in both axes; the container's scroll-padding keeps rows clear of the sticky header.
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** The details a failed save shows under 'Erreur lors de la sauvegarde': the server's French reason. */
function failureDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : undefined;
}

/**
 * Keyboard, focus and save logic of the spreadsheet: one reducer for the state, a roving tabindex
 * for the focus, optimistic saves whose failures keep the typed text.
 */
export function useGridController({
  rows,
  columns,
  gridRef,
  rowHeight,
  onHeaderActivate,
  onDeleteRequest,
  onOpenSheet,
  selection,
  lookups,
  software,
  onPastePlan,
}: GridControllerOptions) {
  const [state, dispatch] = useReducer(gridReducer, INITIAL_GRID_STATE);
  const { mutateAsync: updateClient } = useUpdateClient();
  const offerCellUndo = useOfferCellUndo();
  // Shift+arrows stretch a range of cells (what Ctrl+C copies) from `from` to the cell they moved
  // to: it holds while that cell is the active one, so a click or a plain move elsewhere ends it.
  const [stretched, setStretched] = useState<{ from: CellPos; to: CellPos } | null>(null);
  // A cell to focus once it is rendered (a move to a row the virtualiser has not drawn yet).
  const pendingFocus = useRef<string | null>(null);

  const rowIndexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);

  // Latest rows for callbacks that must stay stable (the memoised rows depend on them).
  const rowsRef = useRef(rows);
  const indexRef = useRef(rowIndexById);
  const colCountRef = useRef(columns.length);
  useLayoutEffect(() => {
    rowsRef.current = rows;
    indexRef.current = rowIndexById;
    colCountRef.current = columns.length;
  });

  // The active cell; when its row left the list, the row now at its place (or the last one);
  // before any move, the first data cell.
  const stored = state.active;
  const activeIsShown = stored !== null && (stored.rowId === HEADER_ROW || rowIndexById.has(stored.rowId));
  const fallbackRow = rows[Math.min(state.activeIndex, rows.length - 1)];
  const active: CellPos = activeIsShown
    ? stored
    : { rowId: fallbackRow?.id ?? HEADER_ROW, col: stored?.col ?? FIRST_DATA_COLUMN };
  const activeIndex = active.rowId === HEADER_ROW ? -1 : (rowIndexById.get(active.rowId) ?? -1);

  useLayoutEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const element = findCell(gridRef.current, key);
    if (!element) return;
    pendingFocus.current = null;
    focusElement(element);
  });

  const activate = useCallback(
    (pos: CellPos) => dispatch({ type: 'activate', pos, index: indexRef.current.get(pos.rowId) ?? -1 }),
    [],
  );

  // A save can move the row the keyboard is on (the list is sorted): keep it in view.
  const lastActive = useRef({ rowId: active.rowId, index: activeIndex });
  useLayoutEffect(() => {
    const previous = lastActive.current;
    lastActive.current = { rowId: active.rowId, index: activeIndex };
    if (previous.rowId !== active.rowId || previous.index === activeIndex || activeIndex < 0) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.closest(`[data-row-id="${CSS.escape(active.rowId)}"]`)) {
      focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [active.rowId, activeIndex]);

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


  const toIndex = useCallback((pos: CellPos) => {
    if (pos.rowId === HEADER_ROW) return { row: -1, col: pos.col };
    return { row: indexRef.current.get(pos.rowId) ?? 0, col: pos.col };
  }, []);

  const toPos = useCallback(({ row, col }: { row: number; col: number }): CellPos => {
    return { rowId: row < 0 ? HEADER_ROW : (rowsRef.current[row]?.id ?? HEADER_ROW), col };
  }, []);

  const save = useCallback(
    (pos: CellPos, edit: CellEdit) => {
      if (!edit.patch) return;
      const key = cellKey(pos);
      const before = rowsRef.current[indexRef.current.get(pos.rowId) ?? -1];
      const revert = before ? revertPatch(before, edit.patch) : null;
      updateClient({ id: pos.rowId, patch: edit.patch }).then(
        () => {
          dispatch({ type: 'saved', pos });
          setTimeout(() => dispatch({ type: 'unflash', key }), FLASH_MS);
          if (revert && before) offerCellUndo(before, revert);
        },
        (error: unknown) => {
          const focused = document.activeElement;
          const reopen = isFocusNowhere(focused) || Boolean(gridRef.current?.contains(focused));
          dispatch({ type: 'failed', pos, draft: edit.draft, reopen });
          toast.error(CLIENT_MESSAGES.saveFailed, failureDetail(error));
        },
      );
    },
    [updateClient, gridRef, offerCellUndo],
  );

  const startEdit = useCallback(
    (pos: CellPos, initial?: string) =>
      dispatch({ type: 'edit', pos, initial, index: indexRef.current.get(pos.rowId) }),
    [],
  );

  const finishEdit = useCallback(
    (pos: CellPos, edit: CellEdit, move: CommitMove) => {
      dispatch({ type: 'stopEditing' });
      if (move !== 'none') {
        const target =
          move === 'stay'
            ? toIndex(pos)
            : moveTarget('Tab', toIndex(pos), sizeOf(rowsRef.current.length, colCountRef.current, 0, false), move === 'prev');
        focusCell(target ? toPos(target) : pos);
      }
      if (edit.patch) save(pos, edit);
      else dispatch({ type: 'forget', pos });
    },
    [focusCell, save, toIndex, toPos],
  );

  const cancelEdit = useCallback(
    (pos: CellPos, { focus = true }: { focus?: boolean } = {}) => {
      dispatch({ type: 'cancel', pos });
      if (focus) focusCell(pos);
    },
    [focusCell],
  );

  const activeRef = useRef(active);
  useLayoutEffect(() => {
    activeRef.current = active;
  });
  const focusActiveCell = useCallback(() => focusCell(activeRef.current), [focusCell]);

  /** Opens a cell's editor from outside the grid (the new client's name). */
  const editCell = useCallback((rowId: string, col: number) => startEdit({ rowId, col }), [startEdit]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    // Keys typed in an editor, a menu or a cell's button are theirs.
    const pos = target.dataset.cell === undefined ? null : parseCellKey(target.dataset.cell);
    if (!pos) return;
    const { row, col } = toIndex(pos);
    const column = columns[col];
    if (!column) return;
    const plainKey = !event.ctrlKey && !event.metaKey && !event.altKey;

    // Ctrl+Z: the tab's last edit (a cell, a paste, a bulk change), while its toast offers « Annuler ».
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'z') {
      if (undoLast()) event.preventDefault();
      return;
    }
    const stretch = event.shiftKey && plainKey && event.key.startsWith('Arrow');

    if (event.key === 'Enter' && event.shiftKey && plainKey && row >= 0) {
      event.preventDefault();
      const client = rows[row];
      if (client) onOpenSheet(client);
      return;
    }

    if (event.key === ' ' && column.kind === 'actions' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      if (row < 0) selection.toggleAll();
      else selection.toggle(pos.rowId, !selection.isSelected(pos.rowId), event.shiftKey);
      return;
    }

    if (event.key === 'Enter' || event.key === 'F2' || (event.key === ' ' && row < 0)) {
      event.preventDefault();
      if (row < 0) onHeaderActivate(col);
      else if (column.kind === 'actions') {
        const client = rows[row];
        if (client) onDeleteRequest(client);
      } else startEdit(pos);
      return;
    }
    if (row >= 0 && plainKey && isTypeToEditKind(column.kind)) {
      if (event.key.length === 1 && event.key !== ' ') {
        event.preventDefault();
        startEdit(pos, event.key);
        return;
      }
      if (event.key === 'Backspace' || event.key === 'Delete') {
        event.preventDefault();
        startEdit(pos, '');
        return;
      }
    }
    if (row >= 0 && event.key === ' ' && isEditableKind(column.kind)) {
      event.preventDefault();
      startEdit(pos);
      return;
    }
    const pageRows = Math.max(1, Math.floor((gridRef.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 2);
    const next = moveTarget(
      event.key,
      { row, col },
      sizeOf(rows.length, columns.length, pageRows, event.ctrlKey || event.metaKey),
      event.shiftKey,
    );
    if (!next) return;
    event.preventDefault();
    const to = toPos(next);
    if (stretch && row >= 0 && next.row >= 0) setStretched((current) => ({ from: current && cellKey(current.to) === cellKey(pos) ? current.from : pos, to }));
    else setStretched(null);
    focusCell(to);
  }

  const anchor = stretched && cellKey(stretched.to) === cellKey(active) ? stretched.from : null;
  const anchorIndex = anchor ? rowIndexById.get(anchor.rowId) : undefined;
  const clipboard = useGridClipboard({
    rows,
    columns,
    lookups,
    software,
    editing: state.editing !== null,
    active: { row: activeIndex, col: active.col },
    anchor: anchor && anchorIndex !== undefined ? { row: anchorIndex, col: anchor.col } : null,
    onPastePlan,
  });

  const actions = useMemo(
    () => ({ activate, startEdit, finishEdit, cancelEdit, focusCell }),
    [activate, startEdit, finishEdit, cancelEdit, focusCell],
  );

  return { state, active, activeIndex, handleKeyDown, editCell, focusActiveCell, actions, ...clipboard };
}

function sizeOf(rowCount: number, colCount: number, pageRows: number, ctrl: boolean) {
  return { rowCount, colCount, pageRows, ctrl };
}

import type { ClipboardEvent } from 'react';

import type { ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import { cellText } from '../lib/cell-text.ts';
import type { ClientColumn } from '../lib/client-columns.ts';
import type { ClientLookups } from '../lib/client-lookups.ts';
import { planPaste, type PastePlan } from '../lib/paste-block.ts';
import { formatTsv, parseTsv } from '../lib/tsv.ts';

type Corner = { row: number; col: number };

/** A rectangle of cells between two corners, in displayed row and column indexes. */
export type CellRange = { top: number; bottom: number; left: number; right: number };

export function rangeOf(a: Corner, b: Corner): CellRange {
  return { top: Math.min(a.row, b.row), bottom: Math.max(a.row, b.row), left: Math.min(a.col, b.col), right: Math.max(a.col, b.col) };
}

type GridClipboardOptions = {
  rows: readonly ClientRow[];
  columns: readonly ClientColumn[];
  lookups: ClientLookups;
  software: readonly Software[];
  /** An editor is open: Ctrl+C and Ctrl+V are its own. */
  editing: boolean;
  /** The active cell (row -1: the header). */
  active: Corner;
  /** Where Shift+arrows started, if they did: the range runs from there to the active cell. */
  anchor: Corner | null;
  onPastePlan: (plan: PastePlan) => void;
};

/** Ctrl+C and Ctrl+V on the grid's cells, as in a spreadsheet (the events, not the keys: the browser's clipboard rules apply). */
export function useGridClipboard({ rows, columns, lookups, software, editing, active, anchor, onPastePlan }: GridClipboardOptions) {
  const range = anchor && active.row >= 0 ? rangeOf(anchor, active) : null;
  const onCell = (event: ClipboardEvent<HTMLDivElement>) =>
    (event.target as HTMLElement).dataset.cell !== undefined && !editing && active.row >= 0;

  /** The range (or the active cell) as tab-separated text. */
  function handleCopy(event: ClipboardEvent<HTMLDivElement>) {
    if (!onCell(event)) return;
    const area = range ?? rangeOf(active, active);
    const lines = rows
      .slice(area.top, area.bottom + 1)
      .map((client) => columns.slice(area.left, area.right + 1).map((column) => cellText(column, client, lookups)));
    event.preventDefault();
    event.clipboardData.setData('text/plain', formatTsv(lines));
  }

  /** A block from the active cell: its plan goes to the preview, nothing is written yet. */
  function handlePaste(event: ClipboardEvent<HTMLDivElement>) {
    if (!onCell(event)) return;
    const block = parseTsv(event.clipboardData.getData('text/plain'));
    if (block.length === 0) return;
    event.preventDefault();
    onPastePlan(planPaste({ block, start: active, rows, columns, software }));
  }

  return { range, handleCopy, handlePaste };
}

import type { ClientPatch, ClientRow } from '../../../../shared/clients.ts';
import type { Software } from '../../../../shared/software.ts';
import type { ClientColumn } from './client-columns.ts';
import { PASTE_MESSAGES, pasteCell } from './paste-cell.ts';

/** A cell the preview refuses: which client, which column, what was pasted, why. */
export type RefusedCell = { rowName: string; column: string; value: string; reason: string };

export type PastePlan = {
  /** One patch per client, its pasted cells merged: the body of POST /api/clients/bulk/update. */
  rows: { id: string; patch: ClientPatch }[];
  /** Cells that change a value. */
  cellCount: number;
  /** Cells equal to what the client already has. */
  unchangedCount: number;
  refused: RefusedCell[];
};

type PastePlanOptions = {
  block: readonly (readonly string[])[];
  /** The focused cell: the block's top-left corner, in the displayed rows and columns. */
  start: { row: number; col: number };
  rows: readonly ClientRow[];
  columns: readonly ClientColumn[];
  software: readonly Software[];
};

/**
 * Lays a pasted block over the grid from the focused cell, right over the visible columns and
 * down over the displayed rows, each value parsed as if typed in its cell. Nothing is written:
 * the preview shows this plan first.
 */
export function planPaste({ block, start, rows, columns, software }: PastePlanOptions): PastePlan {
  const patches = new Map<string, ClientPatch>();
  const refused: RefusedCell[] = [];
  let cellCount = 0;
  let unchangedCount = 0;
  block.forEach((cells, rowOffset) => {
    const row = rows[start.row + rowOffset];
    cells.forEach((value, colOffset) => {
      const column = columns[start.col + colOffset];
      if (!row || !column) {
        refused.push({
          rowName: row?.raisonSociale ?? `Ligne ${start.row + rowOffset + 1}`,
          column: column?.header ?? `Colonne ${start.col + colOffset + 1}`,
          value,
          reason: PASTE_MESSAGES.outside,
        });
        return;
      }
      const result = pasteCell(column, value, row, software);
      if (result.type === 'refused') refused.push({ rowName: row.raisonSociale, column: column.header, value, reason: result.reason });
      else if (result.type === 'unchanged') unchangedCount += 1;
      else {
        cellCount += 1;
        patches.set(row.id, { ...patches.get(row.id), ...result.patch });
      }
    });
  });
  return { rows: [...patches].map(([id, patch]) => ({ id, patch })), cellCount, unchangedCount, refused };
}

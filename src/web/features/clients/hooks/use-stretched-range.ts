import { useCallback, useState } from 'react';

import { cellKey, type CellPos } from '../lib/grid-state.ts';
import type { CellIndex } from './use-grid-positions.ts';

/**
 * Shift+arrows stretch a range of cells (what Ctrl+C copies) from where they started to the cell
 * they moved to: it holds while that cell is the active one, so a click or a plain move elsewhere ends it.
 */
export function useStretchedRange(active: CellPos, rowIndexById: ReadonlyMap<string, number>) {
  const [stretched, setStretched] = useState<{ from: CellPos; to: CellPos } | null>(null);
  const from = stretched && cellKey(stretched.to) === cellKey(active) ? stretched.from : null;
  const fromIndex = from ? rowIndexById.get(from.rowId) : undefined;
  const anchor: CellIndex | null = from && fromIndex !== undefined ? { row: fromIndex, col: from.col } : null;

  /** A Shift+arrow from `pos` to `to`: the range grows from its start, or starts at `pos`. */
  const stretch = useCallback(
    (pos: CellPos, to: CellPos) =>
      setStretched((current) => ({ from: current && cellKey(current.to) === cellKey(pos) ? current.from : pos, to })),
    [],
  );
  const unstretch = useCallback(() => setStretched(null), []);

  return { anchor, stretch, unstretch };
}

import { useCallback, useEffect, type RefObject } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';

import type { ClientRow } from '../../../../shared/clients.ts';
import { HEADER_HEIGHT } from '../components/grid-header.tsx';
import { ROW_HEIGHT } from '../components/grid-row.tsx';

/** The grid's rows in view (below the sticky header), and always the active one. */
export function useGridVirtualizer(rows: readonly ClientRow[], gridRef: RefObject<HTMLDivElement | null>, activeIndex: number) {
  // Stable while the rows are: a new getItemKey makes the virtualizer drop its measurements cache.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // This app does not use the React Compiler, whose memoisation the virtualizer would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useVirtualizer({
    count: rows.length,
    getScrollElement: () => gridRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
    getItemKey,
    // The active row stays in the DOM when scrolled away, so the keyboard focus is never lost.
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) return [...indexes, activeIndex].sort((a, b) => a - b);
      return indexes;
    },
  });
}

/** Within this many rows of the last loaded one, the next page is asked for. */
const NEAR_END_ROWS = 40;

/** Calls `onNearEnd` when the rows drawn come near the end of those loaded (a list paged on the server). */
export function useGridNearEnd(virtualizer: Virtualizer<HTMLDivElement, Element>, rowCount: number, onNearEnd: (() => void) | undefined) {
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? 0;
  useEffect(() => {
    if (onNearEnd && rowCount > 0 && lastShown >= rowCount - NEAR_END_ROWS) onNearEnd();
  }, [lastShown, rowCount, onNearEnd]);
}

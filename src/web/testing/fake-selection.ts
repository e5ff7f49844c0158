import { vi } from 'vitest';

import type { RowSelection } from '../components/selection/use-row-selection.ts';

/** A table's selection of these rows, as useRowSelection gives it; `clear` records its calls. */
export function fakeSelection(selectedIds: readonly string[], { total = null }: { total?: number | null } = {}): RowSelection {
  const selected = new Set(selectedIds);
  return {
    isSelected: (id) => selected.has(id),
    selectedIds,
    count: selectedIds.length,
    total,
    allState: selectedIds.length > 0 ? 'mixed' : false,
    loadingAll: false,
    toggle: vi.fn(),
    toggleAll: vi.fn(),
    clear: vi.fn(),
  };
}

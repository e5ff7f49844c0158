// The multi-row selection of the Échéances table: ids, kept only while their rows are listed.

/** The selected ids still listed: a filter change must not mark rows no longer in sight. */
export function visibleSelection(selected: ReadonlySet<string>, rows: readonly { id: string }[]): string[] {
  return rows.filter((row) => selected.has(row.id)).map((row) => row.id);
}

export function toggleOne(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** « Tout sélectionner »: every listed row, or none when all of them already are. */
export function toggleAll(selected: ReadonlySet<string>, rows: readonly { id: string }[]): Set<string> {
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return allSelected ? new Set() : new Set(rows.map((row) => row.id));
}

/** The header checkbox: checked, unchecked, or mixed. */
export function selectAllState(selected: ReadonlySet<string>, rows: readonly { id: string }[]): boolean | 'mixed' {
  const count = visibleSelection(selected, rows).length;
  if (count === 0) return false;
  return count === rows.length ? true : 'mixed';
}

/** « 1 sélectionnée », « 3 sélectionnées ». */
export const selectionSummary = (count: number) =>
  `${new Intl.NumberFormat('fr-FR').format(count)} ${count > 1 ? 'sélectionnées' : 'sélectionnée'}`;

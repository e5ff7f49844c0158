// A multi-row selection: ids, in the order the table shows them. One set of rules for every
// table that selects rows (Clients, Habilitations, Banque, Suivi, Tâches, Échéances).

/**
 * The selected ids still listed: a filter change must not mark rows no longer in sight. Nothing
 * selected (a list's first render) reads none of the 10,000 ids.
 */
export function visibleSelection(selected: ReadonlySet<string>, ids: readonly string[]): string[] {
  return selected.size === 0 ? [] : ids.filter((id) => selected.has(id));
}

export function toggleOne(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * Shift+click: every row from the last one clicked (the anchor) to this one, in the displayed
 * order, takes this one's new state. Without an anchor still shown, only this row changes.
 */
export function toggleRange(
  selected: ReadonlySet<string>,
  ids: readonly string[],
  { anchor, id, on }: { anchor: string | null; id: string; on: boolean },
): Set<string> {
  const from = anchor === null ? -1 : ids.indexOf(anchor);
  const to = ids.indexOf(id);
  if (from < 0 || to < 0) return toggleOne(selected, id, on);
  const next = new Set(selected);
  for (const rangeId of ids.slice(Math.min(from, to), Math.max(from, to) + 1)) {
    if (on) next.add(rangeId);
    else next.delete(rangeId);
  }
  return next;
}

/** « Tout sélectionner »: every listed row, or none when all of them already are. */
export function toggleAll(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return allSelected ? new Set() : new Set(ids);
}

/** The header checkbox: checked, unchecked, or mixed. */
export function selectAllState(selected: ReadonlySet<string>, ids: readonly string[]): boolean | 'mixed' {
  const count = visibleSelection(selected, ids).length;
  if (count === 0) return false;
  return count === ids.length ? true : 'mixed';
}

const numberFormat = new Intl.NumberFormat('fr-FR');

/** « 1 sélectionné(s) », « 1 200 sélectionné(s) »: the bar's count (issue 16's wording). */
export const selectionSummary = (count: number) => `${numberFormat.format(count)} sélectionné(s)`;

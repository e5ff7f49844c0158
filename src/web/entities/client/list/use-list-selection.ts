import { useMemo } from 'react';

import { useRowSelection, type RowSelection } from '../../../components/selection/use-row-selection.ts';
import type { ClientListState } from './client-list-state.ts';

/**
 * The selection of a client list (Habilitations, Banque, Suivi, Conformité, Facturation électronique), by client id: dropped when the
 * search, the status or the portfolio changes (the tab too: each tab is mounted afresh), or the
 * list's own filters (`filtersKey`, one string).
 */
export function useListSelection<R extends { clientId: string }, S extends string>(
  list: ClientListState<R, S>,
  filtersKey = '',
): RowSelection {
  const ids = useMemo(() => list.rows.map((row) => row.clientId), [list.rows]);
  const { statut, mes, collaborateur } = list.view.filters;
  return useRowSelection({
    ids,
    resetKey: JSON.stringify([list.search.trim(), statut, mes, collaborateur, filtersKey]),
    // « Tout sélectionner » asks the server for every id while pages remain.
    fetchAllIds: list.paged.fetchAllIds,
  });
}

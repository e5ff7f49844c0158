import { useCallback, useMemo } from 'react';

import type { ObligationPage, ObligationRow } from '../../../../shared/obligations/api.ts';
import { useRowSelection, type RowSelection } from '../../../components/selection/use-row-selection.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useLoadedPages } from '../../../lib/paged-list.ts';
import { obligationListParams, type ObligationFilters } from '../../../entities/obligation/obligations-query.ts';
import { fetchObligationIds, useObligationPages } from '../api/get-obligations.ts';
import { useBulkObligationStatus } from '../api/update-obligation.ts';
import { kindsOf, statusesOf, type ObligationsSearch } from '../obligations-search.ts';
import type { resolvePeriod } from '../lib/period.ts';

const NO_ROWS: readonly ObligationRow[] = [];
const obligationsOf = (page: ObligationPage) => page.obligations;
const numberFormat = new Intl.NumberFormat('fr-FR');

type Portfolio = { mine: boolean; collaborator: string | undefined };

/** The URL's period and filters, as GET /api/obligations takes them. */
export function obligationFiltersOf(search: ObligationsSearch, period: ReturnType<typeof resolvePeriod>, portfolio: Portfolio): ObligationFilters {
  return {
    // « En retard » alone asks for every overdue row, the set the tile counts.
    ...(period.mode === 'overdue' ? {} : { from: period.from, to: period.to }),
    kinds: kindsOf(search),
    statuses: statusesOf(search),
    overdue: search.retard === 1,
    ...portfolio,
    q: search.recherche,
  };
}

/**
 * The obligations the URL's period and filters show, loaded page by page (the next one asked for
 * near the end of the table), how many there are in all, and their selection (dropped when the
 * filters change; « Tout sélectionner » asks the server for every id).
 */
export function useObligationsList(filters: ObligationFilters, search: ObligationsSearch) {
  const query = useObligationPages(filters);
  // The server sends them by due date, then client and kind; pages follow one another.
  const { loaded, rows, total, hasNextPage, handleNearEnd } = useLoadedPages(query, obligationsOf, NO_ROWS);

  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  // The query string, not the filters object (rebuilt each render): the callback changes with the filters only.
  const params = obligationListParams(filters);
  const fetchAllIds = useCallback(() => fetchObligationIds(params), [params]);
  const { mois, du, au, type, statut, retard, recherche, mes, collaborateur } = search;
  const selection = useRowSelection({
    ids,
    resetKey: JSON.stringify([mois, du, au, type, statut, retard, recherche, mes, collaborateur]),
    // Once the last page is in, the loaded rows are every row: « Tout sélectionner » needs no round trip.
    fetchAllIds: hasNextPage ? fetchAllIds : undefined,
  });
  return { query, loaded, rows, total, handleNearEnd, selection };
}

/** « Marquer comme fait » on the selected obligations, with its French toast. */
export function useMarkDone(selection: RowSelection) {
  const bulk = useBulkObligationStatus();
  const handleMarkDone = () =>
    bulk.mutate(
      { ids: [...selection.selectedIds], status: 'fait' },
      {
        onSuccess: ({ updated }) => {
          selection.clear();
          toast.success(`${numberFormat.format(updated)} ${updated > 1 ? 'échéances marquées' : 'échéance marquée'} comme faite${updated > 1 ? 's' : ''}`);
        },
        onError: (error) => toast.error(errorMessage(error), 'Aucune échéance n’a été modifiée'),
      },
    );
  return { handleMarkDone, pending: bulk.isPending };
}

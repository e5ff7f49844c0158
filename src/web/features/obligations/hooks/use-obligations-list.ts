import { useMemo } from 'react';

import type { ObligationRow } from '../../../../shared/obligations/api.ts';
import { useRowSelection, type RowSelection } from '../../../components/selection/use-row-selection.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useObligations } from '../api/get-obligations.ts';
import { useBulkObligationStatus } from '../api/update-obligation.ts';
import { kindsOf, statusesOf, type ObligationsSearch } from '../obligations-search.ts';
import type { resolvePeriod } from '../lib/period.ts';

const NO_ROWS: readonly ObligationRow[] = [];
const numberFormat = new Intl.NumberFormat('fr-FR');

type Portfolio = { mine: boolean; collaborator: string | undefined };

/** The obligations the URL's period and filters show, and their selection (dropped when the filters change). */
export function useObligationsList(search: ObligationsSearch, period: ReturnType<typeof resolvePeriod>, portfolio: Portfolio) {
  const query = useObligations({
    // « En retard » alone asks for every overdue row, the set the tile counts.
    ...(period.mode === 'overdue' ? {} : { from: period.from, to: period.to }),
    kinds: kindsOf(search),
    statuses: statusesOf(search),
    overdue: search.retard === 1,
    ...portfolio,
    q: search.recherche,
  });
  const data = query.data?.obligations;
  // The server sends them by due date, then client and kind.
  const rows = data ?? NO_ROWS;
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const { mois, du, au, type, statut, retard, recherche, mes, collaborateur } = search;
  const selection = useRowSelection({ ids, resetKey: JSON.stringify([mois, du, au, type, statut, retard, recherche, mes, collaborateur]) });
  return { query, loaded: data !== undefined, rows, selection };
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

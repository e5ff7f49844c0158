import type { SearchableClient } from '../../../../shared/client-search.ts';
import type { ClientColumn } from './client-table.tsx';

/**
 * The Client and SIRET columns every client list opens with; sortable where the list passes a
 * sort to its table.
 */
export function clientIdentityColumns<R extends SearchableClient>(): ClientColumn<R>[] {
  return [
    {
      id: 'client',
      width: 'minmax(12rem,2fr)',
      header: 'Client',
      sortColumn: 'client',
      cellClassName: 'truncate font-medium text-foreground',
      cell: (row) => <span title={row.raisonSociale}>{row.raisonSociale}</span>,
    },
    {
      id: 'siret',
      width: 'minmax(9rem,1fr)',
      header: 'SIRET',
      sortColumn: 'siret',
      cellClassName: 'truncate font-mono text-muted-foreground tabular-nums',
      cell: (row) => row.siret ?? '—',
    },
  ];
}

import type { QueryKey } from '@tanstack/react-query';

import type { HistoryEntry } from '../../../shared/authorizations.ts';
import type { ClientColumn } from '../client/list/client-table.tsx';
import type { RowHistory } from './follow-up-table.tsx';
import { HistoryButton } from './history-popover.tsx';

/** How a list reads one client's journal: the query's key and its fetch. */
export type ClientHistorySource = {
  /** After the client's name in the popover's heading ('URSSAF', 'Facturation électronique'). */
  subject: string;
  queryKey: (clientId: string) => QueryKey;
  fetchEntries: (clientId: string, signal: AbortSignal) => Promise<HistoryEntry[]>;
};

/** The last column of a one-record-per-client list: the row's history button, opening the table's one popover. */
export function historyColumn<R extends { clientId: string; raisonSociale: string }>(history: RowHistory, source: ClientHistorySource): ClientColumn<R> {
  return {
    id: 'history',
    width: '2.5rem',
    header: <span className="sr-only">Historique</span>,
    cell: (row) => (
      <HistoryButton
        expanded={history.openId === row.clientId}
        onOpen={(anchor) =>
          history.toggle({
            id: row.clientId,
            anchor,
            subject: `${row.raisonSociale} — ${source.subject}`,
            queryKey: source.queryKey(row.clientId),
            fetchEntries: (signal) => source.fetchEntries(row.clientId, signal),
          })
        }
      />
    ),
  };
}

import { useQuery } from '@tanstack/react-query';

import { eInvoicingQueryOptions, type EInvoicingList } from './get-e-invoicing.ts';

const selectNames = ({ clients }: EInvoicingList): ReadonlyMap<string, string> =>
  new Map(clients.map((client) => [client.clientId, client.raisonSociale]));

/**
 * The raison sociale of each active client, from the page's own list (already loaded where the
 * dialog opens): a skipped client is named, not shown as an id. Only when there is one to name.
 */
export function useReminderClientNames({ enabled }: { enabled: boolean }): ReadonlyMap<string, string> | undefined {
  return useQuery({ ...eInvoicingQueryOptions(), select: selectNames, enabled }).data;
}

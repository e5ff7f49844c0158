import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { eInvoicingPagesPrefix, type EInvoicingPages } from './get-e-invoicing.ts';

/**
 * The raison sociale of each client of the pages loaded (where the dialog opens): a skipped
 * client is named, not shown as an id. The list being paged, a client selected through « Tout
 * sélectionner » but never scrolled to has no name here. Only when there is one to name.
 */
export function useReminderClientNames({ enabled }: { enabled: boolean }): ReadonlyMap<string, string> | undefined {
  const queryClient = useQueryClient();
  return useMemo(() => {
    if (!enabled) return undefined;
    const names = new Map<string, string>();
    for (const [, data] of queryClient.getQueriesData<EInvoicingPages>({ queryKey: eInvoicingPagesPrefix })) {
      for (const page of data?.pages ?? []) for (const row of page.clients) names.set(row.clientId, row.raisonSociale);
    }
    return names;
  }, [enabled, queryClient]);
}

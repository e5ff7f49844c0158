import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { ObligationList, ObligationRow } from '../../../../shared/obligations/api.ts';
import type { ObligationStatus } from '../../../../shared/obligations/kinds.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { obligationCountersPrefix, obligationListPrefix, obligationsRootKey } from '../../../entities/obligation/obligations-query.ts';
import { obligationPagesPrefix, type ObligationPages } from './get-obligations.ts';

export type UpdateObligationInput = { id: string; status: ObligationStatus };

const updateKey = [...obligationsRootKey, 'update'] as const;

/** What else shows an obligation's status: the Dashboard's counter and the client sheet. */
const SUMMARY_ROOTS = [['dashboard'], ['client-sheet']] as const;

type Callbacks = { onSaved: (id: string) => void; onFailed: (input: UpdateObligationInput, error: Error) => void };

/**
 * A row's status changes at once in every cached list; a failure puts that row back. Once saved,
 * the counters are refetched.
 */
export function useUpdateObligation({ onSaved, onFailed }: Callbacks) {
  const queryClient = useQueryClient();
  const setStatus = (id: string, status: (previous: ObligationStatus) => ObligationStatus) => {
    const rowsWith = (rows: readonly ObligationRow[]) => rows.map((row) => (row.id === id ? { ...row, status: status(row.status) } : row));
    // The Échéances page's pages, and the whole lists (the Tâches calendar) showing the same row.
    queryClient.setQueriesData<ObligationPages>({ queryKey: obligationPagesPrefix }, (current) =>
      current ? { ...current, pages: current.pages.map((page) => ({ ...page, obligations: rowsWith(page.obligations) })) } : current,
    );
    queryClient.setQueriesData<ObligationList>({ queryKey: obligationListPrefix }, (current) =>
      current ? { obligations: rowsWith(current.obligations) } : current,
    );
  };

  return useMutation({
    mutationKey: updateKey,
    mutationFn: ({ id, status }: UpdateObligationInput) =>
      apiFetch<unknown>(`/api/obligations/${id}`, { method: 'PUT', body: { status } }),
    onMutate: async ({ id, status }) => {
      await Promise.all([obligationPagesPrefix, obligationListPrefix].map((queryKey) => queryClient.cancelQueries({ queryKey })));
      let previous: ObligationStatus | undefined;
      setStatus(id, (current) => {
        previous ??= current;
        return status;
      });
      return { previous };
    },
    onSuccess: (_data, { id }) => onSaved(id),
    onError: (error, input, context) => {
      const previous = context?.previous;
      if (previous) setStatus(input.id, () => previous);
      onFailed(input, error);
    },
    // The lists keep the row as set here; the change's live update then patches that client's rows
    // in the whole lists and refetches the loaded pages (a row leaving a status filter), rather
    // than every open list downloading its month again.
    onSettled: () => refetch(queryClient, obligationCountersPrefix),
  });
}

/** Refetches what is under `obligations` (the counters, or the lists too) and the summaries that show a status. */
function refetch(queryClient: QueryClient, obligations: readonly string[]) {
  return Promise.all([obligations, ...SUMMARY_ROOTS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The ids of the rows being saved: their select stays disabled meanwhile. */
export function usePendingObligationUpdates(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: updateKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateObligationInput | undefined,
  });
  return useMemo(() => new Set(pending.flatMap((input) => (input ? [input.id] : []))), [pending]);
}

/** POST /api/obligations/status: one status for the selected rows, all or nothing. */
export function useBulkObligationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; status: ObligationStatus }) =>
      apiFetch<{ updated: number }>('/api/obligations/status', { method: 'POST', body: input }),
    onSettled: () => refetch(queryClient, obligationsRootKey),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BulkResult } from '../../../shared/bulk.ts';
import { ApiError, errorMessage } from '../../lib/api-error.ts';
import type { KeyPrefix } from '../../lib/feature.ts';
import { invalidatePrefixes, useStaleQueries } from '../../lib/stale-queries.tsx';
import { changedRowsText, offerUndo, undoBatch } from '../../lib/undo.ts';
import { toast } from '../ui/toast.tsx';
import { refusedRowsText } from './lib/refused-rows.ts';

type BulkWriteOptions = {
  /** The journal entities the write and its undo change: what that makes stale is reloaded once either answers. */
  entities: readonly string[];
  /** This page's queries the write changes besides (a list that a colleague's change patches instead). */
  alsoStale?: readonly KeyPrefix[];
  /** A row's name for a refusal (the server names rows by id). */
  nameOf: (id: string) => string | undefined;
};

/**
 * One bulk write: one request, then « N ligne(s) modifiée(s) » with « Annuler » for 30 s (the
 * batch undo), or, when the server refused rows, which ones and why: nothing was written then.
 * Colleagues hear of it through the live stream; this tab reloads what it changed at once.
 */
export function useBulkWrite({ entities, alsoStale = [], nameOf }: BulkWriteOptions) {
  const queryClient = useQueryClient();
  const stale = useStaleQueries(entities);
  const refresh = () => invalidatePrefixes(queryClient, [...alsoStale, ...stale]);
  const mutation = useMutation({
    mutationFn: (send: () => Promise<BulkResult>) => send(),
    onSuccess: ({ batchId, count }) => {
      refresh();
      offerUndo({ title: changedRowsText(count), undo: async () => void (await undoBatch(batchId)), onUndone: refresh });
    },
    onError: (error) => {
      const issues = error instanceof ApiError ? error.issues : [];
      toast.error(
        issues.length > 0 ? 'Aucune ligne modifiée : des lignes sont refusées' : errorMessage(error),
        issues.length > 0 ? refusedRowsText(issues, nameOf) : 'Aucune ligne n’a été modifiée',
      );
    },
  });
  return {
    pending: mutation.isPending,
    /** Sends the write; onDone runs once it succeeded (the selection is then cleared). */
    run: (send: () => Promise<BulkResult>, onDone?: () => void) => mutation.mutate(send, { onSuccess: () => onDone?.() }),
  };
}

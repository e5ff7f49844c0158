import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { BulkResult, ClientBulkUpdate } from '../../../../shared/bulk.ts';
import type { ClientPatch, ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { clientsQueryKey, CLIENT_LIST_ENTITIES } from '../../../entities/client/clients-query.ts';
import { invalidatePrefixes, useStaleQueries } from '../../../lib/stale-queries.tsx';
import { offerUndo } from '../../../lib/undo.ts';
import { CLIENT_MESSAGES } from '../lib/messages.ts';

/** POST /api/clients/bulk/update: a patch per client (a bulk change, a paste, a cell's undo), one transaction. */
export const bulkUpdateClients = (body: ClientBulkUpdate) =>
  apiFetch<BulkResult>('/api/clients/bulk/update', { method: 'POST', body });

/** POST /api/clients/bulk/collaborators: « Ajouter / Retirer un collaborateur ». */
export const bulkClientCollaborators = (body: { ids: string[]; userId: string; op: 'add' | 'remove' }) =>
  apiFetch<BulkResult>('/api/clients/bulk/collaborators', { method: 'POST', body });

/** POST /api/clients/bulk/delete */
export const bulkDeleteClients = (ids: string[]) => apiFetch<BulkResult>('/api/clients/bulk/delete', { method: 'POST', body: { ids } });

/**
 * A saved cell's toast offers « Annuler » (and Ctrl+Z) for 30 s: its old value goes back through
 * the journalled bulk path, as a paste or a bulk change is undone. The undo then reloads what a
 * client write reaches: the list itself, and what a colleague's change to a client makes stale.
 */
export function useOfferCellUndo(): (before: ClientRow, revert: ClientPatch) => void {
  const queryClient = useQueryClient();
  const stale = useStaleQueries(CLIENT_LIST_ENTITIES);
  return useCallback(
    (before, revert) =>
      offerUndo({
        // Not « Enregistré »: that is the grid's own notice under the table.
        title: CLIENT_MESSAGES.cellChanged,
        description: before.raisonSociale,
        undo: async () => void (await bulkUpdateClients({ rows: [{ id: before.id, patch: revert }] })),
        onUndone: () => invalidatePrefixes(queryClient, [clientsQueryKey, ...stale]),
      }),
    [queryClient, stale],
  );
}

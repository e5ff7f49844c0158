import type { QueryClient } from '@tanstack/react-query';

import type { BulkResult, ClientBulkUpdate } from '../../../../shared/bulk.ts';
import type { ClientPatch, ClientRow } from '../../../../shared/clients.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { clientsQueryKey } from '../../../entities/client/clients-query.ts';
import { invalidatePrefixes, staleAfter, type KeyPrefix } from '../../../lib/live-invalidation.ts';
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

/** What a client write reaches: the list itself, and what a colleague's change to a client makes stale. */
export const CLIENT_BULK_STALE: readonly KeyPrefix[] = [clientsQueryKey, ...staleAfter('client', 'client_collaborator')];

/**
 * A saved cell's toast offers « Annuler » (and Ctrl+Z) for 30 s: its old value goes back through
 * the journalled bulk path, as a paste or a bulk change is undone.
 */
export function offerCellUndo(queryClient: QueryClient, before: ClientRow, revert: ClientPatch): void {
  offerUndo({
    // Not « Enregistré »: that is the grid's own notice under the table.
    title: CLIENT_MESSAGES.cellChanged,
    description: before.raisonSociale,
    undo: async () => void (await bulkUpdateClients({ rows: [{ id: before.id, patch: revert }] })),
    onUndone: () => invalidatePrefixes(queryClient, CLIENT_BULK_STALE),
  });
}

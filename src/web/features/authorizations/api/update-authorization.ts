import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { AuthorizationKind, AuthorizationRow, AuthorizationStatus } from '../../../../shared/authorizations.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { findCachedListRow, updateCachedListRow } from '../../../entities/client/list/paged-client-list-query.ts';
import { authorizationHistoryQueryKey, authorizationPagesPrefix } from './get-authorizations.ts';

export type AuthorizationPatch = { status?: AuthorizationStatus; authorizationDate?: string | null };
export type UpdateAuthorizationInput = { clientId: string; patch: AuthorizationPatch };

type PatchedField = keyof AuthorizationPatch;

const updateKey = (kind: AuthorizationKind) => ['authorizations', kind, 'update'] as const;

/**
 * One client's row, changed by `update`, in every loaded page of the kind's list: the cell shows
 * the change at once; the pages and the tiles are read again once the save is in.
 */
const updateCachedRow = (queryClient: QueryClient, kind: AuthorizationKind, clientId: string, update: (row: AuthorizationRow) => AuthorizationRow) =>
  updateCachedListRow(queryClient, authorizationPagesPrefix(kind), clientId, update);

function pick(row: AuthorizationRow, fields: readonly PatchedField[]): AuthorizationPatch {
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}

type Callbacks = {
  onSuccess: (input: UpdateAuthorizationInput) => void;
  onError: (input: UpdateAuthorizationInput) => void;
};

/**
 * One upsert per change. A status moves in the loaded pages at once; the server's answer then
 * confirms it, a failure puts back only the fields this request changed. Once the last pending
 * save is in, the pages and the tiles (counted and filtered by the server) are read again.
 * The callbacks run for every request (mutate's own callbacks only fire for the latest one).
 */
export function useUpdateAuthorization(kind: AuthorizationKind, { onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateKey(kind),
    mutationFn: ({ clientId, patch }: UpdateAuthorizationInput) =>
      apiFetch<AuthorizationRow>(`/api/authorizations/${kind}/${clientId}`, { method: 'PUT', body: patch }),
    onMutate: async ({ clientId, patch }) => {
      await queryClient.cancelQueries({ queryKey: authorizationPagesPrefix(kind) });
      const fields = Object.keys(patch) as PatchedField[];
      const current = findCachedListRow<AuthorizationRow>(queryClient, authorizationPagesPrefix(kind), clientId);
      if ('status' in patch)
        updateCachedRow(queryClient, kind, clientId, (row) => ({ ...row, status: patch.status ?? row.status }));
      return { previous: current ? pick(current, fields) : {} };
    },
    onSuccess: (saved, input) => {
      const fields = Object.keys(input.patch) as PatchedField[];
      updateCachedRow(queryClient, kind, input.clientId, (row) => ({
        ...row,
        ...pick(saved, fields),
        updatedAt: saved.updatedAt,
      }));
      // An earlier answer would put back cells still being saved.
      if (queryClient.isMutating({ mutationKey: updateKey(kind) }) <= 1) void queryClient.invalidateQueries({ queryKey: authorizationPagesPrefix(kind) });
      onSuccess(input);
    },
    onError: (_error, input, context) => {
      if (context) updateCachedRow(queryClient, kind, input.clientId, (row) => ({ ...row, ...context.previous }));
      onError(input);
    },
    onSettled: (_data, _error, { clientId, patch }) => {
      void queryClient.invalidateQueries({ queryKey: authorizationHistoryQueryKey(kind, clientId) });
      // The URSSAF habilitation decides who the bank URSSAF tab and 3 EN 1 tracking list
      // (pas_necessaire hides the client there, and cascades to bank URSSAF): their pages.
      if (kind === 'urssaf' && patch.status !== undefined) {
        void queryClient.invalidateQueries({ queryKey: authorizationPagesPrefix('bank_urssaf') });
        void queryClient.invalidateQueries({ queryKey: ['tracking', 'pages', '3en1'] });
      }
    },
  });
}

export type PendingUpdates = { status: ReadonlySet<string>; date: ReadonlySet<string> };

/** The clients whose status or date is being saved: their control stays disabled meanwhile. */
export function usePendingAuthorizationUpdates(kind: AuthorizationKind): PendingUpdates {
  const pending = useMutationState({
    filters: { mutationKey: updateKey(kind), status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateAuthorizationInput | undefined,
  });
  return useMemo(() => {
    const status = new Set<string>();
    const date = new Set<string>();
    for (const input of pending) {
      if (!input) continue;
      if (input.patch.status !== undefined) status.add(input.clientId);
      if (input.patch.authorizationDate !== undefined) date.add(input.clientId);
    }
    return { status, date };
  }, [pending]);
}

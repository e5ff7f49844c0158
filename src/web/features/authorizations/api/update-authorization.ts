import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { AuthorizationKind, AuthorizationRow, AuthorizationStatus } from '../../../../shared/authorizations.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { authorizationHistoryQueryKey, authorizationsQueryKey, type AuthorizationList } from './get-authorizations.ts';

export type AuthorizationPatch = { status?: AuthorizationStatus; authorizationDate?: string | null };
export type UpdateAuthorizationInput = { clientId: string; patch: AuthorizationPatch };

type PatchedField = keyof AuthorizationPatch;

const updateKey = (kind: AuthorizationKind) => ['authorizations', kind, 'update'] as const;

function updateCachedRow(
  queryClient: QueryClient,
  kind: AuthorizationKind,
  clientId: string,
  update: (row: AuthorizationRow) => AuthorizationRow,
) {
  queryClient.setQueryData<AuthorizationList>(authorizationsQueryKey(kind), (current) =>
    current ? { rows: current.rows.map((row) => (row.clientId === clientId ? update(row) : row)) } : current,
  );
}

function pick(row: AuthorizationRow, fields: readonly PatchedField[]): AuthorizationPatch {
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}

type Callbacks = {
  onSuccess: (input: UpdateAuthorizationInput) => void;
  onError: (input: UpdateAuthorizationInput) => void;
};

/**
 * One upsert per change. A status moves in the list (and so in the tile counts) at once; the
 * server's answer then confirms it, a failure puts back only the fields this request changed.
 * The callbacks run for every request (mutate's own callbacks only fire for the latest one).
 */
export function useUpdateAuthorization(kind: AuthorizationKind, { onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateKey(kind),
    mutationFn: ({ clientId, patch }: UpdateAuthorizationInput) =>
      apiFetch<AuthorizationRow>(`/api/authorizations/${kind}/${clientId}`, { method: 'PUT', body: patch }),
    onMutate: async ({ clientId, patch }) => {
      await queryClient.cancelQueries({ queryKey: authorizationsQueryKey(kind), exact: true });
      const fields = Object.keys(patch) as PatchedField[];
      const current = queryClient
        .getQueryData<AuthorizationList>(authorizationsQueryKey(kind))
        ?.rows.find((row) => row.clientId === clientId);
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
      onSuccess(input);
    },
    onError: (_error, input, context) => {
      if (context) updateCachedRow(queryClient, kind, input.clientId, (row) => ({ ...row, ...context.previous }));
      onError(input);
    },
    onSettled: (_data, _error, { clientId, patch }) => {
      void queryClient.invalidateQueries({ queryKey: authorizationHistoryQueryKey(kind, clientId) });
      // The URSSAF habilitation decides who the bank URSSAF tab and 3 EN 1 tracking list
      // (pas_necessaire hides the client there, and cascades to bank URSSAF).
      if (kind === 'urssaf' && patch.status !== undefined) {
        void queryClient.invalidateQueries({ queryKey: authorizationsQueryKey('bank_urssaf') });
        void queryClient.invalidateQueries({ queryKey: ['tracking', '3en1'] });
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

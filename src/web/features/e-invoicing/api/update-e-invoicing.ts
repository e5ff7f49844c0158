import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { EInvoicingField, EInvoicingRow, EInvoicingUpdate } from '../../../../shared/e-invoicing/api.ts';
import { OTHER_PLATFORM } from '../../../../shared/e-invoicing/platforms.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { findCachedListRow, updateCachedListRow } from '../../../entities/client/list/paged-client-list-query.ts';
import { eInvoicingHistoryQueryKey, eInvoicingPagesPrefix, eInvoicingRootKey } from './get-e-invoicing.ts';

export type UpdateEInvoicingInput = { clientId: string; patch: EInvoicingUpdate };

/** A cell of the page: a client's field (pending saves, typed dates and messages are kept per cell). */
export const cellKey = (clientId: string, field: string) => `${clientId}:${field}`;

const updateKey = [...eInvoicingRootKey, 'update'] as const;

/** The fields a patch changes: the platform and its free text go together (the server clears or sets one with the other). */
export function touchedFields(patch: EInvoicingUpdate): EInvoicingField[] {
  const fields = Object.keys(patch) as EInvoicingField[];
  const platform = fields.includes('platform') || fields.includes('platformOther');
  return platform ? [...new Set<EInvoicingField>([...fields, 'platform', 'platformOther'])] : fields;
}

/** The row as the server will leave it, shown before it answers: another platform drops the free text, a free text alone chooses « Autre ». */
function applyPatch(row: EInvoicingRow, patch: EInvoicingUpdate): EInvoicingRow {
  const next: EInvoicingRow = { ...row, ...patch };
  if (patch.platform !== undefined && patch.platform !== OTHER_PLATFORM) next.platformOther = null;
  if (patch.platform === undefined && patch.platformOther !== undefined) next.platform = OTHER_PLATFORM;
  return next;
}

function pick(row: EInvoicingRow, fields: readonly EInvoicingField[]): Partial<EInvoicingRow> {
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}

/**
 * One client's row, changed by `update`, in every loaded page of the list: the cell shows the
 * change at once; the live update that follows refreshes the pages and the tiles.
 */
export const updateCachedRow = (queryClient: QueryClient, clientId: string, update: (row: EInvoicingRow) => EInvoicingRow) =>
  updateCachedListRow(queryClient, eInvoicingPagesPrefix, clientId, update);

export const cachedRow = (queryClient: QueryClient, clientId: string): EInvoicingRow | undefined =>
  findCachedListRow<EInvoicingRow>(queryClient, eInvoicingPagesPrefix, clientId);

type Callbacks = {
  onSuccess: (input: UpdateEInvoicingInput) => void;
  onError: (input: UpdateEInvoicingInput, error: Error) => void;
};

/**
 * PUT /api/e-invoicing/{clientId}, one per change. The row moves at once (a status, and so the
 * tiles); the server's answer confirms the fields this request changed, a failure puts back only
 * those. The callbacks run for every request (mutate's own only fire for the latest one).
 */
export function useUpdateEInvoicing({ onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateKey,
    mutationFn: ({ clientId, patch }: UpdateEInvoicingInput) =>
      apiFetch<EInvoicingRow>(`/api/e-invoicing/${clientId}`, { method: 'PUT', body: patch }),
    onMutate: async ({ clientId, patch }) => {
      await queryClient.cancelQueries({ queryKey: eInvoicingPagesPrefix });
      const current = cachedRow(queryClient, clientId);
      updateCachedRow(queryClient, clientId, (row) => applyPatch(row, patch));
      return { previous: current ? pick(current, touchedFields(patch)) : {} };
    },
    onSuccess: (saved, input) => {
      updateCachedRow(queryClient, input.clientId, (row) => ({ ...row, ...pick(saved, touchedFields(input.patch)), updatedAt: saved.updatedAt }));
      // The list is paged on the server: its tiles, filters and order are read again once the
      // last pending save is in (an earlier answer would put back cells still being saved).
      if (queryClient.isMutating({ mutationKey: eInvoicingRootKey }) <= 1) void queryClient.invalidateQueries({ queryKey: eInvoicingPagesPrefix });
      onSuccess(input);
    },
    onError: (error, input, context) => {
      if (context) updateCachedRow(queryClient, input.clientId, (row) => ({ ...row, ...context.previous }));
      onError(input, error);
    },
    onSettled: (_data, _error, { clientId }) => void queryClient.invalidateQueries({ queryKey: eInvoicingHistoryQueryKey(clientId) }),
  });
}

/** A row's save under way: its fields (PUT), or its category (PATCH of the client, api/update-category.ts). */
type PendingSave = UpdateEInvoicingInput | { clientId: string; category: unknown };

/** The cells being saved (cellKey): their control stays disabled meanwhile. */
export function usePendingEInvoicingCells(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: eInvoicingRootKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as PendingSave | undefined,
  });
  return useMemo(() => {
    const cells = new Set<string>();
    for (const input of pending) {
      if (!input) continue;
      const fields = 'patch' in input ? touchedFields(input.patch) : ['category'];
      for (const field of fields) cells.add(cellKey(input.clientId, field));
    }
    return cells;
  }, [pending]);
}

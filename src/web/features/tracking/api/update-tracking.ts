import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { TrackingKind, TrackingRow, TrackingStatus } from '../../../../shared/tracking.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { statusForYear } from '../lib/tracking-rows.ts';
import { findCachedListRow, updateCachedListRow } from '../../../entities/client/list/paged-client-list-query.ts';
import { trackingHistoryQueryKey, trackingPagesPrefix } from './get-tracking.ts';

export type UpdateTrackingInput = { clientId: string; year: number; status: TrackingStatus };

const updateKey = (kind: TrackingKind) => ['tracking', kind, 'update'] as const;

/** One client's cell, set in every loaded page of the kind's list. */
const setCachedCell = (queryClient: QueryClient, kind: TrackingKind, { clientId, year, status }: UpdateTrackingInput) =>
  updateCachedListRow<TrackingRow>(queryClient, trackingPagesPrefix(kind), clientId, (row) => ({ ...row, statuses: { ...row.statuses, [String(year)]: status } }));

/**
 * A cell changes at once in the loaded pages; once the last pending save is in, the pages and the
 * tiles (counted by the server) are read again. A failure puts back that cell only.
 */
export function useUpdateTracking(kind: TrackingKind, { onError }: { onError: (input: UpdateTrackingInput) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateKey(kind),
    mutationFn: ({ clientId, year, status }: UpdateTrackingInput) =>
      apiFetch<unknown>(`/api/tracking/${kind}/${clientId}/${year}`, { method: 'PUT', body: { status } }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: trackingPagesPrefix(kind) });
      const row = findCachedListRow<TrackingRow>(queryClient, trackingPagesPrefix(kind), input.clientId);
      const previous: TrackingStatus = row ? statusForYear(row, input.year) : 'a_faire';
      setCachedCell(queryClient, kind, input);
      return { previous };
    },
    onSuccess: () => {
      // An earlier answer would put back cells still being saved.
      if (queryClient.isMutating({ mutationKey: updateKey(kind) }) <= 1) void queryClient.invalidateQueries({ queryKey: trackingPagesPrefix(kind) });
    },
    onError: (_error, input, context) => {
      if (context) setCachedCell(queryClient, kind, { ...input, status: context.previous });
      onError(input);
    },
    onSettled: (_data, _error, { clientId, year }) =>
      queryClient.invalidateQueries({ queryKey: trackingHistoryQueryKey(kind, clientId, year) }),
  });
}

/** 'clientId:year' of every cell being saved: its select stays disabled meanwhile. */
export function usePendingTrackingUpdates(kind: TrackingKind): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: updateKey(kind), status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateTrackingInput | undefined,
  });
  return useMemo(
    () => new Set(pending.flatMap((input) => (input ? [`${input.clientId}:${input.year}`] : []))),
    [pending],
  );
}

import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { TrackingKind, TrackingStatus } from '../../../../shared/tracking.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { trackingHistoryQueryKey, trackingQueryKey, type TrackingList } from './get-tracking.ts';

export type UpdateTrackingInput = { clientId: string; year: number; status: TrackingStatus };

const updateKey = (kind: TrackingKind) => ['tracking', kind, 'update'] as const;

/** A cell changes (and the counters with it) at once; a failure puts back that cell only. */
export function useUpdateTracking(kind: TrackingKind, { onError }: { onError: (input: UpdateTrackingInput) => void }) {
  const queryClient = useQueryClient();
  const setCell = (clientId: string, year: number, status: TrackingStatus) =>
    queryClient.setQueryData<TrackingList>(trackingQueryKey(kind), (current) =>
      current
        ? {
            ...current,
            rows: current.rows.map((row) =>
              row.clientId === clientId ? { ...row, statuses: { ...row.statuses, [String(year)]: status } } : row,
            ),
          }
        : current,
    );

  return useMutation({
    mutationKey: updateKey(kind),
    mutationFn: ({ clientId, year, status }: UpdateTrackingInput) =>
      apiFetch<unknown>(`/api/tracking/${kind}/${clientId}/${year}`, { method: 'PUT', body: { status } }),
    onMutate: async ({ clientId, year, status }) => {
      await queryClient.cancelQueries({ queryKey: trackingQueryKey(kind), exact: true });
      const row = queryClient
        .getQueryData<TrackingList>(trackingQueryKey(kind))
        ?.rows.find((r) => r.clientId === clientId);
      const previous: TrackingStatus = row?.statuses[String(year)] ?? 'a_faire';
      setCell(clientId, year, status);
      return { previous };
    },
    onError: (_error, input, context) => {
      if (context) setCell(input.clientId, input.year, context.previous);
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

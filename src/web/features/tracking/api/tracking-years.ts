import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TrackingKind } from '../../../../shared/tracking.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { trackingPagesPrefix } from './get-tracking.ts';

// Both resolve once the table shows the new set of years (its loaded pages read again), so the modal closes onto it.

export function useAddTrackingYear(kind: TrackingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => apiFetch<unknown>(`/api/tracking/${kind}/years`, { method: 'POST', body: { year } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingPagesPrefix(kind) }),
  });
}

export function useDeleteTrackingYear(kind: TrackingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => apiFetch<unknown>(`/api/tracking/${kind}/years/${year}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingPagesPrefix(kind) }),
  });
}

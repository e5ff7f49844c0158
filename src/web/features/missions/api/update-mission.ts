import { useMutation, useQueryClient } from '@tanstack/react-query';

import { missionDetailSchema, type MissionDetail, type MissionPatch } from '../../../../shared/missions/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { applyPatch } from '../lib/optimistic-mission.ts';
import { missionDetailQueryKey } from './get-mission.ts';
import { MISSIONS_STALE_AFTER_WRITE } from './missions-keys.ts';

/**
 * PATCH /api/missions/{id} from the mission sheet: the change shows at once (and goes back on a
 * refusal); the answer, or a fresh read, replaces the sheet; the board, the table and the chart reload.
 */
export function useUpdateMission(id: string) {
  const queryClient = useQueryClient();
  const key = missionDetailQueryKey(id);
  return useMutation({
    mutationFn: (patch: MissionPatch) => apiFetch<unknown>(`/api/missions/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MissionDetail>(key);
      if (before) queryClient.setQueryData(key, applyPatch(before, patch));
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => {
      const detail = missionDetailSchema.safeParse(answer);
      if (detail.success) queryClient.setQueryData(key, detail.data);
    },
    // Not awaited: the sheet is ready again while the board's thousands of rows reload.
    onSettled: (answer) => {
      const stale = missionDetailSchema.safeParse(answer).success ? MISSIONS_STALE_AFTER_WRITE : [...MISSIONS_STALE_AFTER_WRITE, key];
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

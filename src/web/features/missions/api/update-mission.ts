import { useMutation, useQueryClient } from '@tanstack/react-query';

import { missionDetailSchema, type MissionDetail, type MissionPatch } from '../../../../shared/missions/api.ts';
import { clientMissionsRootKey } from '../../../entities/mission/client-missions-query.ts';
import { clientSheetRootKey } from '../../../entities/client/client-sheet-query-key.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { applyPatch } from '../lib/optimistic-mission.ts';
import { missionDetailQueryKey } from './get-mission.ts';
import { missionListRootKey } from './get-missions.ts';
import { MISSIONS_STALE_AFTER_WRITE, missionProgressRootKey } from './missions-keys.ts';

/** What a saved mission makes stale besides its sheet: the board's and the table's pages, the chart, the client's missions. */
const STALE_BESIDES_SHEET = [missionListRootKey, clientMissionsRootKey, missionProgressRootKey, clientSheetRootKey];

/**
 * PATCH /api/missions/{id} from the mission sheet: the change shows at once (and goes back on a
 * refusal); the answer, or a fresh read, replaces the sheet. The board's and the table's loaded
 * pages, the chart and the client's sheet reload.
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
    // Not awaited: the sheet is ready again while the lists reload.
    onSettled: (answer) => {
      const saved = missionDetailSchema.safeParse(answer).success;
      for (const queryKey of saved ? STALE_BESIDES_SHEET : [...MISSIONS_STALE_AFTER_WRITE, key]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { missionDetailSchema, type MissionDetail, type MissionPatch } from '../../../../shared/missions/api.ts';
import { clientMissionsRootKey } from '../../../entities/mission/client-missions-query.ts';
import { clientSheetRootKey } from '../../../entities/client/client-sheet-query-key.ts';
import { fetchClientRowPatches } from '../../../entities/client/client-row-lists.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { applyPatch } from '../lib/optimistic-mission.ts';
import { missionDetailQueryKey } from './get-mission.ts';
import { missionListRootKey, missionPatchedList } from './get-missions.ts';
import { MISSIONS_STALE_AFTER_WRITE, missionProgressRootKey } from './missions-keys.ts';

/** What a saved mission makes stale besides the board's and the table's lists, which are patched. */
const STALE_BESIDES_LISTS = [clientMissionsRootKey, missionProgressRootKey, clientSheetRootKey];

/**
 * PATCH /api/missions/{id} from the mission sheet: the change shows at once (and goes back on a
 * refusal); the answer, or a fresh read, replaces the sheet. The board and the table get that
 * client's missions patched in (not the campaign's 8,000 again); the chart and the client's sheet reload.
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
    // Not awaited: the sheet is ready again while the lists are patched.
    onSettled: (answer) => {
      const detail = missionDetailSchema.safeParse(answer);
      if (!detail.success) {
        for (const queryKey of [...MISSIONS_STALE_AFTER_WRITE, key]) void queryClient.invalidateQueries({ queryKey });
        return;
      }
      for (const queryKey of STALE_BESIDES_LISTS) void queryClient.invalidateQueries({ queryKey });
      fetchClientRowPatches(queryClient, [missionPatchedList], [detail.data.clientId]).then(
        (patch) => patch(),
        () => void queryClient.invalidateQueries({ queryKey: missionListRootKey }),
      );
    },
  });
}

import { useState } from 'react';

import type { MissionPatch } from '../../../../shared/missions/api.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUpdateMission } from '../api/update-mission.ts';

/** The part of the sheet a change was made in, where its refusal is shown. */
export type SaveArea = 'stage' | 'checklist' | 'status' | 'responsible' | 'reviewer' | 'budget' | 'onlineFiling' | 'notes';

/**
 * The sheet's writes: each PATCH says which part of the sheet sent it, so a refusal (in French,
 * from the server) shows beside the control that caused it. Resolves true once saved.
 */
export function useMissionSave(missionId: string) {
  const mutation = useUpdateMission(missionId);
  const [failure, setFailure] = useState<{ area: SaveArea; message: string } | null>(null);
  const [pendingArea, setPendingArea] = useState<SaveArea | null>(null);

  async function save(patch: MissionPatch, area: SaveArea): Promise<boolean> {
    setFailure(null);
    setPendingArea(area);
    try {
      await mutation.mutateAsync(patch);
      return true;
    } catch (error) {
      setFailure({ area, message: errorMessage(error) });
      return false;
    } finally {
      setPendingArea((current) => (current === area ? null : current));
    }
  }

  return {
    save,
    isPending: (area: SaveArea) => pendingArea === area,
    errorOf: (area: SaveArea) => (failure?.area === area ? failure.message : undefined),
  };
}

export type MissionSave = ReturnType<typeof useMissionSave>;

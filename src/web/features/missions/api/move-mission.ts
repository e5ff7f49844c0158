import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

import { parisToday } from '../../../../shared/dates.ts';
import { missionRowSchema, type MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { movedRow, movePatch, targetLabel, type MoveTarget } from '../lib/move-target.ts';
import type { MissionList } from './get-missions.ts';

export type MoveInput = { row: MissionRow; target: MoveTarget };

const replaceRow = (list: MissionList | undefined, row: MissionRow): MissionList | undefined =>
  list ? { missions: list.missions.map((mission) => (mission.id === row.id ? row : mission)) } : list;

type MoveOptions = {
  /** The cached list the board shows. */
  listKey: QueryKey;
  /** The board's template (its stages' names and checklists); the board shows none without one. */
  template: MissionTemplate | undefined;
  /** Said to screen readers: the move, then its refusal. */
  announce: (text: string) => void;
};

/**
 * A card moved on the board (dragged, or « Déplacer vers… »): it stands in its new column at once,
 * PATCH /api/missions/{id} follows, and the server's row (the checklist of the new stage, the done
 * dates it set) replaces it. Refused, only that card goes back, with the server's French reason.
 */
export function useMoveMission({ listKey, template, announce }: MoveOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, target }: MoveInput) =>
      apiFetch<unknown>(`/api/missions/${encodeURIComponent(row.id)}`, { method: 'PATCH', body: movePatch(row, target) }),
    onMutate: async ({ row, target }) => {
      if (!template) return;
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData<MissionList>(listKey, (list) => replaceRow(list, movedRow(row, target, template, parisToday())));
      announce(`${row.raisonSociale} déplacée vers « ${targetLabel(template, target)} »`);
    },
    onError: (error, { row }) => {
      queryClient.setQueryData<MissionList>(listKey, (list) => replaceRow(list, row));
      announce(`Déplacement de ${row.raisonSociale} annulé`);
      toast.error(`Impossible de déplacer ${row.raisonSociale}`, errorMessage(error));
    },
    onSuccess: (answer) => {
      // The answer is the mission's sheet, a row and more: its row's fields are kept.
      const fresh = missionRowSchema.safeParse(answer);
      if (fresh.success) queryClient.setQueryData<MissionList>(listKey, (list) => replaceRow(list, fresh.data));
      else void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

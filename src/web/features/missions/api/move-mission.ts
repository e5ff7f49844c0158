import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';

import { parisToday } from '../../../../shared/dates.ts';
import { missionRowSchema, type MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionBoard, MissionPage } from '../../../../shared/missions/list-query.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { moveOnBoard } from '../lib/board-move.ts';
import { movedRow, movePatch, targetLabel, type MoveTarget } from '../lib/move-target.ts';
import { missionBoardQueryOptions, missionListRootKey } from './get-missions.ts';

export type MoveInput = { row: MissionRow; target: MoveTarget };

type MoveOptions = {
  /** The board's filters (missionListParams): its answer and its columns' next pages. */
  params: string;
  /** The board's template (its stages' names and checklists); the board shows none without one. */
  template: MissionTemplate | undefined;
  /** Said to screen readers: the move, then its refusal. */
  announce: (text: string) => void;
};

/** The board and its columns' pages before the move, and the card as shown meanwhile. */
type Context = { snapshot: [QueryKey, unknown][]; shown: MissionRow };

/**
 * A card moved on the board (dragged, or « Déplacer vers… »): it stands in its new column at once,
 * the two counts following, PATCH /api/missions/{id} follows, and the server's row (the checklist
 * of the new stage, the done dates it set) replaces it. Refused, the board goes back as it was,
 * with the server's French reason. The journal's change then refreshes the board for everyone.
 */
export function useMoveMission({ params, template, announce }: MoveOptions) {
  const queryClient = useQueryClient();
  const boardKey = missionBoardQueryOptions(params).queryKey;
  const columnsKey = [...missionListRootKey, 'column', params];

  const place = (before: MissionRow, after: MissionRow) => {
    queryClient.setQueryData<MissionBoard>(boardKey, (board) => board && moveOnBoard(board, before, after));
    // A card from further down its column leaves the page that held it.
    queryClient.setQueriesData<InfiniteData<MissionPage>>({ queryKey: columnsKey }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, missions: page.missions.filter((row) => row.id !== before.id) })) } : data,
    );
  };

  return useMutation({
    mutationFn: ({ row, target }: MoveInput) =>
      apiFetch<unknown>(`/api/missions/${encodeURIComponent(row.id)}`, { method: 'PATCH', body: movePatch(row, target) }),
    onMutate: async ({ row, target }): Promise<Context | undefined> => {
      if (!template) return undefined;
      await queryClient.cancelQueries({ queryKey: missionListRootKey });
      const snapshot: Context['snapshot'] = [[boardKey, queryClient.getQueryData(boardKey)], ...queryClient.getQueriesData({ queryKey: columnsKey })];
      const shown = movedRow(row, target, template, parisToday());
      place(row, shown);
      announce(`${row.raisonSociale} déplacée vers « ${targetLabel(template, target)} »`);
      return { snapshot, shown };
    },
    onError: (error, { row }, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      announce(`Déplacement de ${row.raisonSociale} annulé`);
      toast.error(`Impossible de déplacer ${row.raisonSociale}`, errorMessage(error));
    },
    onSuccess: (answer, { row }, context) => {
      // The answer is the mission's sheet, a row and more: its row's fields are kept.
      const fresh = missionRowSchema.safeParse(answer);
      if (fresh.success) place(context?.shown ?? row, fresh.data);
      else void queryClient.invalidateQueries({ queryKey: missionListRootKey });
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

import type { MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionBoard as Board } from '../../../../shared/missions/list-query.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { findLoadedMission } from '../api/get-missions.ts';
import { boardColumns, columnKeyOf, columnTargets } from '../lib/board-columns.ts';
import { stageIdsOf } from '../lib/mission-dates.ts';
import { columnOf, sameTarget, type MoveTarget } from '../lib/move-target.ts';
import { BoardColumn } from './board-column.tsx';
import { CardIconSprite } from './card-icons.tsx';
import type { MoveOption } from './move-menu.tsx';

type MissionBoardProps = {
  template: MissionTemplate;
  /** The server's columns under the page's filters: counts and first cards. */
  board: Board;
  /** Those filters (missionListParams): the columns' next pages are asked with them. */
  params: string;
  today: string;
  nameOfUser: (id: string | undefined) => string | null;
  onOpen: (id: string) => void;
  onMove: (row: MissionRow, target: MoveTarget) => void;
};

/**
 * « Colonnes »: one column per stage of the template, then « Terminées ». A card moves by drag
 * and drop or by its « Déplacer vers… » menu; after a menu move the keyboard follows the card
 * into its new column.
 */
export function MissionBoard({ template, board, params, today, nameOfUser, onOpen, onMove }: MissionBoardProps) {
  const queryClient = useQueryClient();
  const columns = useMemo(() => boardColumns(template, board), [template, board]);
  // The same menu for every card of the template: the memoised cards keep it across moves.
  const options: MoveOption[] = useMemo(() => columnTargets(template), [template]);
  const stageIds = useMemo(() => stageIdsOf(template), [template]);
  // The card to focus once it stands in its new column (and only there: it is still in the old one
  // until the move lands in the cache).
  const [focus, setFocus] = useState<{ missionId: string; columnKey: string } | null>(null);
  const handleFocused = useCallback(() => setFocus(null), []);

  const handleMenuMove = useCallback(
    (row: MissionRow, target: MoveTarget) => {
      setFocus({ missionId: row.id, columnKey: columnKeyOf(target) });
      onMove(row, target);
    },
    [onMove],
  );
  const handleDrop = (id: string, target: MoveTarget) => {
    const row = findLoadedMission(queryClient, params, id);
    if (row && !sameTarget(columnOf(row), target)) onMove(row, target);
  };

  return (
    <div role="group" aria-label={`Tableau de production en colonnes — ${template.name}`} className="flex gap-3 overflow-x-auto pb-2">
      <CardIconSprite />
      {columns.map((column) => (
        <BoardColumn
          key={column.key}
          column={column}
          params={params}
          today={today}
          nameOfUser={nameOfUser}
          columns={options}
          stageIds={stageIds}
          focusId={focus?.columnKey === column.key ? focus.missionId : null}
          onFocused={handleFocused}
          onOpen={onOpen}
          onMove={handleMenuMove}
          onDrop={handleDrop}
        />
      ))}
    </div>
  );
}

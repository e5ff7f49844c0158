import { memo, type DragEvent } from 'react';

import { formatDateFr } from '../../../../shared/dates.ts';
import type { MissionRow } from '../../../../shared/missions/api.ts';
import { cn } from '../../../lib/cn.ts';
import { nextTargetDate, type StageIds } from '../lib/mission-dates.ts';
import { initialsOf } from '../lib/initials.ts';
import { columnOf, type MoveTarget } from '../lib/move-target.ts';
import { CardIcon } from './card-icons.tsx';
import { MoveMenu, type MoveOption } from './move-menu.tsx';

/** The drag's data type: a mission's id, which only the board's columns accept. */
export const MISSION_DRAG_TYPE = 'application/x-cabinet-mission';

/** A card's height with its gap: the column's virtualizer places them at fixed steps. */
export const CARD_STEP = 112;

type MissionCardProps = {
  row: MissionRow;
  today: string;
  /** The responsible's full name; null when nobody is. */
  responsibleName: string | null;
  columns: readonly MoveOption[];
  /** The template's stage ids, in its order: the row's stages are its dates at each. */
  stageIds: StageIds;
  onOpen: (id: string) => void;
  onMove: (row: MissionRow, target: MoveTarget) => void;
};

/**
 * A mission on the board: the client (a click opens the mission's sheet), the responsible's
 * initials, the next target date (red once passed), the checklist of the current stage, the
 * « En attente client » badge. Dragged to a column, or moved with « Déplacer vers… ».
 * Memoised: scrolling a column redraws only the cards coming into view.
 */
export const MissionCard = memo(function MissionCard({ row, today, responsibleName, columns, stageIds, onOpen, onMove }: MissionCardProps) {
  const target = nextTargetDate(row, stageIds);
  const late = target !== null && target < today;
  const handleDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(MISSION_DRAG_TYPE, row.id);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <article
      draggable
      onDragStart={handleDragStart}
      data-mission-id={row.id}
      className="relative flex h-[6.5rem] cursor-grab flex-col justify-between rounded-md border border-border bg-surface p-2.5 text-sm shadow-xs hover:border-primary/50 active:cursor-grabbing"
    >
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 font-medium">
          {/* Stretched over the card: a click anywhere on it opens the sheet. */}
          <button
            type="button"
            data-card-open
            onClick={() => onOpen(row.id)}
            className="block w-full cursor-pointer truncate text-left after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {row.raisonSociale}
          </button>
        </h3>
        <MoveMenu clientName={row.raisonSociale} options={columns} current={columnOf(row)} onMove={(next) => onMove(row, next)} />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {target ? (
          <span className={cn('inline-flex items-center gap-1 tabular-nums', late && 'font-medium text-red-700')}>
            <CardIcon name={late ? 'late' : 'date'} className="size-3.5" />
            <span className="sr-only">{late ? 'En retard, prévue le' : 'Prévue le'} </span>
            {formatDateFr(target)}
          </span>
        ) : null}
        {row.checklistTotal > 0 ? (
          <span className="inline-flex items-center gap-1 tabular-nums">
            <CardIcon name="checklist" className="size-3.5" />
            <span className="sr-only">Points de contrôle : </span>
            {row.checklistDone}/{row.checklistTotal}
          </span>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-2">
        {row.status === 'en_attente_client' ? (
          <span
            title={row.waitingReason ?? undefined}
            className="inline-flex min-w-0 items-center gap-1 truncate rounded-sm bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800"
          >
            <CardIcon name="waiting" className="size-3 shrink-0" />
            En attente client
            {row.waitingReason ? <span className="sr-only"> : {row.waitingReason}</span> : null}
          </span>
        ) : (
          <span />
        )}
        <span
          title={responsibleName ?? 'Non assigné'}
          className={cn(
            'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-[0.625rem] font-semibold',
            responsibleName ? 'bg-primary/10 text-primary' : 'border border-dashed border-input text-muted-foreground',
          )}
        >
          <span aria-hidden="true">{responsibleName ? initialsOf(responsibleName) : '?'}</span>
          <span className="sr-only">Responsable : {responsibleName ?? 'non assigné'}</span>
        </span>
      </div>
    </article>
  );
});

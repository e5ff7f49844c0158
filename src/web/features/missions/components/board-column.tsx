import { useEffect, useId, useRef, useState, type DragEvent, type RefObject } from 'react';

import type { MissionRow } from '../../../../shared/missions/api.ts';
import { formatCount } from '../../../entities/client/list/lib/format-count.ts';
import { cn } from '../../../lib/cn.ts';
import { useCardWindow, type CardWindow } from '../hooks/use-card-window.ts';
import { useColumnRows } from '../hooks/use-column-rows.ts';
import type { BoardColumn as Column } from '../lib/board-columns.ts';
import type { StageIds } from '../lib/mission-dates.ts';
import type { MoveTarget } from '../lib/move-target.ts';
import { CARD_STEP, MISSION_DRAG_TYPE, MissionCard } from './mission-card.tsx';
import type { MoveOption } from './move-menu.tsx';

const numberFormat = new Intl.NumberFormat('fr-FR');

/**
 * The scroll box's client height as its classes give it (100vh − 22rem, 20rem at least), at the
 * default 16 px rem: known without a style pass, corrected once laid out if the rem differs.
 */
const scrollBoxHeight = () => Math.max(window.innerHeight - 22 * 16, 20 * 16);

/** Cards left below the window when the column's next page is asked for. */
const NEAR_END_CARDS = 10;

type BoardColumnProps = {
  column: Column;
  /** The board's filters (missionListParams): the column's next pages are asked with them. */
  params: string;
  today: string;
  nameOfUser: (id: string | undefined) => string | null;
  columns: readonly MoveOption[];
  /** The template's stage ids, in its order: a row's stages are its dates at each. */
  stageIds: StageIds;
  /** A card to bring into view and focus once (the one just moved by keyboard). */
  focusId: string | null;
  onFocused: () => void;
  onOpen: (id: string) => void;
  onMove: (row: MissionRow, target: MoveTarget) => void;
  /** A card dropped on this column: its id. */
  onDrop: (missionId: string, target: MoveTarget) => void;
};

/**
 * One column of the board: its name and count, then its cards, of which only those in view are
 * in the DOM, and only the first pages loaded (a campaign of 8,000 missions has thousands in its
 * first column): the next page is asked for as the window nears the last card loaded. A card
 * dragged over it is accepted anywhere in the column.
 */
export function BoardColumn({ column, params, today, nameOfUser, columns, stageIds, focusId, onFocused, onOpen, onMove, onDrop }: BoardColumnProps) {
  const headingId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const { rows, handleNearEnd } = useColumnRows(params, column);
  const { total } = column;
  const cards = useCardWindow({ count: rows.length, step: CARD_STEP, scrollRef, initialHeight: scrollBoxHeight });
  useRevealCard({ rows, focusId, onFocused, scrollRef, reveal: cards.reveal });
  useEffect(() => {
    if (rows.length < total && cards.end >= rows.length - NEAR_END_CARDS) handleNearEnd();
  }, [cards.end, rows.length, total, handleNearEnd]);

  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(MISSION_DRAG_TYPE);
  const handleDragOver = (event: DragEvent) => {
    if (!accepts(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (!over) setOver(true);
  };
  const handleDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const handleDrop = (event: DragEvent) => {
    setOver(false);
    const id = event.dataTransfer.getData(MISSION_DRAG_TYPE);
    if (!id) return;
    event.preventDefault();
    onDrop(id, column.target);
  };

  return (
    <section
      aria-labelledby={headingId}
      data-board-column={column.key}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      className={cn(
        'flex w-72 shrink-0 flex-col rounded-lg border bg-muted/50',
        over ? 'border-primary ring-2 ring-primary/30' : 'border-border',
      )}
    >
      {/* Named outright: the stage, then its count apart (« Révision, 12 missions »), whatever the layout. */}
      <h2
        id={headingId}
        aria-label={`${column.label}, ${formatCount(total, 'mission', 'missions')}`}
        className="flex items-center justify-between gap-2 border-b border-border px-3 py-2 text-sm font-semibold"
      >
        <span className="truncate">{column.label}</span>
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
          {numberFormat.format(total)}
        </span>
      </h2>
      <div ref={scrollRef} className="h-[calc(100vh-22rem)] min-h-80 overflow-y-auto p-2 [contain:strict]">
        {rows.length === 0 ? (
          <p className="p-4 text-center text-xs text-muted-foreground">Aucune mission</p>
        ) : (
          <div role="list" className="relative w-full" style={{ height: cards.totalSize }}>
            {rows.slice(cards.start, cards.end).map((row, offset) => {
              const index = cards.start + offset;
              return (
                <div
                  key={row.id}
                  role="listitem"
                  aria-setsize={total}
                  aria-posinset={index + 1}
                  className="absolute inset-x-0 top-0"
                  style={{ transform: `translateY(${index * CARD_STEP}px)` }}
                >
                  <MissionCard
                    row={row}
                    today={today}
                    responsibleName={nameOfUser(row.responsibleId)}
                    columns={columns}
                    stageIds={stageIds}
                    onOpen={onOpen}
                    onMove={onMove}
                  />
                </div>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}

type RevealCard = {
  rows: readonly MissionRow[];
  focusId: string | null;
  onFocused: () => void;
  scrollRef: RefObject<HTMLDivElement | null>;
  reveal: CardWindow['reveal'];
};

/** Frames to wait for a card scrolled to be drawn before giving up on focusing it. */
const REVEAL_FRAMES = 10;

/** Scrolls the card just moved here into view, then focuses it: the keyboard follows its card. */
function useRevealCard({ rows, focusId, onFocused, scrollRef, reveal }: RevealCard) {
  useEffect(() => {
    if (!focusId) return;
    const index = rows.findIndex((row) => row.id === focusId);
    if (index < 0) return;
    reveal(index);
    let frames = 0;
    let frame = 0;
    const focus = () => {
      const button = scrollRef.current?.querySelector<HTMLElement>(`[data-mission-id="${focusId}"] [data-card-open]`);
      if (button || frames++ >= REVEAL_FRAMES) {
        button?.focus();
        onFocused();
        return;
      }
      frame = requestAnimationFrame(focus);
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
    // Once per card to reveal: a scroll redrawing the column must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusId, rows.length]);
}

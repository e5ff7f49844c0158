import { CalendarClock, CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react';

import type { ObligationCounters } from '../../../../shared/obligations/api.ts';
import { cn } from '../../../lib/cn.ts';
import type { CounterTile } from '../lib/tiles.ts';

const TILES: { key: CounterTile; label: string; Icon: LucideIcon; tone: string }[] = [
  { key: 'dueThisWeek', label: 'À faire cette semaine', Icon: CalendarClock, tone: 'bg-slate-100 text-slate-700' },
  { key: 'overdue', label: 'En retard', Icon: CircleAlert, tone: 'bg-red-50 text-red-700' },
  { key: 'doneThisMonth', label: 'Faites ce mois', Icon: CircleCheck, tone: 'bg-green-50 text-green-700' },
];

const numberFormat = new Intl.NumberFormat('fr-FR');

type CounterTilesProps = {
  counters: ObligationCounters | undefined;
  /** The tile whose filter the list shows, if any. */
  pressed: CounterTile | undefined;
  onSelect: (tile: CounterTile) => void;
};

/** The three counters of the portfolio; each is a button that filters the list on what it counts. */
export function CounterTiles({ counters, pressed, onSelect }: CounterTilesProps) {
  return (
    <div role="group" aria-label="Compteurs des échéances" className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-3">
      {TILES.map(({ key, label, Icon, tone }) => (
        <button
          key={key}
          type="button"
          aria-pressed={pressed === key}
          onClick={() => onSelect(key)}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border bg-surface p-4 text-left shadow-xs transition-colors',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
            pressed === key ? 'border-primary ring-1 ring-primary' : 'border-border hover:bg-muted',
          )}
        >
          <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-md', tone)}>
            <Icon className="size-5" />
          </span>
          <span className="grid min-w-0">
            <span className="truncate text-sm text-muted-foreground">{label}</span>
            <span
              className={cn(
                'text-2xl font-semibold tabular-nums',
                key === 'overdue' && (counters?.overdue ?? 0) > 0 ? 'text-red-700' : 'text-foreground',
              )}
            >
              {counters ? numberFormat.format(counters[key]) : '–'}
            </span>
          </span>
        </button>
      ))}
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { CalendarClock, CircleAlert, CircleCheck, ListTodo, LoaderCircle, type LucideIcon } from 'lucide-react';

import type { Dashboard } from '../../../../shared/dashboard.ts';
import { formatNumber } from '../../../../shared/stats.ts';
import { parisToday } from '../../../../shared/dates.ts';
import { cn } from '../../../lib/cn.ts';
import { thisWeekSearch } from '../../../entities/obligation/obligations-query.ts';

type Counters = Dashboard['counters'];

type TaskCounter = Exclude<keyof Counters, 'echeancesCetteSemaine'>;

const COUNTERS: { key: TaskCounter; label: string; Icon: LucideIcon; tone: string }[] = [
  { key: 'aFaire', label: 'Tâches à faire', Icon: ListTodo, tone: 'bg-slate-100 text-slate-700' },
  { key: 'enCours', label: 'En cours', Icon: LoaderCircle, tone: 'bg-blue-50 text-blue-700' },
  { key: 'termineesCeMois', label: 'Terminées ce mois', Icon: CircleCheck, tone: 'bg-green-50 text-green-700' },
  { key: 'enRetard', label: 'En retard', Icon: CircleAlert, tone: 'bg-red-50 text-red-700' },
];

const CARD_BOX = 'items-center rounded-lg border border-border bg-surface p-4 shadow-xs';
const CARD = `flex gap-3 ${CARD_BOX}`;

/** The four counters over the user's own tasks, then the deadlines of their clients this week. */
export function CounterCards({ counters }: { counters: Counters }) {
  return (
    <div className="grid gap-3 2xl:grid-cols-[4fr_1fr]">
      <dl aria-label="Mes tâches" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {COUNTERS.map(({ key, label, Icon, tone }) => (
          // A <dl> groups each term with its value in a plain <div> holding only <dt>, <dd> and
          // hidden decoration: the icon spans both rows of the card's grid beside them.
          <div key={key} className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 ${CARD_BOX}`}>
            <span aria-hidden="true" className={cn('row-span-2 flex size-10 shrink-0 items-center justify-center rounded-md', tone)}>
              <Icon className="size-5" />
            </span>
            <dt className="truncate text-sm text-muted-foreground">{label}</dt>
            <dd className={cn('text-2xl font-semibold tabular-nums', key === 'enRetard' && counters.enRetard > 0 ? 'text-red-700' : 'text-foreground')}>
              {formatNumber(counters[key])}
            </dd>
          </div>
        ))}
      </dl>
      {/* The obligations of the user's clients due from today to Sunday: a link to that list. */}
      <Link
        to="/echeances"
        search={{ mes: 1, ...thisWeekSearch(parisToday()) }}
        className={cn(CARD, 'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none')}
      >
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-md bg-amber-50 text-amber-800">
          <CalendarClock className="size-5" />
        </span>
        <span className="grid min-w-0">
          <span className="truncate text-sm text-muted-foreground">Échéances cette semaine</span>
          <span className="text-2xl font-semibold text-foreground tabular-nums">{formatNumber(counters.echeancesCetteSemaine)}</span>
        </span>
      </Link>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';

import type { ObligationRow } from '../../../../shared/obligations/api.ts';
import { OBLIGATION_STATUS_LABELS } from '../../../../shared/obligations/kinds.ts';
import { cn } from '../../../lib/cn.ts';

/** A day lists this many obligations by name; past it, one link to that day's list on Échéances. */
const NAMED_PER_DAY = 2;

/** Dashed and amber with a calendar-clock icon: not a task, nothing to open as one. */
export const OBLIGATION_CHIP_CLASS =
  'flex items-center gap-1 rounded-sm border border-dashed border-amber-500 bg-amber-50 px-1.5 py-0.5 text-left text-xs text-amber-900';

type CalendarObligationsProps = {
  day: string;
  obligations: readonly ObligationRow[];
  /** The portfolio the calendar follows, carried to the Échéances page. */
  portfolio: { mes?: 1; collaborateur?: string };
};

/** A day's obligations (tax and social deadlines), each opening the client's sheet. */
export function CalendarObligations({ day, obligations, portfolio }: CalendarObligationsProps) {
  if (obligations.length > NAMED_PER_DAY) {
    return (
      <Link to="/echeances" search={{ ...portfolio, du: day, au: day }} className={cn(OBLIGATION_CHIP_CLASS, 'w-full font-medium hover:bg-amber-100')}>
        <CalendarClock aria-hidden="true" className="size-3 shrink-0" />
        <span className="truncate">{obligations.length} échéances</span>
      </Link>
    );
  }
  return (
    <ul aria-label="Échéances" className="grid gap-0.5">
      {obligations.map((obligation) => (
        <li key={obligation.id} className="min-w-0">
          <Link
            to="/clients"
            search={{ fiche: obligation.clientId }}
            title={`${obligation.label} — ${obligation.raisonSociale} (${OBLIGATION_STATUS_LABELS[obligation.status]})`}
            className={cn(OBLIGATION_CHIP_CLASS, 'w-full hover:bg-amber-100', obligation.status !== 'a_faire' && 'line-through opacity-70')}
          >
            <CalendarClock aria-hidden="true" className="size-3 shrink-0" />
            <span className="truncate">
              {obligation.label} — {obligation.raisonSociale}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { periodTitle, shiftMonthKey, type Period } from '../lib/period.ts';

type PeriodPickerProps = {
  period: Period;
  currentMonth: string;
  onMonth: (month: string | undefined) => void;
  onRange: (from: string, to: string) => void;
};

/** The month with previous and next, or a range of days (« Du », « Au »). */
export function PeriodPicker({ period, currentMonth, onMonth, onRange }: PeriodPickerProps) {
  const month = period.mode === 'month' ? period.month : currentMonth;
  const toMonth = (next: string) => onMonth(next === currentMonth ? undefined : next);
  // A changed bound keeps the other one; a reversed range closes on the day just chosen.
  const handleFrom = (from: string) => from && onRange(from, from > period.to ? from : period.to);
  const handleTo = (to: string) => to && onRange(to < period.from ? to : period.from, to);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="icon" aria-label="Mois précédent" onClick={() => toMonth(shiftMonthKey(month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="secondary" size="icon" aria-label="Mois suivant" onClick={() => toMonth(shiftMonthKey(month, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <h2 aria-live="polite" className="min-w-40 text-lg font-semibold first-letter:uppercase">
          {periodTitle(period)}
        </h2>
        {period.mode === 'month' && period.month === currentMonth ? null : (
          <Button variant="ghost" size="sm" onClick={() => onMonth(undefined)}>
            Ce mois-ci
          </Button>
        )}
      </div>
      <div className="flex items-center gap-2 text-sm">
        <label className="flex items-center gap-1.5">
          Du
          <Input type="date" className="w-40" value={period.mode === 'overdue' ? '' : period.from} onChange={(event) => handleFrom(event.target.value)} />
        </label>
        <label className="flex items-center gap-1.5">
          Au
          <Input type="date" className="w-40" value={period.mode === 'overdue' ? '' : period.to} onChange={(event) => handleTo(event.target.value)} />
        </label>
      </div>
    </div>
  );
}

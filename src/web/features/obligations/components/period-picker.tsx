import { MonthNavigation } from '../../../components/month-navigation.tsx';
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
        <MonthNavigation
          title={periodTitle(period)}
          onPrevious={() => toMonth(shiftMonthKey(month, -1))}
          onNext={() => toMonth(shiftMonthKey(month, 1))}
          back={period.mode === 'month' && period.month === currentMonth ? null : { label: 'Ce mois-ci', onClick: () => onMonth(undefined) }}
        />
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

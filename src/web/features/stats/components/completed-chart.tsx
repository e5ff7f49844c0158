import type { MonthCount } from '../../../../shared/stats.ts';
import { formatNumber } from '../../../../shared/stats.ts';
import { toMonthBars } from '../lib/completed-series.ts';
import { formatCount } from '../lib/stats-labels.ts';

/**
 * Tasks completed per month as CSS bars. The bars are drawn for the eye only; a screen reader
 * reads the same figures as a list, month by month.
 */
export function CompletedChart({ series }: { series: MonthCount[] }) {
  const bars = toMonthBars(series);
  return (
    <ol aria-label="Tâches terminées par mois" className="grid h-56 grid-flow-col auto-cols-fr items-end gap-1.5 sm:gap-2">
      {bars.map((bar) => (
        <li key={bar.month} className="flex h-full min-w-0 flex-col items-center justify-end gap-1" title={`${bar.longLabel} : ${formatCount(bar.count, 'tâche terminée', 'tâches terminées')}`}>
          <span className="sr-only">
            {bar.longLabel} : {formatCount(bar.count, 'tâche terminée', 'tâches terminées')}
          </span>
          <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums">
            {formatNumber(bar.count)}
          </span>
          <span aria-hidden="true" className="flex w-full max-w-10 flex-1 items-end">
            <span
              className="block w-full rounded-t-sm bg-primary/80"
              style={{ height: bar.count > 0 ? `max(${bar.height}%, 2px)` : '0' }}
            />
          </span>
          <span aria-hidden="true" className="w-full truncate text-center text-[0.7rem] text-muted-foreground">
            {bar.shortLabel}
          </span>
        </li>
      ))}
    </ol>
  );
}

import { formatNumber, formatPercent } from '../../../../shared/stats.ts';
import { cn } from '../../../lib/cn.ts';

export type ShareRow = { key: string; label: string; count: number; percent: number; barClassName?: string };

/** Horizontal bars, one per row, with the count and the percent written out. */
export function ShareBars({ rows, label, emptyText }: { rows: ShareRow[]; label: string; emptyText: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul aria-label={label} className="grid gap-3">
      {rows.map((row) => (
        <li key={row.key} className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="truncate text-foreground">{row.label}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              {formatNumber(row.count)} · {formatPercent(row.percent)}
            </span>
          </div>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
            <div className={cn('h-full rounded-full', row.barClassName ?? 'bg-primary')} style={{ width: `${row.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

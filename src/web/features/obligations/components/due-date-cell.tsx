import { formatDateFr } from '../../../../shared/dates.ts';
import type { ObligationRow } from '../../../../shared/obligations/api.ts';

type DueDateCellProps = { row: Pick<ObligationRow, 'dueDate' | 'estimated' | 'estimateNote' | 'toleranceDate'>; overdue: boolean };

/**
 * The legal due date JJ/MM/AAAA, « estimée » when it rests on an assumption (what to check in its
 * title), and the liasse's online tolerance beside it, never instead of it.
 */
export function DueDateCell({ row, overdue }: DueDateCellProps) {
  return (
    <span className="grid gap-0.5">
      <span className="flex flex-wrap items-center gap-2">
        <span className={overdue ? 'font-medium text-red-700 tabular-nums' : 'tabular-nums'}>{formatDateFr(row.dueDate)}</span>
        {row.estimated ? (
          <span
            title={row.estimateNote ?? 'Date estimée : à vérifier'}
            className="rounded-sm bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800"
          >
            estimée
            {row.estimateNote ? <span className="sr-only"> ({row.estimateNote})</span> : null}
          </span>
        ) : null}
        {overdue ? <span className="text-xs font-medium text-red-700">En retard</span> : null}
      </span>
      {row.toleranceDate ? (
        <span className="text-xs text-muted-foreground">Tolérance en ligne : {formatDateFr(row.toleranceDate)}</span>
      ) : null}
    </span>
  );
}

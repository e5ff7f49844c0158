import type { CollaboratorPerformance } from '../../../../shared/stats.ts';
import { formatNumber, formatPercent } from '../../../../shared/stats.ts';
import { ROLE_LABELS } from '../../../../shared/users.ts';
import { initialOf, sortByName } from '../lib/stats-labels.ts';

const numeric = 'px-3 py-2 text-right tabular-nums';

/** 'Performance par collaborateur': every user, their clients, tasks and completion rate. */
export function CollaboratorsTable({ rows }: { rows: CollaboratorPerformance[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <thead>
          <tr className="border-b border-border text-left text-xs font-medium text-muted-foreground">
            <th scope="col" className="px-3 py-2 font-medium">Collaborateur</th>
            <th scope="col" className="px-3 py-2 font-medium">Rôle</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Clients</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Tâches</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Terminées</th>
            <th scope="col" className="px-3 py-2 font-medium">Taux de complétion</th>
          </tr>
        </thead>
        <tbody>
          {sortByName(rows).map((row) => (
            <tr key={row.id} className="border-b border-border last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-medium text-foreground">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                  >
                    {initialOf(row.fullName)}
                  </span>
                  <span className="truncate">{row.fullName}</span>
                </span>
              </th>
              <td className="px-3 py-2 text-muted-foreground">{ROLE_LABELS[row.role]}</td>
              <td className={numeric}>{formatNumber(row.clients)}</td>
              <td className={numeric}>{formatNumber(row.tasks)}</td>
              <td className={numeric}>{formatNumber(row.completed)}</td>
              <td className="px-3 py-2">
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-2 w-24 overflow-hidden rounded-full bg-muted">
                    <span className="block h-full rounded-full bg-success" style={{ width: `${row.completionRate}%` }} />
                  </span>
                  <span className="tabular-nums">{formatPercent(row.completionRate)}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

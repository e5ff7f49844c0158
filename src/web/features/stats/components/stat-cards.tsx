import { CalendarCheck, ListChecks, Percent, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { formatNumber, formatPercent, type Stats } from '../../../../shared/stats.ts';
import { formatCount } from '../lib/stats-labels.ts';

type Card = { label: string; value: string; detail: ReactNode; Icon: LucideIcon };

/** The four headline figures: clients, tâches, completion rate, completed this month. */
export function StatCards({ stats }: { stats: Stats }) {
  const { clients, tasks } = stats;
  const cards: Card[] = [
    {
      label: 'Clients',
      value: formatNumber(clients.total),
      detail: `${formatCount(clients.actifs, 'actif', 'actifs')} · ${formatCount(clients.prospects, 'prospect', 'prospects')}`,
      Icon: Users,
    },
    {
      label: 'Tâches',
      value: formatNumber(tasks.total),
      detail: `${formatCount(tasks.terminees, 'terminée', 'terminées')} · ${formatNumber(tasks.enCours)} en cours`,
      Icon: ListChecks,
    },
    {
      label: 'Taux de complétion',
      value: formatPercent(tasks.completionRate),
      detail: (
        <span aria-hidden="true" className="mt-1 block h-1.5 overflow-hidden rounded-full bg-muted">
          <span className="block h-full rounded-full bg-success" style={{ width: `${tasks.completionRate}%` }} />
        </span>
      ),
      Icon: Percent,
    },
    { label: 'Terminées ce mois', value: formatNumber(tasks.completedThisMonth), detail: 'Tâches terminées depuis le 1er', Icon: CalendarCheck },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ label, value, detail, Icon }) => (
        <div key={label} className="grid gap-1 rounded-lg border border-border bg-surface p-4 shadow-xs">
          <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            {label}
            <Icon aria-hidden="true" className="size-4 text-primary" />
          </dt>
          <dd className="text-2xl font-semibold text-foreground tabular-nums">{value}</dd>
          <dd className="text-sm text-muted-foreground">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

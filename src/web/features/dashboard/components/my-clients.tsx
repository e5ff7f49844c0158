import type { Dashboard } from '../../../../shared/dashboard.ts';
import { formatPercent } from '../../../../shared/stats.ts';
import { formatClientCount } from '../lib/dashboard-format.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

/** 'Mes clients': the user's active clients, with a bar per software. */
export function MyClients({ clients }: { clients: Dashboard['clients'] }) {
  return (
    <DashboardPanel
      id="my-clients-title"
      title="Mes clients"
      aside={<span className="text-sm font-medium text-foreground tabular-nums">{formatClientCount(clients.total)}</span>}
    >
      {clients.total === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun client assigné</p>
      ) : (
        <ul aria-label="Répartition par logiciel" className="grid gap-3">
          {clients.bySoftware.map((share) => (
            <li key={share.softwareId ?? 'none'} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate text-foreground">{share.name}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {formatClientCount(share.count)} · {formatPercent(share.percent)}
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${share.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

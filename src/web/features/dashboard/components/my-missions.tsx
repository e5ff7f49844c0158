import { Link } from '@tanstack/react-router';

import type { Dashboard, LateMission, MyMissionsByTemplate } from '../../../../shared/dashboard.ts';
import { formatDateFr } from '../../../../shared/dates.ts';
import { formatNumber } from '../../../../shared/stats.ts';
import { cn } from '../../../lib/cn.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

// Production's lines on the Dashboard (issue 24), from the missions whose responsible I am: the
// data comes with the Dashboard's one request (dashboard.service.ts), the links open Production.

const linkClass = cn('flex items-center gap-3 rounded-md px-2 py-2 hover:bg-muted', 'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none');

/** '0 mission', '1 mission', '12 missions'. */
const missionCount = (count: number) => `${formatNumber(count)} mission${count > 1 ? 's' : ''}`;

function LateItem({ mission }: { mission: LateMission }) {
  return (
    <li>
      <Link
        to="/production"
        search={{ modele: mission.templateId, exercice: Number(mission.closingDate.slice(0, 4)), mission: mission.id }}
        className={linkClass}
      >
        <span className="grid min-w-0 flex-1">
          <span className="truncate text-sm font-medium text-foreground">{mission.raisonSociale}</span>
          <span className="truncate text-xs text-muted-foreground">
            {mission.templateName} · {mission.stageName}
          </span>
        </span>
        <span className="shrink-0 text-xs font-medium text-red-700 tabular-nums">Cible {formatDateFr(mission.targetDate)}</span>
      </Link>
    </li>
  );
}

/** « Mes missions en retard »: my open missions whose current stage's target date is past, the oldest first. */
export function MyLateMissions({ missions }: { missions: Dashboard['missions'] }) {
  const hidden = missions.lateCount - missions.late.length;
  return (
    <DashboardPanel
      id="late-missions-title"
      title="Mes missions en retard"
      aside={<span className="text-xs text-muted-foreground">{missionCount(missions.lateCount)}</span>}
    >
      {missions.late.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune mission en retard</p>
      ) : (
        <ul className="-mx-2 grid gap-1">
          {missions.late.map((mission) => (
            <LateItem key={mission.id} mission={mission} />
          ))}
        </ul>
      )}
      {hidden > 0 ? <p className="text-xs text-muted-foreground">Et {missionCount(hidden)} de plus sur la page Production.</p> : null}
    </DashboardPanel>
  );
}

function TemplateStages({ template }: { template: MyMissionsByTemplate }) {
  const total = template.stages.reduce((sum, stage) => sum + stage.count, 0);
  return (
    <section aria-labelledby={`my-missions-${template.templateId}`} className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`my-missions-${template.templateId}`} className="text-sm font-semibold">
          <Link to="/production" search={{ modele: template.templateId, mes: 1 }} className="text-primary hover:underline">
            {template.templateName}
          </Link>
        </h3>
        <span className="text-xs text-muted-foreground">
          {missionCount(total)}
          {template.waiting > 0 ? `, dont ${formatNumber(template.waiting)} en attente client` : ''}
        </span>
      </div>
      <ol aria-label={`Mes missions « ${template.templateName} » par étape`} className="grid gap-1">
        {template.stages.map((stage) => (
          <li key={stage.stageId} className="flex items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 truncate">{stage.name}</span>
            <span aria-hidden="true" className="h-2 w-24 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-primary/80" style={{ width: total > 0 ? `${(100 * stage.count) / total}%` : '0' }} />
            </span>
            <span className="w-8 text-right font-medium tabular-nums">{formatNumber(stage.count)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** « Mes missions par étape »: my open missions counted by stage, per template. */
export function MyMissionsByStage({ missions }: { missions: Dashboard['missions'] }) {
  return (
    <DashboardPanel id="missions-by-stage-title" title="Mes missions par étape">
      {missions.byTemplate.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune mission ouverte à votre nom : la page Production les répartit.</p>
      ) : (
        missions.byTemplate.map((template) => <TemplateStages key={template.templateId} template={template} />)
      )}
    </DashboardPanel>
  );
}

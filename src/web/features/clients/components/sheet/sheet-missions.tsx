import { Link } from '@tanstack/react-router';

import { formatDateFr, parisToday } from '../../../../../shared/dates.ts';
import type { SheetMission } from '../../../../../shared/missions/sheet.ts';
import { MISSION_STATUS_LABELS, isOpenMission } from '../../../../../shared/missions/statuses.ts';
import { cn } from '../../../../lib/cn.ts';
import { EmptyText, SheetSection } from './sheet-section.tsx';

// The missions feature's section of the client sheet (issue 24): its data comes with the sheet
// (the server's « missions » section), each mission opens on its campaign's Production board.

const closingYear = (closingDate: string) => Number(closingDate.slice(0, 4));

function MissionItem({ mission, today }: { mission: SheetMission; today: string }) {
  const open = isOpenMission(mission.status);
  const late = open && mission.nextTargetDate !== null && mission.nextTargetDate < today;
  return (
    <li className="grid gap-0.5 border-b border-border/60 py-2 text-sm last:border-b-0">
      <div className="flex items-center justify-between gap-2">
        <Link
          to="/production"
          search={{ modele: mission.templateId, exercice: closingYear(mission.closingDate), mission: mission.id }}
          className="min-w-0 truncate font-medium text-primary hover:underline"
        >
          {mission.templateName} · exercice clos le {formatDateFr(mission.closingDate)}
        </Link>
        <span
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
            mission.status === 'en_attente_client' ? 'bg-amber-50 text-amber-800' : open ? 'bg-blue-50 text-blue-700' : 'bg-slate-100 text-slate-700',
          )}
        >
          {MISSION_STATUS_LABELS[mission.status]}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span>{mission.status === 'terminee' ? 'Toutes les étapes faites' : `Étape : ${mission.stageName}`}</span>
        {mission.nextTargetDate ? (
          <span className={late ? 'font-medium text-red-700' : undefined}>
            Cible {formatDateFr(mission.nextTargetDate)}
            {late ? ' (en retard)' : ''}
          </span>
        ) : null}
        {mission.status === 'en_attente_client' && mission.waitingReason ? <span>Attendu : {mission.waitingReason}</span> : null}
      </div>
    </li>
  );
}

/** « Missions »: the client's missions (Production), newest exercise first, with their stage; each opens its sheet on the board. */
export function SheetMissions({ missions }: { missions: readonly SheetMission[] }) {
  const today = parisToday();
  const open = missions.filter((mission) => isOpenMission(mission.status)).length;
  return (
    <SheetSection title="Missions" action={<span className="text-xs text-muted-foreground">{open} en cours</span>}>
      {missions.length === 0 ? (
        <EmptyText>Aucune mission pour ce client : elles naissent des campagnes de la page Production</EmptyText>
      ) : (
        <ul aria-label="Missions du client">
          {missions.map((mission) => (
            <MissionItem key={mission.id} mission={mission} today={today} />
          ))}
        </ul>
      )}
    </SheetSection>
  );
}

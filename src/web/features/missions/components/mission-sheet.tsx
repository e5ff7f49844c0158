import { Link } from '@tanstack/react-router';

import { formatDateFr } from '../../../../shared/dates.ts';
import type { MissionDetail } from '../../../../shared/missions/api.ts';
import { MISSION_STATUS_LABELS } from '../../../../shared/missions/statuses.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMission } from '../api/get-mission.ts';
import { MissionFollowUp } from './mission-follow-up.tsx';
import { MissionNotes } from './mission-notes.tsx';
import { MissionStages } from './mission-stages.tsx';
import { MissionTasks } from './mission-tasks.tsx';
import { useMissionSave } from './use-mission-save.ts';

type MissionSheetProps = { missionId: string; onClose: () => void };

/** A mission's sheet over the Production page (its URL's ?mission=): Escape or « Fermer » closes it. */
export function MissionSheet({ missionId, onClose }: MissionSheetProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent widthClassName="max-w-3xl">
        <SheetContents key={missionId} missionId={missionId} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function SheetContents({ missionId, onClose }: MissionSheetProps) {
  const query = useMission(missionId);
  if (query.data) return <MissionSheetBody mission={query.data} />;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <>
      <DialogHeader title="Mission" description="Fiche de la mission" />
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Chargement de la mission…
        </p>
      ) : missing ? (
        <Alert>
          Mission introuvable : elle a peut-être été supprimée.{' '}
          <Button variant="link" size="inline" onClick={onClose}>
            Fermer
          </Button>
        </Alert>
      ) : (
        <RetryAlert onRetry={() => void query.refetch()}>Impossible de charger la mission.</RetryAlert>
      )}
    </>
  );
}

/** « Bilan et liasse · exercice clos le 31/12/2025 · En attente client ». */
function subtitle(mission: MissionDetail) {
  return [mission.templateName, `exercice clos le ${formatDateFr(mission.closingDate)}`, MISSION_STATUS_LABELS[mission.status]].join(' · ');
}

function MissionSheetBody({ mission }: { mission: MissionDetail }) {
  const saver = useMissionSave(mission.id);
  return (
    <>
      <DialogHeader title={mission.raisonSociale} description={subtitle(mission)} />
      <Link to="/clients" search={{ fiche: mission.clientId }} className="justify-self-start text-sm text-primary underline-offset-4 hover:underline">
        Ouvrir la fiche client
      </Link>
      <MissionFollowUp mission={mission} saver={saver} />
      <MissionStages mission={mission} saver={saver} />
      <MissionNotes key={mission.id} mission={mission} saver={saver} />
      <MissionTasks mission={mission} />
    </>
  );
}

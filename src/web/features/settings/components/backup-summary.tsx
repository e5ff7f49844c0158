import type { BackupOverview } from '../../../../shared/backups.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatBytes, formatDayTimeFr } from '../lib/format.ts';
import { BackupStatusLabel } from './backup-status.tsx';

/** The last backup (when, its size, whether it was verified), the next one and the folder to copy off the machine. */
export function BackupSummary({ overview }: { overview: BackupOverview }) {
  const { last, nextAt, folder } = overview;
  return (
    <div className="grid gap-3">
      <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-muted-foreground">Dernière sauvegarde</dt>
        <dd>
          {last ? (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>{formatDayTimeFr(last.takenAt)}</span>
              <BackupStatusLabel status={last.status} />
            </span>
          ) : (
            'Aucune pour l’instant'
          )}
        </dd>
        <dt className="font-medium text-muted-foreground">Taille</dt>
        <dd>{last?.bytes == null ? '—' : formatBytes(last.bytes)}</dd>
        <dt className="font-medium text-muted-foreground">Prochaine sauvegarde</dt>
        <dd>{formatDayTimeFr(nextAt)}</dd>
        <dt className="font-medium text-muted-foreground">Dossier</dt>
        <dd>
          <code className="break-all">{folder}</code>
        </dd>
      </dl>
      {last?.error ? (
        <Alert variant={last.status === 'failed' ? 'error' : 'info'} role="status">
          {last.error}
        </Alert>
      ) : null}
    </div>
  );
}

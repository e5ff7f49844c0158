import { DatabaseBackup } from 'lucide-react';

import { BACKUP_MESSAGES, isBackupActive } from '../../../../shared/backups.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useBackups, useStartBackup } from '../api/backups.ts';
import { BackupList } from './backup-list.tsx';
import { BackupSettingsForm } from './backup-settings-form.tsx';
import { BackupSummary } from './backup-summary.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Paramètres › Système (admins): the nightly backups, proven by a restore, and « Sauvegarder maintenant ». */
export function BackupsSection() {
  const backups = useBackups();
  const start = useStartBackup();
  const underWay = backups.data?.backups.some((backup) => isBackupActive(backup.status)) ?? false;

  function handleStart() {
    start.mutate(undefined, {
      onSuccess: () => toast.success(BACKUP_MESSAGES.started, 'Elle sera vérifiée par une restauration dans une base temporaire.'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <SettingsSection
      title="Sauvegardes"
      description="Chaque nuit, toute la base est sauvegardée, puis vérifiée : restaurée dans une base temporaire et comparée, table par table, à la base."
      actions={
        <Button variant="secondary" onClick={handleStart} pending={start.isPending} disabled={underWay || !backups.data}>
          <DatabaseBackup aria-hidden="true" />
          {underWay ? 'Sauvegarde en cours…' : 'Sauvegarder maintenant'}
        </Button>
      }
    >
      {backups.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Chargement des sauvegardes…
        </p>
      ) : backups.isError ? (
        <RetryAlert onRetry={() => void backups.refetch()}>{errorMessage(backups.error)}</RetryAlert>
      ) : (
        <>
          <BackupSummary overview={backups.data} />
          <BackupList backups={backups.data.backups} />
          <BackupSettingsForm saved={backups.data.settings} />
        </>
      )}
    </SettingsSection>
  );
}

import { Download } from 'lucide-react';

import { BACKUP_TRIGGER_LABELS, type BackupRow } from '../../../../shared/backups.ts';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { backupDownloadUrl } from '../api/backups.ts';
import { formatBytes, formatDayTimeFr } from '../lib/format.ts';
import { BackupStatusLabel } from './backup-status.tsx';

const COLUMNS = [{ label: 'Date' }, { label: 'Origine' }, { label: 'Taille', align: 'right' as const }, { label: 'État' }, { label: 'Fichier' }];

/** The backups of the folder and the server's failed attempts, newest first, each downloadable while its file is there. */
export function BackupList({ backups }: { backups: BackupRow[] }) {
  if (backups.length === 0) {
    return <p className="text-sm text-muted-foreground">Aucune sauvegarde pour l’instant : la première sera prise cette nuit, ou tout de suite avec « Sauvegarder maintenant ».</p>;
  }
  return (
    <DataTable caption="Sauvegardes" columns={COLUMNS}>
      {backups.map((backup) => (
        <tr key={backup.fileName} className="align-top hover:bg-muted/40">
          <td className="px-4 py-2.5 whitespace-nowrap tabular-nums">{formatDayTimeFr(backup.takenAt)}</td>
          <td className="px-4 py-2.5">{BACKUP_TRIGGER_LABELS[backup.trigger]}</td>
          <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">{backup.bytes == null ? '—' : formatBytes(backup.bytes)}</td>
          <td className="px-4 py-2.5">
            <BackupStatusLabel status={backup.status} />
            {backup.error ? <span className="mt-0.5 block max-w-md text-xs break-words text-muted-foreground">{backup.error}</span> : null}
          </td>
          <td className="px-4 py-2.5">
            {backup.downloadable ? (
              <a href={backupDownloadUrl(backup.fileName)} download={backup.fileName} className={buttonClassName('link', 'inline')}>
                <Download aria-hidden="true" />
                Télécharger<span className="sr-only"> la sauvegarde du {formatDayTimeFr(backup.takenAt)}</span>
              </a>
            ) : (
              <span className="text-muted-foreground">—</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

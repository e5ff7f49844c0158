import { CircleAlert, CircleCheck, LoaderCircle, TriangleAlert, type LucideIcon } from 'lucide-react';

import { BACKUP_STATUS_LABELS, type BackupStatus } from '../../../../shared/backups.ts';
import { cn } from '../../../lib/cn.ts';

const LOOKS: Record<BackupStatus, { Icon: LucideIcon; className: string }> = {
  pending: { Icon: LoaderCircle, className: 'text-muted-foreground' },
  running: { Icon: LoaderCircle, className: 'text-muted-foreground' },
  verifying: { Icon: LoaderCircle, className: 'text-muted-foreground' },
  verified: { Icon: CircleCheck, className: 'text-success' },
  unverified: { Icon: TriangleAlert, className: 'text-orange-700' },
  failed: { Icon: CircleAlert, className: 'text-destructive' },
};

/** « Vérifiée », « Non vérifiée », « Échec » or under way: the word, its color and an icon (never the color alone). */
export function BackupStatusLabel({ status }: { status: BackupStatus }) {
  const { Icon, className } = LOOKS[status];
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-medium', className)}>
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', Icon === LoaderCircle && 'animate-spin motion-reduce:animate-none')} />
      {BACKUP_STATUS_LABELS[status]}
    </span>
  );
}

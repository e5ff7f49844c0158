import { ROLE_LABELS, type Role } from '../../../../shared/users.ts';
import { cn } from '../../../lib/cn.ts';

const ROLE_STYLES: Record<Role, string> = {
  admin: 'bg-info-soft text-primary ring-primary/20',
  collaborateur: 'bg-success-soft text-success ring-success/20',
  stagiaire: 'bg-muted text-muted-foreground ring-border',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', ROLE_STYLES[role])}>
      {ROLE_LABELS[role]}
    </span>
  );
}

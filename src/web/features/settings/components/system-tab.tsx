import { Building2, ListChecks, StickyNote, Users, type LucideIcon } from 'lucide-react';

import type { SystemInfo } from '../../../../shared/settings.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSystemInfo } from '../api/system-info.ts';
import { formatCount } from '../lib/format.ts';
import { BackupsSection } from './backups-section.tsx';
import { SettingsSection } from './settings-section.tsx';

const COUNTS: { key: keyof SystemInfo['counts']; label: string; Icon: LucideIcon }[] = [
  { key: 'users', label: 'Utilisateurs', Icon: Users },
  { key: 'clients', label: 'Clients', Icon: Building2 },
  { key: 'tasks', label: 'Tâches', Icon: ListChecks },
  { key: 'notes', label: 'Notes', Icon: StickyNote },
];

/** 'Système' (admins only): what the base holds, what the application runs on, and its backups. */
export function SystemTab() {
  const info = useSystemInfo();
  if (info.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Chargement des informations système…
      </p>
    );
  }
  if (info.isError) {
    return (
      <RetryAlert onRetry={() => void info.refetch()}>{errorMessage(info.error)}</RetryAlert>
    );
  }
  const { counts, database, authentication, version } = info.data;
  return (
    <div className="grid gap-6">
      <SettingsSection title="Données">
        <dl className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
          {COUNTS.map(({ key, label, Icon }) => (
            // Only <dt>, <dd> and hidden decoration inside a <dl>'s <div>: the grid puts the icon
            // beside both and the count above its label.
            <div key={key} className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 rounded-lg border border-border p-4">
              <span aria-hidden="true" className="row-span-2 flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-primary">
                <Icon className="size-4" />
              </span>
              <dt className="col-start-2 row-start-2 text-sm text-muted-foreground">{label}</dt>
              <dd className="col-start-2 row-start-1 text-2xl font-semibold tabular-nums">{formatCount(counts[key])}</dd>
            </div>
          ))}
        </dl>
      </SettingsSection>
      <SettingsSection title="Configuration">
        <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-muted-foreground">Base de données</dt>
          <dd>{database}</dd>
          <dt className="font-medium text-muted-foreground">Authentification</dt>
          <dd>{authentication}</dd>
        </dl>
        <p className="text-sm text-muted-foreground">Version {version}</p>
      </SettingsSection>
      <BackupsSection />
    </div>
  );
}

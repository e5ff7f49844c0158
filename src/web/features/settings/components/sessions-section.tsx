import { LogOut } from 'lucide-react';

import type { OpenSession } from '../../../../shared/sessions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useOpenSessions, useRevokeSessions } from '../api/sessions.ts';
import { formatDayTimeFr } from '../lib/format.ts';
import { SettingsSection } from './settings-section.tsx';

const COLUMNS = [{ label: 'Appareil' }, { label: 'Adresse IP' }, { label: 'Dernière activité' }, { label: 'Action', align: 'right' }] as const;

/** « Mon profil › Sessions ouvertes »: where one is signed in, each closable, or all but this one. */
export function SessionsSection() {
  const sessions = useOpenSessions();
  const revoke = useRevokeSessions();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  function handleRevoke(target: OpenSession | 'others') {
    revoke.mutate(target === 'others' ? 'others' : { id: target.id }, {
      onSuccess: () => toast.success(target === 'others' ? 'Autres appareils déconnectés' : 'Session fermée'),
    });
  }

  return (
    <SettingsSection
      title="Sessions ouvertes"
      description="Les navigateurs et appareils où vous êtes connecté. Fermez une session que vous ne reconnaissez pas, puis changez votre mot de passe."
      actions={
        <Button variant="secondary" disabled={others.length === 0} pending={revoke.isPending && revoke.variables === 'others'} onClick={() => handleRevoke('others')}>
          <LogOut aria-hidden="true" />
          Se déconnecter de tous les autres appareils
        </Button>
      }
    >
      {revoke.error ? <Alert>{errorMessage(revoke.error)}</Alert> : null}
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <RetryAlert onRetry={() => void sessions.refetch()}>{errorMessage(sessions.error)}</RetryAlert>
      ) : (
        <DataTable caption="Sessions ouvertes" columns={COLUMNS}>
          {sessions.data.map((session) => (
            <tr key={session.id}>
              <th scope="row" className="px-4 py-3 text-left font-medium">
                {session.device}
                {session.current ? <span className="ml-1.5 text-xs font-normal text-muted-foreground">(cette session)</span> : null}
              </th>
              <td className="px-4 py-3 text-muted-foreground tabular-nums">{session.ipAddress ?? '—'}</td>
              <td className="px-4 py-3 text-muted-foreground tabular-nums">{formatDayTimeFr(session.lastActiveAt)}</td>
              <td className="px-4 py-3 text-right">
                {session.current ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Se déconnecter : ${session.device}, ${formatDayTimeFr(session.lastActiveAt)}`}
                    pending={revoke.isPending && typeof revoke.variables === 'object' && revoke.variables.id === session.id}
                    onClick={() => handleRevoke(session)}
                  >
                    Se déconnecter
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </SettingsSection>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';

import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { RecoveryCodes } from '../../../entities/user/two-factor/recovery-codes.tsx';
import { twoFactorStatusQueryKey, useTwoFactorStatus } from '../../../entities/user/two-factor/two-factor-api.ts';
import { TwoFactorSetup } from '../../../entities/user/two-factor/two-factor-setup.tsx';
import { useDisableTwoFactor, useRenewRecoveryCodes } from '../api/two-factor.ts';
import { PasswordConfirmForm } from './password-confirm-form.tsx';
import { SettingsSection } from './settings-section.tsx';

type Mode = 'idle' | 'enable' | 'disable' | 'renew';

/** « Mon profil › Double authentification »: turn it on (app and recovery codes), renew the codes, turn it off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const enabled = status.data?.enabled === true;

  function close() {
    setMode('idle');
    disable.reset();
    renew.reset();
  }

  return (
    <SettingsSection
      title="Double authentification"
      description="À la connexion, un code à 6 chiffres de votre application d’authentification est demandé après le mot de passe."
    >
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <RetryAlert onRetry={() => void status.refetch()}>{errorMessage(status.error)}</RetryAlert>
      ) : mode === 'enable' ? (
        <TwoFactorSetup
          onCancel={close}
          onDone={() => {
            close();
            void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
          }}
        />
      ) : mode === 'disable' ? (
        <PasswordConfirmForm
          id="two-factor-disable-password"
          submitLabel="Désactiver"
          destructive
          pending={disable.isPending}
          error={disable.error}
          onCancel={close}
          onSubmit={(password) =>
            disable.mutate(password, {
              onSuccess: () => {
                close();
                toast.success('Double authentification désactivée');
              },
            })
          }
        />
      ) : mode === 'renew' && renew.data ? (
        <div className="grid gap-4">
          <RecoveryCodes codes={renew.data} />
          <div>
            <Button onClick={close}>J’ai noté mes codes</Button>
          </div>
        </div>
      ) : mode === 'renew' ? (
        <PasswordConfirmForm
          id="two-factor-renew-password"
          submitLabel="Générer de nouveaux codes"
          pending={renew.isPending}
          error={renew.error}
          onCancel={close}
          onSubmit={(password) => renew.mutate(password)}
        />
      ) : enabled ? (
        <div className="grid gap-3">
          <p className="flex items-center gap-2 text-sm font-medium text-success">
            <ShieldCheck aria-hidden="true" className="size-4" /> Activée
          </p>
          {status.data.required ? <p className="text-sm text-muted-foreground">Le cabinet l’exige : elle ne peut pas être désactivée.</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setMode('renew')}>
              Nouveaux codes de récupération
            </Button>
            {status.data.required ? null : (
              <Button variant="secondary" onClick={() => setMode('disable')}>
                Désactiver
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">Non activée.</p>
          <div>
            <Button onClick={() => setMode('enable')}>Activer la double authentification</Button>
          </div>
        </div>
      )}
    </SettingsSection>
  );
}

import { useId } from 'react';

import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useTwoFactorStatus } from '../../../entities/user/two-factor/two-factor-api.ts';
import { useUpdateTwoFactorPolicy } from '../api/two-factor.ts';
import { SettingsSection } from './settings-section.tsx';

/** Paramètres › Utilisateurs: the firm may require a second factor of everyone. */
export function TwoFactorPolicySection() {
  const status = useTwoFactorStatus();
  const update = useUpdateTwoFactorPolicy();
  const checkboxId = useId();
  const hintId = useId();
  const required = update.isPending ? update.variables.required : status.data?.required === true;

  return (
    <SettingsSection title="Double authentification">
      {status.isPending ? (
        <Spinner />
      ) : (
        <div className="grid gap-3">
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-1 size-4 accent-primary"
              checked={required}
              disabled={update.isPending}
              aria-describedby={hintId}
              onChange={(event) => {
                const next = event.target.checked;
                update.mutate(
                  { required: next },
                  { onSuccess: () => toast.success(next ? 'Double authentification exigée' : 'Double authentification facultative') },
                );
              }}
            />
            <div className="grid gap-1">
              <label htmlFor={checkboxId} className="text-sm font-medium">
                Exiger la double authentification pour tous les utilisateurs
              </label>
              <p id={hintId} className="text-sm text-muted-foreground">
                Ceux qui ne l’ont pas encore la configureront à leur prochaine connexion (ou au prochain chargement d’une page), sans accès au reste avant.
              </p>
            </div>
          </div>
          {update.error ? <Alert>{errorMessage(update.error)}</Alert> : null}
        </div>
      )}
    </SettingsSection>
  );
}

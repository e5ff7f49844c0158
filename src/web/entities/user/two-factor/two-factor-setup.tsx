import { useState, type FormEvent } from 'react';

import { confirmPasswordSchema, totpCodeSchema, type TwoFactorEnableResult } from '../../../../shared/two-factor.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { readFields } from '../../../lib/form-fields.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { groupSecret, secretOfTotpUri } from './totp-secret.ts';
import { useConfirmTwoFactor, useStartTwoFactor } from './two-factor-api.ts';

type Step = { name: 'password' } | { name: 'scan'; enabled: TwoFactorEnableResult } | { name: 'codes'; codes: readonly string[] };

/** The first message of a local check, or undefined when the value passes. */
const localError = (schema: typeof totpCodeSchema | typeof confirmPasswordSchema, value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/**
 * Turning on two-factor sign-in, in three steps: the password; the app scans the QR code (or the
 * key is typed) and gives a first code, which turns it on; the ten recovery codes, shown once.
 * `onDone` runs when the user has noted them: only then may the caller move on (the codes would
 * be lost with the screen).
 */
export function TwoFactorSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [fieldError, setFieldError] = useState<string | undefined>();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();

  function handlePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password } = readFields(event.currentTarget, ['password']);
    const error = localError(confirmPasswordSchema, password);
    setFieldError(error);
    if (error) return;
    start.mutate(password, { onSuccess: (enabled) => setStep({ name: 'scan', enabled }) });
  }

  function handleCode(event: FormEvent<HTMLFormElement>, enabled: TwoFactorEnableResult) {
    event.preventDefault();
    const { code } = readFields(event.currentTarget, ['code']);
    const error = localError(totpCodeSchema, code);
    setFieldError(error);
    if (error) return;
    confirm.mutate(code.replace(/\s+/g, ''), { onSuccess: () => setStep({ name: 'codes', codes: enabled.backupCodes }) });
  }

  if (step.name === 'password') {
    return (
      <form noValidate onSubmit={handlePassword} className="grid max-w-md gap-4">
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <Field id="two-factor-password" name="password" type="password" label="Mot de passe" autoComplete="current-password" error={fieldError} />
        {start.error ? <Alert>{errorMessage(start.error)}</Alert> : null}
        <div className="flex gap-2">
          <Button type="submit" pending={start.isPending}>
            Continuer
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Annuler
            </Button>
          ) : null}
        </div>
      </form>
    );
  }

  if (step.name === 'scan') {
    const secret = secretOfTotpUri(step.enabled.totpURI);
    return (
      <form noValidate onSubmit={(event) => handleCode(event, step.enabled)} className="grid max-w-xl gap-4">
        <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground">
          <li>Ouvrez votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).</li>
          <li>Scannez ce QR code, ou saisissez la clé ci-dessous.</li>
          <li>Tapez le code à 6 chiffres qu’elle affiche.</li>
        </ol>
        <QrCode value={step.enabled.totpURI} label="QR code à scanner avec votre application d’authentification" />
        <p className="grid gap-1 text-sm">
          <span className="font-medium">Clé de configuration</span>
          <code aria-label="Clé de configuration" className="rounded-md border border-border bg-muted/40 px-3 py-2 font-mono break-all">
            {groupSecret(secret)}
          </code>
        </p>
        <Field
          id="two-factor-setup-code"
          name="code"
          label="Code de vérification"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus
          error={fieldError}
        />
        {confirm.error ? <Alert>{errorMessage(confirm.error)}</Alert> : null}
        <div>
          <Button type="submit" pending={confirm.isPending}>
            Activer
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid max-w-2xl gap-4">
      <Alert variant="success" role="status">
        Double authentification activée. Voici vos codes de récupération.
      </Alert>
      <RecoveryCodes codes={step.codes} />
      <div>
        <Button onClick={onDone}>J’ai noté mes codes</Button>
      </div>
    </div>
  );
}

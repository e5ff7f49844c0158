import { useState, type FormEvent } from 'react';

import { recoveryCodeSchema, totpCodeSchema } from '../../../../shared/two-factor.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { readFields } from '../../../lib/form-fields.ts';
import { useVerifySecondFactor, type SecondFactor } from '../api/verify-second-factor.ts';

const FIELDS = {
  totp: { id: 'two-factor-code', label: 'Code de vérification', schema: totpCodeSchema, switchTo: 'Utiliser un code de récupération' },
  recovery: { id: 'two-factor-recovery-code', label: 'Code de récupération', schema: recoveryCodeSchema, switchTo: 'Utiliser l’application d’authentification' },
} as const;

/** The sign-in's second step: the authenticator app's code, or a recovery code when the phone is not at hand. */
export function TwoFactorChallengeForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const [kind, setKind] = useState<SecondFactor['kind']>('totp');
  const [fieldError, setFieldError] = useState<string>();
  const verify = useVerifySecondFactor();
  const field = FIELDS[kind];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { code } = readFields(event.currentTarget, ['code']);
    const parsed = field.schema.safeParse(code);
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) verify.mutate({ kind, code: parsed.data });
  }

  function handleSwitch() {
    setKind(kind === 'totp' ? 'recovery' : 'totp');
    setFieldError(undefined);
    verify.reset();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <Field
        key={kind}
        id={field.id}
        name="code"
        label={field.label}
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
        autoFocus
        error={fieldError}
      />
      {verify.error ? <Alert>{errorMessage(verify.error)}</Alert> : null}
      <Button type="submit" className="w-full" pending={verify.isPending}>
        Vérifier
      </Button>
      <Button variant="link" size="inline" className="justify-self-center" onClick={handleSwitch}>
        {field.switchTo}
      </Button>
      <Button variant="link" size="inline" className="justify-self-center" onClick={onBackToSignIn}>
        Retour à la connexion
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';

import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readFields } from '../../../lib/form-fields.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AUTH_MESSAGES } from '../messages.ts';

// Throttling says when to try again (the same answer for every email, so it reveals nothing).
function resetFailureMessage(error: Error): string {
  return error instanceof ApiError && error.status === 429 ? error.message : AUTH_MESSAGES.resetEmailFailed;
}

export function RequestResetForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const resetMutation = useRequestPasswordReset();
  const [emailError, setEmailError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email } = readFields(event.currentTarget, ['email']);
    const trimmed = email.trim();
    setEmailError(trimmed ? undefined : AUTH_MESSAGES.emailRequired);
    if (!trimmed) return;
    resetMutation.mutate(trimmed);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <Field
        id="reset-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        autoFocus
        error={emailError}
      />
      {resetMutation.isSuccess ? <Alert variant="success">{AUTH_MESSAGES.resetEmailSent}</Alert> : null}
      {resetMutation.error ? <Alert>{resetFailureMessage(resetMutation.error)}</Alert> : null}
      <Button type="submit" className="w-full" pending={resetMutation.isPending}>
        Envoyer le lien
      </Button>
      <Button variant="link" size="inline" className="justify-self-center" onClick={onBackToSignIn}>
        Retour à la connexion
      </Button>
    </form>
  );
}

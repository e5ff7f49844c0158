import { useState, type FormEvent } from 'react';

import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { hasFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { readFields } from '../../../lib/form-fields.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { signInErrors } from '../validation.ts';

function signInFailureMessage(error: Error): string {
  // Wrong credentials read the same whichever field was wrong; throttling and outages say what happened.
  if (error instanceof ApiError && error.status !== 401) return error.message;
  return AUTH_MESSAGES.signInFailed;
}

type SignInFormProps = {
  onForgotPassword: () => void;
  /** The password was right and the account has a second factor: its code is asked next. */
  onTwoFactor: () => void;
};

export function SignInForm({ onForgotPassword, onTwoFactor }: SignInFormProps) {
  const signInMutation = useSignIn();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = readFields(event.currentTarget, ['email', 'password']);
    const nextErrors = signInErrors(email, password);
    setErrors(nextErrors);
    if (hasFieldErrors(nextErrors)) return;
    signInMutation.mutate({ email: email.trim(), password }, { onSuccess: ({ twoFactor }) => (twoFactor ? onTwoFactor() : undefined) });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <Field
        id="sign-in-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        autoFocus
        error={errors.email}
      />
      <Field
        id="sign-in-password"
        name="password"
        type="password"
        label="Mot de passe"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      {signInMutation.error ? <Alert>{signInFailureMessage(signInMutation.error)}</Alert> : null}
      <Button type="submit" className="w-full" pending={signInMutation.isPending}>
        Se connecter
      </Button>
      <Button variant="link" size="inline" className="justify-self-center" onClick={onForgotPassword}>
        Mot de passe oublié ?
      </Button>
    </form>
  );
}

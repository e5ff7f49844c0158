import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';

import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { hasFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { readFields } from '../../../lib/form-fields.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { newPasswordErrors } from '../validation.ts';

export function ResetPasswordForm({ token }: { token: string }) {
  const resetMutation = useResetPassword();
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password, confirmPassword } = readFields(event.currentTarget, ['password', 'confirmPassword']);
    const nextErrors = newPasswordErrors(password, confirmPassword);
    setErrors(nextErrors);
    if (hasFieldErrors(nextErrors)) return;
    resetMutation.mutate({ newPassword: password, token });
  }

  if (resetMutation.isSuccess) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">{AUTH_MESSAGES.passwordChanged}</Alert>
        <Button asChild className="w-full">
          <Link to="/dashboard">Se connecter</Link>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <Field
        id="reset-new-password"
        name="password"
        type="password"
        label="Nouveau mot de passe"
        autoComplete="new-password"
        placeholder="Minimum 6 caractères"
        required
        autoFocus
        error={errors.password}
      />
      <Field
        id="reset-confirm-password"
        name="confirmPassword"
        type="password"
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      {resetMutation.error ? (
        <Alert>{errorMessage(resetMutation.error, AUTH_MESSAGES.passwordChangeFailed)}</Alert>
      ) : null}
      <Button type="submit" className="w-full" pending={resetMutation.isPending}>
        Réinitialiser le mot de passe
      </Button>
    </form>
  );
}

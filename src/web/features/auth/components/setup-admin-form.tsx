import { useState, type FormEvent } from 'react';

import { setupAdminSchema } from '../../../../shared/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { apiFieldErrors, hasFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { readFields } from '../../../lib/form-fields.ts';
import { useSetupAdmin } from '../api/setup-admin.ts';
import { AUTH_MESSAGES } from '../messages.ts';

const FIELD_NAMES = ['fullName', 'email', 'password', 'confirmPassword'] as const;

/** First run: creates the administrator account, then signs in with it. */
export function SetupAdminForm() {
  const setupMutation = useSetupAdmin();
  const [errors, setErrors] = useState<FieldErrors>({});
  const shownErrors: FieldErrors = { ...apiFieldErrors(setupMutation.error), ...errors };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setupMutation.reset();
    const { confirmPassword, ...input } = readFields(event.currentTarget, FIELD_NAMES);
    const parsed = setupAdminSchema.safeParse(input);
    const nextErrors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (input.password !== confirmPassword) nextErrors.confirmPassword = AUTH_MESSAGES.passwordsDiffer;
    setErrors(nextErrors);
    if (!parsed.success || hasFieldErrors(nextErrors)) return;
    setupMutation.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <Field
        id="setup-full-name"
        name="fullName"
        label="Nom complet"
        autoComplete="name"
        required
        autoFocus
        error={shownErrors.fullName}
      />
      <Field
        id="setup-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        error={shownErrors.email}
      />
      <Field
        id="setup-password"
        name="password"
        type="password"
        label="Mot de passe"
        autoComplete="new-password"
        placeholder="Minimum 6 caractères"
        required
        error={shownErrors.password}
      />
      <Field
        id="setup-confirm-password"
        name="confirmPassword"
        type="password"
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        required
        error={shownErrors.confirmPassword}
      />
      {setupMutation.error ? <Alert>{errorMessage(setupMutation.error)}</Alert> : null}
      <Button type="submit" className="w-full" pending={setupMutation.isPending}>
        Créer le compte administrateur
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';

import { SETTINGS_MESSAGES } from '../../../../shared/settings.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiFieldErrors, hasFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { useChangePassword } from '../api/profile.ts';
import { canSubmitPasswordChange, passwordChangeErrors, type PasswordChangeValues } from '../lib/password-change.ts';
import { serverMessage } from '../lib/server-message.ts';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Changer le mot de passe': the user's other sessions end; this one stays signed in. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();
  const shownErrors: FieldErrors = { ...apiFieldErrors(change.error), ...errors };

  const bind = (name: keyof PasswordChangeValues) => ({
    name,
    value: values[name],
    error: shownErrors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
      if (!change.isPending) change.reset();
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.reset();
    const nextErrors = passwordChangeErrors(values);
    setErrors(nextErrors);
    if (hasFieldErrors(nextErrors)) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      { onSuccess: () => setValues(EMPTY) },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-4">
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <Field id="password-current" type="password" label="Mot de passe actuel" autoComplete="current-password" {...bind('currentPassword')} />
      <Field
        id="password-new"
        type="password"
        label="Nouveau mot de passe"
        autoComplete="new-password"
        placeholder="Minimum 6 caractères"
        {...bind('newPassword')}
      />
      <Field id="password-confirm" type="password" label="Confirmer le mot de passe" autoComplete="new-password" {...bind('confirmPassword')} />
      {change.isSuccess ? (
        <Alert variant="success" role="status">
          {SETTINGS_MESSAGES.passwordChanged}
        </Alert>
      ) : null}
      {change.isError ? <Alert>{serverMessage(change.error, SETTINGS_MESSAGES.passwordChangeFailed)}</Alert> : null}
      <div>
        <Button type="submit" pending={change.isPending} disabled={!canSubmitPasswordChange(values)}>
          Changer le mot de passe
        </Button>
      </div>
    </form>
  );
}

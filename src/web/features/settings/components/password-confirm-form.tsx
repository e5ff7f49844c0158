import { useState, type FormEvent } from 'react';

import { confirmPasswordSchema } from '../../../../shared/two-factor.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { readFields } from '../../../lib/form-fields.ts';

type PasswordConfirmFormProps = {
  id: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  destructive?: boolean;
};

/** The password that confirms a change to one's second factor (turning it off, new recovery codes). */
export function PasswordConfirmForm({ id, submitLabel, pending, error, onSubmit, onCancel, destructive = false }: PasswordConfirmFormProps) {
  const [fieldError, setFieldError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password } = readFields(event.currentTarget, ['password']);
    const parsed = confirmPasswordSchema.safeParse(password);
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) onSubmit(password);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-md gap-4">
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <Field id={id} name="password" type="password" label="Mot de passe" autoComplete="current-password" autoFocus error={fieldError} />
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" variant={destructive ? 'destructive' : 'primary'} pending={pending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

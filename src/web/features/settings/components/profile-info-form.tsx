import { useState, type FormEvent } from 'react';

import { profileUpdateSchema, SETTINGS_MESSAGES } from '../../../../shared/settings.ts';
import { ROLE_LABELS, type CurrentUser } from '../../../../shared/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiFieldErrors } from '../../../lib/field-errors.ts';
import { useUpdateProfile } from '../api/profile.ts';

/** 'Informations personnelles': the name is editable; the email and the role are shown only. */
export function ProfileInfoForm({ user }: { user: CurrentUser }) {
  const [fullName, setFullName] = useState(user.fullName);
  const [fieldError, setFieldError] = useState<string>();
  const update = useUpdateProfile();
  const shownError = fieldError ?? apiFieldErrors(update.error).fullName;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.reset();
    const parsed = profileUpdateSchema.safeParse({ fullName });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(parsed.data, { onSuccess: (saved) => setFullName(saved.fullName) });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-4">
      <Field
        id="profile-full-name"
        name="fullName"
        label="Nom complet"
        autoComplete="name"
        maxLength={120}
        value={fullName}
        error={shownError}
        onChange={(event) => {
          setFullName(event.target.value);
          setFieldError(undefined);
          update.reset();
        }}
      />
      <div className="grid gap-1">
        <Field id="profile-email" label="Email" type="email" value={user.email} readOnly disabled aria-describedby="profile-email-note" />
        <p id="profile-email-note" className="text-xs text-muted-foreground">
          {SETTINGS_MESSAGES.emailLocked}
        </p>
      </div>
      <Field id="profile-role" label="Rôle" value={ROLE_LABELS[user.role]} readOnly disabled />
      {update.isSuccess ? (
        <Alert variant="success" role="status">
          {SETTINGS_MESSAGES.profileUpdated}
        </Alert>
      ) : null}
      {update.isError ? <Alert>{SETTINGS_MESSAGES.profileUpdateFailed}</Alert> : null}
      <div>
        <Button type="submit" pending={update.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';

import { SETTINGS_MESSAGES, type AdminUser } from '../../../../shared/settings.ts';
import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { apiFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { useCreateUser, useUpdateUser } from '../api/admin-users.ts';
import { serverMessage } from '../lib/server-message.ts';
import { checkNewUser, checkUserEdit, emptyUserForm, userFormFrom, type UserFormValues } from '../lib/user-form.ts';
import { RoleField } from './role-field.tsx';

/** Closed, creating a user, or editing one. */
export type UserDialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; user: AdminUser };

type UserDialogProps = { state: UserDialogState; currentUserId: string; onClose: () => void };

export function UserDialog({ state, currentUserId, onClose }: UserDialogProps) {
  return (
    <Dialog open={state.mode !== 'closed'} onOpenChange={(open) => (open ? undefined : onClose())}>
      {state.mode === 'closed' ? null : (
        <DialogContent>
          {/* Keyed so that each opening starts from the row's values. */}
          <UserForm key={state.mode === 'edit' ? state.user.id : 'new'} state={state} currentUserId={currentUserId} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

type UserFormProps = { state: Exclude<UserDialogState, { mode: 'closed' }>; currentUserId: string; onDone: () => void };

/** SPEC §5: name, email and role required; a password at creation; the email fixed when editing. */
function UserForm({ state, currentUserId, onDone }: UserFormProps) {
  const editing = state.mode === 'edit' ? state.user : undefined;
  const isSelf = editing?.id === currentUserId;
  const { values, errors, mutation, setField, bind, handleSubmit } = useUserForm(editing, isSelf, onDone);
  const fallback = editing ? SETTINGS_MESSAGES.userUpdateFailed : SETTINGS_MESSAGES.userCreateFailed;

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader title={editing ? "Modifier l'utilisateur" : 'Nouvel utilisateur'} />
      <Field id="user-full-name" label="Nom complet" autoComplete="off" maxLength={120} required {...bind('fullName')} />
      {editing ? (
        <div className="grid gap-1">
          <Field id="user-email" label="Email" type="email" value={editing.email} disabled readOnly aria-describedby="user-email-note" />
          <p id="user-email-note" className="text-xs text-muted-foreground">
            {SETTINGS_MESSAGES.emailLocked}
          </p>
        </div>
      ) : (
        <Field id="user-email" label="Email" type="email" autoComplete="off" required {...bind('email')} />
      )}
      <RoleField
        value={values.role}
        error={errors.role}
        disabled={isSelf}
        note={isSelf ? SETTINGS_MESSAGES.selfRoleChange : undefined}
        onChange={(role) => setField('role', role)}
      />
      {editing ? null : (
        <Field
          id="user-password"
          label="Mot de passe"
          type="password"
          autoComplete="new-password"
          placeholder="Minimum 6 caractères"
          required
          {...bind('password')}
        />
      )}
      <FormDialogFooter
        error={mutation.isError ? serverMessage(mutation.error, fallback) : undefined}
        pending={mutation.isPending}
        submitLabel={editing ? 'Enregistrer' : 'Créer'}
      />
    </form>
  );
}

/**
 * The user form's values, checked here before sending; the errors shown are ours, or the server's
 * per field. Changing a field clears its error and the last refusal.
 */
function useUserForm(editing: AdminUser | undefined, isSelf: boolean, onDone: () => void) {
  const [values, setValues] = useState<UserFormValues>(editing ? userFormFrom(editing) : emptyUserForm());
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateUser();
  const update = useUpdateUser();
  const mutation = editing ? update : create;
  const shownErrors: FieldErrors = { ...apiFieldErrors(mutation.error), ...errors };

  const setField = (name: keyof UserFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
    mutation.reset();
  };
  const bind = (name: Exclude<keyof UserFormValues, 'role'>) => ({
    name,
    value: values[name],
    error: shownErrors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  function done(message: string) {
    toast.success(message);
    onDone();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.reset();
    if (editing) {
      const checked = checkUserEdit(values, { isSelf });
      setErrors(checked.ok ? {} : checked.errors);
      if (checked.ok) {
        update.mutate({ id: editing.id, patch: checked.input }, { onSuccess: () => done('Utilisateur modifié') });
      }
      return;
    }
    const checked = checkNewUser(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) create.mutate(checked.input, { onSuccess: () => done('Utilisateur créé') });
  }

  return { values, errors: shownErrors, mutation, setField, bind, handleSubmit };
}

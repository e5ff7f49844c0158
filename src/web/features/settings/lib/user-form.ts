import { z } from 'zod';

import { adminUserCreateSchema, adminUserPatchSchema, type AdminUser, type AdminUserCreate, type AdminUserPatch } from '../../../../shared/settings.ts';
import type { Role } from '../../../../shared/users.ts';
import { zodFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';

export const EMAIL_REQUIRED = "L'email est requis";

export type UserFormValues = { fullName: string; email: string; role: Role | ''; password: string };

export const emptyUserForm = (): UserFormValues => ({ fullName: '', email: '', role: 'collaborateur', password: '' });

export const userFormFrom = (user: AdminUser): UserFormValues => ({ fullName: user.fullName, email: user.email, role: user.role, password: '' });

type Checked<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

function check<T>(schema: z.ZodType<T>, value: unknown): Checked<T> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** Creation: name, email and role required, a password of 6 characters at least (SPEC §5). */
export function checkNewUser(values: UserFormValues): Checked<AdminUserCreate> {
  const checked = check(adminUserCreateSchema, { ...values, role: values.role || undefined });
  // A blank email is missing rather than malformed.
  if (!checked.ok && values.email.trim() === '') checked.errors.email = EMAIL_REQUIRED;
  return checked;
}

/**
 * Editing changes only the name and the role; the email is never sent. One's own role is left
 * out: the select is disabled there, and the server refuses the change anyway.
 */
export function checkUserEdit(values: UserFormValues, { isSelf }: { isSelf: boolean }): Checked<AdminUserPatch> {
  return check(adminUserPatchSchema, { fullName: values.fullName, ...(isSelf ? {} : { role: values.role || undefined }) });
}

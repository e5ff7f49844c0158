import { passwordSchema } from '../../../shared/users.ts';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { AUTH_MESSAGES } from './messages.ts';

/** Login needs both fields; the password length rule applies only when a password is chosen. */
export function signInErrors(email: string, password: string): FieldErrors {
  return {
    email: email.trim() ? undefined : AUTH_MESSAGES.emailRequired,
    password: password ? undefined : AUTH_MESSAGES.passwordRequired,
  };
}

/** The rules for choosing a password: the shared length rule, then the confirmation must match. */
export function newPasswordErrors(password: string, confirmPassword: string): FieldErrors {
  const parsed = passwordSchema.safeParse(password);
  return {
    password: parsed.success ? undefined : parsed.error.issues[0]?.message,
    confirmPassword: password === confirmPassword ? undefined : AUTH_MESSAGES.passwordsDiffer,
  };
}

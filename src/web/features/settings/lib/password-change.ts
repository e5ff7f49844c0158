import { MESSAGES, passwordSchema } from '../../../../shared/users.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';

export type PasswordChangeValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export const CURRENT_PASSWORD_REQUIRED = 'Le mot de passe actuel est requis';

/** SPEC §5: submit is disabled while either new-password field is empty. */
export const canSubmitPasswordChange = ({ newPassword, confirmPassword }: PasswordChangeValues) =>
  newPassword !== '' && confirmPassword !== '';

/** SPEC §5's checks, before asking the server: the entries match, then the length rule. */
export function passwordChangeErrors({ currentPassword, newPassword, confirmPassword }: PasswordChangeValues): FieldErrors {
  const length = passwordSchema.safeParse(newPassword);
  return {
    currentPassword: currentPassword ? undefined : CURRENT_PASSWORD_REQUIRED,
    newPassword: length.success ? undefined : length.error.issues[0]?.message,
    confirmPassword: newPassword === confirmPassword ? undefined : MESSAGES.passwordsDiffer,
  };
}

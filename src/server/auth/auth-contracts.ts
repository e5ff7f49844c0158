import { z } from 'zod';
import { confirmPasswordSchema, recoveryCodeSchema, totpCodeSchema, TWO_FACTOR_MESSAGES } from '../../shared/two-factor.ts';
import { emailSchema, fullNameSchema, passwordSchema } from '../../shared/users.ts';

// The request bodies we let through to Better Auth, checked first with our own schemas so
// bad input gets the same French error shape as every other route (and unknown fields are refused).
export const AUTH_ENDPOINTS: Record<string, { method: 'GET' | 'POST'; body?: z.ZodType; signup?: true }> = {
  '/sign-in/email': {
    method: 'POST',
    body: z.strictObject({
      email: emailSchema,
      password: z.string({ error: 'Le mot de passe est requis' }).min(1, { error: 'Le mot de passe est requis' }).max(1024),
      rememberMe: z.boolean().optional(),
    }),
  },
  '/sign-up/email': {
    method: 'POST',
    signup: true,
    body: z
      .strictObject({ fullName: fullNameSchema, email: emailSchema, password: passwordSchema })
      .transform(({ fullName, ...rest }) => ({ ...rest, name: fullName })),
  },
  '/sign-out': { method: 'POST', body: z.strictObject({}) },
  '/get-session': { method: 'GET' },
  '/request-password-reset': {
    method: 'POST',
    body: z.strictObject({ email: emailSchema, redirectTo: z.literal('/reset-password').optional() }),
  },
  '/reset-password': {
    method: 'POST',
    body: z.strictObject({
      newPassword: passwordSchema,
      token: z.string({ error: 'Le lien de réinitialisation est invalide' }).min(1).max(512),
    }),
  },
  '/change-password': {
    method: 'POST',
    // The user's other sessions are always closed (a stolen session must not outlive the new
    // password): the flag Better Auth makes optional is set here, and a caller cannot unset it.
    body: z
      .strictObject({
        currentPassword: z.string().min(1, { error: 'Le mot de passe actuel est requis' }).max(1024),
        newPassword: passwordSchema,
        revokeOtherSessions: z.literal(true, { error: 'Changer de mot de passe ferme toujours les autres sessions.' }).optional(),
      })
      .transform((body) => ({ ...body, revokeOtherSessions: true })),
  },
  // Two-factor sign-in (Better Auth's twoFactor plugin): the authenticator app only (no e-mailed
  // codes), and no « trusted device » that would skip the code for a month.
  '/two-factor/enable': { method: 'POST', body: z.strictObject({ password: confirmPasswordSchema }) },
  '/two-factor/verify-totp': { method: 'POST', body: z.strictObject({ code: totpCodeSchema }) },
  '/two-factor/verify-backup-code': { method: 'POST', body: z.strictObject({ code: recoveryCodeSchema }) },
  '/two-factor/generate-backup-codes': { method: 'POST', body: z.strictObject({ password: confirmPasswordSchema }) },
  '/two-factor/disable': { method: 'POST', body: z.strictObject({ password: confirmPasswordSchema }) },
};

/** Better Auth's error codes, in the firm's words. */
export const AUTH_ERROR_MESSAGES: Record<string, { code: string; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', message: 'Email ou mot de passe incorrect' },
  INVALID_PASSWORD: { code: 'INVALID_CREDENTIALS', message: 'Mot de passe actuel incorrect' },
  INVALID_TOKEN: {
    code: 'INVALID_TOKEN',
    message: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.',
  },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION', message: 'Le mot de passe doit contenir au moins 6 caractères' },
  PASSWORD_TOO_LONG: { code: 'VALIDATION', message: 'Le mot de passe doit contenir au plus 128 caractères' },
  USER_ALREADY_EXISTS: { code: 'CONFLICT', message: 'Un utilisateur avec cet email existe déjà' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'CONFLICT', message: 'Un utilisateur avec cet email existe déjà' },
  EMAIL_PASSWORD_SIGN_UP_DISABLED: { code: 'FORBIDDEN', message: 'Les inscriptions sont fermées.' },
  INVALID_ORIGIN: { code: 'FORBIDDEN', message: 'Origine de la requête refusée.' },
  INVALID_CODE: { code: 'INVALID_CREDENTIALS', message: TWO_FACTOR_MESSAGES.codeInvalid },
  INVALID_BACKUP_CODE: { code: 'INVALID_CREDENTIALS', message: TWO_FACTOR_MESSAGES.recoveryCodeInvalid },
  INVALID_TWO_FACTOR_COOKIE: { code: 'UNAUTHENTICATED', message: TWO_FACTOR_MESSAGES.challengeExpired },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'RATE_LIMITED', message: TWO_FACTOR_MESSAGES.tooManyAttempts },
  TOTP_ALREADY_ENABLED: { code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.alreadyEnabled },
  TOTP_NOT_ENABLED: { code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.notEnabled },
  TWO_FACTOR_NOT_ENABLED: { code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.notEnabled },
  BACKUP_CODES_NOT_ENABLED: { code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.notEnabled },
};

/** Paths whose success answers the signed-in user (Better Auth also sends the session token: never passed on). */
export const USER_ANSWER_PATHS = new Set(['/sign-in/email', '/sign-up/email', '/change-password', '/two-factor/verify-totp', '/two-factor/verify-backup-code']);

import { z } from 'zod';

// Two-factor sign-in (issue 26): an authenticator app's 6-digit code, or one of ten single-use
// recovery codes. Better Auth's twoFactor plugin does the work; these are the shapes our routes
// accept and answer, shared by the server's checks and the browser's forms.

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Le code de vérification est requis',
  codeFormat: 'Le code de vérification contient 6 chiffres',
  codeInvalid: 'Code de vérification incorrect',
  codeReused: 'Ce code a déjà servi : attendez le suivant dans votre application.',
  recoveryCodeRequired: 'Le code de récupération est requis',
  recoveryCodeFormat: 'Un code de récupération a la forme XXXXX-XXXXX',
  recoveryCodeInvalid: 'Code de récupération incorrect ou déjà utilisé',
  challengeExpired: 'La vérification a expiré : reconnectez-vous avec votre mot de passe.',
  tooManyAttempts: 'Trop de codes erronés : reconnectez-vous avec votre mot de passe.',
  alreadyEnabled: 'La double authentification est déjà activée.',
  notEnabled: 'La double authentification n’est pas activée.',
  passwordRequired: 'Le mot de passe est requis',
  passwordInvalid: 'Mot de passe incorrect',
  requiredByFirm: 'Le cabinet exige la double authentification : elle ne peut pas être désactivée.',
  setupRequired: 'Le cabinet exige la double authentification : activez-la pour continuer.',
  enableOwnFirst: 'Activez d’abord la double authentification sur votre propre compte.',
  resetSelf: 'Désactivez votre propre double authentification depuis « Mon profil ».',
  resetNotEnabled: 'La double authentification n’est pas activée pour cet utilisateur.',
} as const;

/** The authenticator app's code: 6 digits, spaces tolerated (« 123 456 » as some apps show it). */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: TWO_FACTOR_MESSAGES.codeRequired }).regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.codeFormat }));

/** A recovery code, as Better Auth makes them (« a1B2c-3D4e5 »): the dash may be left out. */
export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .transform((code) => code.trim())
  .pipe(
    z
      .string()
      .min(1, { error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: TWO_FACTOR_MESSAGES.recoveryCodeFormat })
      .transform((code) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`)),
  );

/** The password that confirms enabling, disabling or renewing the codes. */
export const confirmPasswordSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
  .min(1, { error: TWO_FACTOR_MESSAGES.passwordRequired })
  .max(1024);

/** How many recovery codes a user gets, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/two-factor: the user's own state and the firm's rule. */
export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** PUT /api/two-factor/policy (admins): whether every user must use it. */
export const twoFactorPolicySchema = z.strictObject({ required: z.boolean({ error: 'Indiquez si la double authentification est exigée' }) });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

/** POST /api/auth/two-factor/enable: what the app needs (the QR code's URI) and the recovery codes, shown once. */
export const twoFactorEnableResultSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorEnableResult = z.infer<typeof twoFactorEnableResultSchema>;

/** POST /api/auth/sign-in/email when the account has a second factor: no session yet, a code is asked. */
export const twoFactorChallengeSchema = z.object({ twoFactorRedirect: z.literal(true) });

/** The journal's values for the 'twoFactor' field of a user (an admin's reset). */
export const TWO_FACTOR_JOURNAL_VALUES = { enabled: 'Activée', reset: 'Réinitialisée' } as const;

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Db } from '../db/client.ts';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { RECOVERY_CODE_COUNT } from '../../shared/two-factor.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/users.ts';

/** Header our own code sets from the socket (or the trusted proxy); any client value is dropped. */
export const CLIENT_IP_HEADER = 'x-cabinet-client-ip';

/** Wrong second-factor codes in a row before the account must wait. */
export const TWO_FACTOR_MAX_FAILURES = 5;

export type AuthOptions = {
  db: Db;
  appUrl: string;
  secret: string;
  trustedOrigins: string[];
  allowSignup: boolean;
  signInPerMinute: number;
  /** How long an account stays locked after too many wrong sign-in codes: the password's per-account window. */
  twoFactorLockMinutes: number;
  mailer: Mailer;
  logger: Logger;
};

export function createAuth(options: AuthOptions) {
  const { db, appUrl, mailer, logger } = options;
  return betterAuth({
    appName: 'Cabinet',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => logger[level]({ source: 'auth' }, message),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications, rateLimits, twoFactors },
    }),
    user: {
      modelName: 'users',
      fields: { name: 'fullName' },
      additionalFields: {
        // Never taken from a request: set by first-run setup, the CLI or an admin.
        role: { type: 'string', input: false, required: false, defaultValue: 'collaborateur' },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      disableSignUp: !options.allowSignup,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: the answer must not take longer when the account exists.
        mailer
          .send(resetPasswordMail({ to: user.email, fullName: user.name, url }))
          .catch((error: unknown) => logger.error({ err: error }, 'échec de l’envoi du mail de réinitialisation'));
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: options.signInPerMinute },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 15 * 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        // A code is tried as often as a password (the plugin's own rule is 3 per 10 seconds).
        '/two-factor/*': { window: 60, max: options.signInPerMinute },
      },
    },
    plugins: [
      twoFactor({
        issuer: 'Cabinet',
        schema: { twoFactor: { modelName: 'twoFactors' } },
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10 },
        // Five wrong codes in a row lock the account's second factor (the sixth is refused with a delay).
        accountLockout: { maxFailedAttempts: TWO_FACTOR_MAX_FAILURES, durationSeconds: options.twoFactorLockMinutes * 60 },
      }),
    ],
    advanced: {
      cookiePrefix: 'cabinet',
      useSecureCookies: appUrl.startsWith('https://'),
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

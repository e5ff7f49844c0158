import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/users.ts';

/** Header our own code sets from the socket (or the trusted proxy); any client value is dropped. */
export const CLIENT_IP_HEADER = 'x-cabinet-client-ip';

export type AuthOptions = {
  db: Db;
  appUrl: string;
  secret: string;
  trustedOrigins: string[];
  allowSignup: boolean;
  signInPerMinute: number;
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
      schema: { users, sessions, accounts, verifications, rateLimits },
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
      },
    },
    advanced: {
      cookiePrefix: 'cabinet',
      useSecureCookies: appUrl.startsWith('https://'),
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

import { existsSync } from 'node:fs';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'doit être une URL postgres://…' }).optional()),
    DATA_DIR: z.string().default('./data'),
    /** The backups' folder; DATA_DIR/backups when unset. */
    BACKUP_DIR: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    /** A dedicated database the nightly verification restores into, where the app may not create one. */
    BACKUP_VERIFY_DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'doit être une URL postgres://…' }).optional()),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.url({ error: 'doit être une URL http(s)://…' }).optional(),
    AUTH_SECRET: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.string().min(32, { error: 'doit contenir au moins 32 caractères' }).optional()),
    SMTP_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.url({ protocol: /^smtps?$/, error: 'doit être une URL smtp:// ou smtps://' }).optional()),
    MAIL_FROM: z.string().default('Cabinet <no-reply@localhost>'),
    ALLOW_SIGNUP: boolean,
    TRUST_PROXY: boolean,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DEV_ORIGIN: z.url().optional(),
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SIGN_IN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    SIGN_IN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
    RESET_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(1).default(3),
    RESET_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
  })
  .transform((env) => ({ ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') }));

export type Env = z.infer<typeof envSchema>;

/** Reads ./.env when there is one; variables already set in the environment win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment once; a bad value stops the start with a readable list. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
  }
  if (result.data.DATABASE_URL && !result.data.AUTH_SECRET) {
    // Several instances on one PostgreSQL must sign sessions with the same secret.
    throw new Error('Configuration invalide :\n  - AUTH_SECRET: obligatoire avec DATABASE_URL (au moins 32 caractères)');
  }
  return result.data;
}

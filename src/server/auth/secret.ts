import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * AUTH_SECRET signs session cookies. Without one, the embedded default makes a random secret
 * once and keeps it in the data folder (mode 0600): never a fixed default.
 */
export function resolveAuthSecret(options: { secret?: string; dataDir: string }): string {
  if (options.secret) return options.secret;
  const dir = resolve(options.dataDir);
  const file = join(dir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

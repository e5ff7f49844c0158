import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { ChangeBus } from '../realtime/change-bus.ts';
import { createPostgresChangeBus } from '../realtime/postgres-change-bus.ts';
import * as schema from './schema/index.ts';
import { startEmbedded } from './embedded/start-embedded.ts';
import { reuseStatementPlans } from './statement-plans.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services take either. */
export type DbOrTx = Db | Transaction;

/** 'embedded': the private cluster in DATA_DIR/postgres; 'postgres': a server reached through DATABASE_URL. */
export type DatabaseKind = 'embedded' | 'postgres';

export type Database = {
  db: Db;
  pool: pg.Pool;
  kind: DatabaseKind;
  /** The connection string the pool uses (a Unix socket for the embedded cluster). */
  url: string;
  /** Committed writes, as every instance's live-updates streams hear them. */
  changes: ChangeBus;
  close: () => Promise<void>;
};

// Dates stay 'YYYY-MM-DD' strings: a calendar date has no time zone to shift it.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * One pool and one LISTEN connection on a PostgreSQL server, embedded or not. `onClose` runs
 * once the pool has ended (the embedded cluster stops there).
 */
export function connectPostgres(
  url: string,
  logger: Logger,
  max = 10,
  options: { kind?: DatabaseKind; onClose?: () => Promise<void> } = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  reuseStatementPlans(pool);
  let closing: Promise<void> | undefined;
  // An idle connection dropped by a restarting server must not crash the process. Once closing,
  // the embedded cluster's stop can reach a connection still saying goodbye: not worth a warning.
  pool.on('error', (error) => {
    if (!closing) logger.warn({ err: error }, 'connexion à la base perdue');
  });
  const changes = createPostgresChangeBus({ url, logger });
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: options.kind ?? 'postgres',
    url,
    changes,
    close: () =>
      (closing ??= changes
        .close()
        .then(() => pool.end())
        .then(() => options.onClose?.())),
  };
}

/**
 * The embedded PostgreSQL of DATA_DIR (see db/embedded/): started by the server, which stops it
 * on close; joined by a command while the server runs.
 */
export async function openEmbedded(options: { dataDir: string; logger: Logger; role?: 'server' | 'command' }): Promise<Database> {
  const embedded = await startEmbedded({ dataDir: options.dataDir, logger: options.logger, role: options.role ?? 'server' });
  return connectPostgres(embedded.url, options.logger, 10, { kind: 'embedded', onClose: embedded.release });
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
  role?: 'server' | 'command';
}): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.logger);
  return openEmbedded(options);
}

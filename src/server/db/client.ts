import { resolve } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { ChangeBus } from '../realtime/change-bus.ts';
import { createEmbeddedChangeBus } from '../realtime/embedded-change-bus.ts';
import { createPostgresChangeBus } from '../realtime/postgres-change-bus.ts';
import * as schema from './schema/index.ts';
import { startEmbeddedServer } from './embedded.ts';
import { lockDataDir } from './lock.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services take either. */
export type DbOrTx = Db | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  pool: pg.Pool;
  kind: DatabaseKind;
  /** Committed writes, as every instance's live-updates streams hear them. */
  changes: ChangeBus;
  close: () => Promise<void>;
};

// Dates stay 'YYYY-MM-DD' strings: a calendar date has no time zone to shift it.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

function wrap(pool: pg.Pool, kind: DatabaseKind, logger: Logger, changes: ChangeBus, onClose: () => Promise<void>): Database {
  // An idle connection dropped by a restarting server must not crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'connexion à la base perdue'));
  let closing: Promise<void> | undefined;
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind,
    changes,
    close: () => (closing ??= changes.close().then(() => pool.end()).then(onClose)),
  };
}

/** A PostgreSQL server reached through DATABASE_URL. */
export function connectPostgres(url: string, logger: Logger, max = 10): Database {
  const changes = createPostgresChangeBus({ url, logger });
  return wrap(new pg.Pool({ connectionString: url, max }), 'postgres', logger, changes, async () => {});
}

/** The embedded database: PGlite in DATA_DIR/pglite, locked for this process. */
export async function openEmbedded(options: {
  dataDir: string;
  logger: Logger;
  loadFrom?: string;
  inMemory?: boolean;
}): Promise<Database & { dump: (file: string) => Promise<void> }> {
  const lock = options.inMemory ? undefined : lockDataDir(resolve(options.dataDir));
  try {
    const server = await startEmbeddedServer({
      dataDir: options.inMemory ? undefined : resolve(options.dataDir, 'pglite'),
      loadFrom: options.loadFrom,
    });
    // One connection: PGlite is a single session, and pglite-socket's multiplexer can interleave
    // the extended-protocol messages of concurrent connections (electric-sql/pglite#1046), which
    // would run one request's query with another's parameters. Requests queue here instead.
    const pool = new pg.Pool({ host: server.socketDir, user: 'postgres', database: 'postgres', max: 1 });
    const database = wrap(pool, 'pglite', options.logger, createEmbeddedChangeBus(pool), async () => {
      await server.close();
      lock?.release();
    });
    return Object.assign(database, { dump: server.dump });
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
}): Promise<Database> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.logger);
  return openEmbedded({ dataDir: options.dataDir, logger: options.logger });
}

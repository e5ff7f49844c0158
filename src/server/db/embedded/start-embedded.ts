import { existsSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Logger } from '../../logger.ts';
import { lockDataDir, lockOwner, type DataDirLock } from '../lock.ts';
import { isInitialised, socketUrl, startCluster, stopCluster } from './cluster.ts';
import { placeCluster, type ClusterFolder } from './cluster-folder.ts';
import { accountName, prepareDataDir } from './data-dir.ts';
import { readPostmaster } from './postmaster.ts';
import { readPostmasterState, removeStalePostmaster, unreadablePostmasterError } from './postmaster-state.ts';

/** The application's database inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'cabinet';

export const MIGRATE_EMBEDDED_COMMAND = 'npm run migrate:embedded';

export type EmbeddedLocation = { dataDir: string; pgdata: string; pglite: string };

export function embeddedLocation(dataDir: string): EmbeddedLocation {
  const dir = resolve(dataDir);
  return { dataDir: dir, pgdata: join(dir, 'postgres'), pglite: join(dir, 'pglite') };
}

/** A DATA_DIR of the previous version (PGlite) must be moved over, not silently ignored. */
export function assertNotPglite(location: EmbeddedLocation) {
  if (existsSync(location.pglite) && !existsSync(location.pgdata)) {
    throw new Error(
      `Ce dossier de données (${location.dataDir}) contient une base de l’ancienne version (PGlite, dossier pglite/). ` +
        `Transférez-la une fois dans le nouveau PostgreSQL embarqué avec : ${MIGRATE_EMBEDDED_COMMAND} ` +
        '(l’ancien dossier est conservé), puis relancez.',
    );
  }
}

export type EmbeddedConnection = {
  url: string;
  /** False when this process joined a cluster another process (the running server) owns. */
  owned: boolean;
  /** Stops the cluster if this process started it, and frees the data folder. */
  release: () => Promise<void>;
};

/**
 * The embedded PostgreSQL of DATA_DIR, running and reachable. The server (`owner: 'server'`)
 * takes the folder: a second server is refused, and a postmaster left running by a server that
 * was killed (SIGKILL, power loss of the Node process only) is stopped cleanly (a checkpoint;
 * PostgreSQL's own recovery covers the rest) and restarted. A command joins the cluster the
 * running server owns, or starts it itself when no server runs.
 */
export async function startEmbedded(options: {
  dataDir: string;
  logger: Logger;
  role: 'server' | 'command';
  durable?: boolean;
}): Promise<EmbeddedConnection> {
  const location = embeddedLocation(options.dataDir);
  assertNotPglite(location);

  if (options.role === 'command' && lockOwner(location.dataDir) !== undefined) {
    const postmaster = readPostmaster(location.pgdata);
    if (!postmaster || postmaster.status !== 'ready') {
      throw new Error('La base embarquée démarre ou s’arrête (serveur en cours de lancement) : réessayez dans un instant.');
    }
    return { url: socketUrl(postmaster.socketDir, EMBEDDED_DATABASE, postmaster.port), owned: false, release: async () => {} };
  }

  // Before the lock file or the cluster: a folder the server cannot use is said in French, and a
  // first start that fails removes the folders it made.
  const newCluster = !isInitialised(location.pgdata);
  const created = prepareDataDir(location.dataDir, { newCluster });
  const locks: DataDirLock[] = [];
  let place: ClusterFolder | undefined;
  try {
    locks.push(lockDataDir(location.dataDir));
    place = await placeCluster({ dataDir: location.dataDir, link: location.pgdata, logger: options.logger });
    const { pgdata } = place;
    if (place.home) {
      // A cluster in the system directory is locked there too: a copy of DATA_DIR (its link
      // copied with it) must not start, nor stop, the original's PostgreSQL.
      prepareDataDir(place.home, { newCluster });
      locks.push(lockDataDir(place.home));
    }
    assertOwnCluster(pgdata);
    const postmaster = readPostmasterState(pgdata);
    if (postmaster.kind === 'unreadable') throw unreadablePostmasterError(pgdata, postmaster.pid);
    if (postmaster.kind === 'stale') removeStalePostmaster(pgdata, postmaster.content, options.logger);
    if (postmaster.kind === 'running') {
      options.logger.warn({ pid: postmaster.pid }, 'base embarquée restée active après un arrêt brutal : arrêt propre puis redémarrage');
      await stopCluster(pgdata);
    }
    const cluster = await startCluster({ pgdata, durable: options.durable, logger: options.logger });
    try {
      await createDatabaseIfMissing(cluster.url('postgres'), EMBEDDED_DATABASE);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    let released: Promise<void> | undefined;
    return {
      url: cluster.url(EMBEDDED_DATABASE),
      owned: true,
      release: () => (released ??= cluster.stop().finally(() => releaseAll(locks))),
    };
  } catch (error) {
    releaseAll(locks);
    place?.undo();
    if (created) rmSync(created, { recursive: true, force: true });
    throw error;
  }
}

function releaseAll(locks: DataDirLock[]) {
  for (const lock of locks.reverse()) lock.release();
}

/**
 * Not run as root, the server runs PostgreSQL as itself: a cluster another account owns (made by
 * a root start, or by a colleague's account) cannot be started, and PostgreSQL would say so in English.
 */
function assertOwnCluster(pgdata: string) {
  const uid = process.getuid?.();
  if (uid === undefined || uid === 0 || !existsSync(pgdata)) return;
  const owner = statSync(pgdata).uid;
  if (owner === uid) return;
  throw new Error(
    `La base embarquée ${pgdata} appartient au compte « ${accountName(owner)} », et le serveur est lancé sous « ${accountName(uid)} » : ` +
      `lancez-le sous le compte « ${accountName(owner)} » (ou en root), ou choisissez un autre DATA_DIR.`,
  );
}

export async function createDatabaseIfMissing(maintenanceUrl: string, name: string) {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

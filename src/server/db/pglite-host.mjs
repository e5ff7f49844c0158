// Hosts the embedded database (PGlite) in a worker thread and serves it over a private Unix
// socket with the PostgreSQL wire protocol. The server then talks to it with the same `pg`
// driver it uses for a PostgreSQL server, and PGlite's work never blocks the HTTP thread.
// Plain JavaScript: worker threads load files with Node's own loader, in tests too.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir?: string, socketDir: string, loadFrom?: string, maxConnections: number, listenChannel?: string }} */
const options = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

try {
  const loadDataDir = options.loadFrom ? new Blob([await readFile(options.loadFrom)]) : undefined;
  const db = await PGlite.create({
    dataDir: options.dataDir ?? 'memory://',
    extensions: { pg_trgm, unaccent },
    loadDataDir,
  });
  // PGlite is a single session: LISTEN here, and each committed NOTIFY is sent to the socket
  // connection whose statement committed it, where the main thread hears it (embedded-change-bus.ts).
  if (options.listenChannel) await db.exec(`LISTEN ${options.listenChannel}`);
  const server = new PGLiteSocketServer({
    db,
    path: join(options.socketDir, '.s.PGSQL.5432'),
    maxConnections: options.maxConnections,
  });
  await server.start();

  port.on('message', async (/** @type {{ type: string, file?: string }} */ message) => {
    try {
      if (message.type === 'dump' && message.file) {
        const blob = await db.dumpDataDir('none');
        await writeFile(message.file, Buffer.from(await blob.arrayBuffer()));
        port.postMessage({ type: 'dumped' });
      } else if (message.type === 'close') {
        await server.stop();
        await db.close();
        port.postMessage({ type: 'closed' });
        port.close();
      }
    } catch (error) {
      port.postMessage({ type: 'error', message: String(error) });
    }
  });
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
}

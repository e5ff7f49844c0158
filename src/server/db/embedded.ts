import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CHANGE_CHANNEL } from '../realtime/change-notice.ts';

export type EmbeddedServer = {
  /** Directory holding the Unix socket, usable as the `host` of a `pg` connection. */
  socketDir: string;
  dump: (file: string) => Promise<void>;
  close: () => Promise<void>;
};

type HostMessage = { type: 'ready' | 'dumped' | 'closed' } | { type: 'error'; message: string };

/**
 * Starts PGlite in a worker thread (see pglite-host.mjs). `dataDir` undefined means in memory;
 * `loadFrom` starts from a dump made by `dump()` (the tests' migrated template).
 */
export async function startEmbeddedServer(options: {
  dataDir?: string;
  loadFrom?: string;
  maxConnections?: number;
}): Promise<EmbeddedServer> {
  // A private folder (mode 0700) so no other local user can reach the unauthenticated socket.
  const socketDir = mkdtempSync(join(tmpdir(), 'cabinet-pg-'));
  const worker = new Worker(new URL('./pglite-host.mjs', import.meta.url), {
    workerData: { ...options, socketDir, maxConnections: options.maxConnections ?? 4, listenChannel: CHANGE_CHANNEL },
  });
  const next = (expected: HostMessage['type']) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (message: HostMessage) => {
        if (message.type === 'error') reject(new Error(`Base embarquée : ${message.message}`));
        else if (message.type === expected) resolve();
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });

  await next('ready');
  let closed = false;
  return {
    socketDir,
    dump: async (file) => {
      const done = next('dumped');
      worker.postMessage({ type: 'dump', file });
      await done;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      const done = next('closed');
      worker.postMessage({ type: 'close' });
      await done;
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

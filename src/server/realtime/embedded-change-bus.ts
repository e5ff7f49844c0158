import type pg from 'pg';
import { createHub, type ChangeBus } from './change-bus.ts';
import { CHANGE_CHANNEL, parseNotice } from './change-notice.ts';

/**
 * PGlite is one session: the worker LISTENs on it at start (pglite-host.mjs), and PostgreSQL
 * sends a listening session's notification to its client at the end of the committing
 * statement, i.e. to our single pooled socket connection. PGlite's own `db.listen()` callback
 * does not fire for queries arriving through pglite-socket (it forwards raw protocol bytes
 * without parsing them), and a second socket connection would be interleaved with the pool's
 * (electric-sql/pglite#1046), so the pool's connections are where notices are heard.
 * Call before the pool opens its first connection.
 */
export function createEmbeddedChangeBus(pool: pg.Pool): ChangeBus {
  const { bus, emit } = createHub();
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (notice) emit({ type: 'change', notice });
    });
  });
  return bus;
}

import pg from 'pg';
import type { Logger } from '../logger.ts';
import { createHub, type ChangeBus } from './change-bus.ts';
import { CHANGE_CHANNEL, parseNotice } from './change-notice.ts';

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'cabinet-live-updates';
const MAX_BACKOFF_MS = 10_000;
const FIRST_BACKOFF_MS = 250;
// A connection cut without a FIN (a failover, a network partition) only shows when it is used.
const PING_INTERVAL_MS = 30_000;

/**
 * LISTEN on a dedicated connection, outside the pool: a pooled connection goes back to other
 * work and would lose the LISTEN. Opened on the first subscriber, re-opened with backoff when it
 * drops; each (re)connection emits `gap` so streams replay what they may have missed.
 */
export function createPostgresChangeBus(options: { url: string; logger: Logger }): ChangeBus {
  const { url, logger } = options;
  let client: pg.Client | undefined;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  let closed = false;

  const { bus, emit } = createHub({
    onFirstSubscriber: () => {
      if (!client && !retry && !closed) void connect();
    },
    onClose: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  });

  function dropped(lost: pg.Client, error?: unknown) {
    if (client !== lost) return;
    client = undefined;
    clearInterval(ping);
    void lost.end().catch(() => {});
    if (closed) return;
    const delay = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** attempt++);
    logger.warn({ err: error, retryInMs: delay }, 'écoute des changements interrompue');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTENER_NAME });
    client = next;
    next.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (notice) emit({ type: 'change', notice });
    });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      dropped(next, error);
      return;
    }
    if (client !== next) return;
    attempt = 0;
    ping = setInterval(() => {
      next.query('select 1').catch((error: unknown) => dropped(next, error));
    }, PING_INTERVAL_MS);
    ping.unref();
    emit({ type: 'gap' });
  }

  return bus;
}

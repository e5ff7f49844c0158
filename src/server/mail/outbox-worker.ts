import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';
import { onMailQueued } from './outbox.ts';

/** Seconds before each retry: 10 s, 30 s, 2 min, 10 min, 30 min, then every hour. */
const BACKOFF_SECONDS = [10, 30, 120, 600, 1800, 3600];
export const MAX_ATTEMPTS = 10;
/**
 * How long a claimed mail stays out of other workers' reach. Longer than a send can take (the
 * SMTP transport gives up within about two minutes), so a live worker never sees its mail taken
 * over; a worker that died mid-send has its mail retried once the lease runs out.
 */
const LEASE_SECONDS = 600;
const POLL_MS = 2000;
const BATCH_SIZE = 10;

export const retryDelaySeconds = (attempts: number) =>
  BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length) - 1] ?? BACKOFF_SECONDS[0] ?? 10;

type ClaimedMail = { id: string; to: string; subject: string; text: string; html: string; attempts: number };

/**
 * Claims due mails for this worker. The row locks (FOR UPDATE SKIP LOCKED) last only for this one
 * statement: it pushes next_attempt_at past a lease, which is what keeps the other workers away
 * while the mail is sent. Holding the lock during the SMTP exchange instead would keep a
 * transaction open for seconds, and the embedded database runs one transaction at a time.
 * Between live workers a mail is sent once; only a worker dying between SMTP's acceptance and
 * the 'sent' mark can cause a second copy, after the lease.
 */
async function claimDueMails(db: Db, limit: number): Promise<ClaimedMail[]> {
  const { rows } = await db.execute<ClaimedMail>(sql`
    UPDATE ${mailOutbox}
    SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id IN (
      SELECT id FROM ${mailOutbox}
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "to", subject, text, html, attempts`);
  return rows;
}

async function markSent(db: Db, id: string): Promise<void> {
  await db.execute(sql`UPDATE ${mailOutbox} SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${id}`);
}

async function markFailed(db: Db, mail: ClaimedMail, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const status = mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
  await db.execute(sql`
    UPDATE ${mailOutbox}
    SET status = ${status}, last_error = ${message},
        next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(mail.attempts)})
    WHERE id = ${mail.id}`);
}

export type BatchResult = { claimed: number; sent: number; failed: number };

/** Sends one batch of due mails; a mail that fails waits for its retry, the others go on. */
export async function sendDueMails({
  db,
  mailer,
  logger,
  limit = BATCH_SIZE,
}: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  limit?: number;
}): Promise<BatchResult> {
  const mails = await claimDueMails(db, limit);
  let sent = 0;
  for (const mail of mails) {
    try {
      await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      logger.warn({ err: error, mailId: mail.id, attempts: mail.attempts }, 'envoi d’email échoué, nouvel essai plus tard');
      await markFailed(db, mail, error);
      continue;
    }
    await markSent(db, mail.id);
    sent++;
  }
  return { claimed: mails.length, sent, failed: mails.length - sent };
}

export type OutboxWorker = {
  start: () => void;
  /** Looks for due mail now (after a commit that queued some). */
  poke: () => void;
  /** Sends batches until nothing is due; resolves with the number sent. */
  drain: () => Promise<number>;
  /** Stops polling and waits for the batch in progress. */
  stop: () => Promise<void>;
};

/** Polls mail_outbox every ~2 s, and at once when this process queues a mail. */
export function createOutboxWorker(options: { db: Db; mailer: Mailer; logger: Logger; pollMs?: number; batchSize?: number }): OutboxWorker {
  const { db, mailer, logger } = options;
  const pollMs = options.pollMs ?? POLL_MS;
  const limit = options.batchSize ?? BATCH_SIZE;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let current: Promise<number> | undefined;
  let again = false;

  const drainOnce = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const result = await sendDueMails({ db, mailer, logger, limit });
      total += result.sent;
      if (result.claimed < limit) return total;
    }
  };

  // One pass at a time; a poke during a pass asks for another one right after.
  const drain = (): Promise<number> => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again);
      return total;
    })().finally(() => {
      current = undefined;
    });
    return current;
  };

  const schedule = () => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, pollMs);
    timer.unref();
  };

  const tick = () => {
    drain()
      .catch((error: unknown) => logger.warn({ err: error }, 'boîte d’envoi : lecture impossible, nouvel essai'))
      .finally(schedule);
  };

  return {
    start: () => {
      if (running) return;
      running = true;
      unsubscribe = onMailQueued(() => running && tick());
      tick();
    },
    poke: () => {
      if (running) tick();
    },
    drain,
    stop: async () => {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      await current?.catch(() => undefined);
    },
  };
}

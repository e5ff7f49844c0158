import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import type { MailDeliveredHandlers } from './mail-delivered.ts';
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

type ClaimedMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  onSent: unknown;
  attempts: number;
};

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
    RETURNING id, "to", subject, text, html, reply_to AS "replyTo", on_sent AS "onSent", attempts`);
  return rows;
}

/** Marks a mail sent; answers the acceptance time recorded. */
async function markSent(db: DbOrTx, id: string): Promise<Date> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id))
    .returning({ sentAt: mailOutbox.sentAt });
  return row?.sentAt ?? new Date();
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

/** The mail's onSent as outbox.ts queued it; anything else reads as none. */
function readOnSent(value: unknown): { handler: string; data: unknown } | undefined {
  if (typeof value !== 'object' || value === null || !('handler' in value) || typeof value.handler !== 'string') return undefined;
  return { handler: value.handler, data: 'data' in value ? value.data : undefined };
}

/**
 * The SMTP server took the mail: marks it sent, and runs its onSent handler in the same
 * transaction. If the handler cannot run (unknown, or failing), the mail is still marked sent,
 * alone: sending it again would be worse than a missing record, which is logged.
 */
async function recordSent({ db, mail, handlers, logger }: { db: Db; mail: ClaimedMail; handlers: MailDeliveredHandlers; logger: Logger }) {
  const onSent = readOnSent(mail.onSent);
  const handler = onSent && Object.hasOwn(handlers, onSent.handler) ? handlers[onSent.handler] : undefined;
  if (onSent && !handler) logger.error({ mailId: mail.id, handler: onSent.handler }, 'email envoyé, suite d’envoi inconnue : rien n’est enregistré');
  if (!onSent || !handler) {
    await markSent(db, mail.id);
    return;
  }
  try {
    await db.transaction(async (tx) => handler(tx, onSent.data, await markSent(tx, mail.id)));
  } catch (error) {
    logger.error({ err: error, mailId: mail.id, handler: onSent.handler }, 'email envoyé, mais son enregistrement a échoué');
    await markSent(db, mail.id);
  }
}

export type BatchResult = { claimed: number; sent: number; failed: number };

/** Sends one batch of due mails; a mail that fails waits for its retry, the others go on. */
export async function sendDueMails({
  db,
  mailer,
  logger,
  limit = BATCH_SIZE,
  onSent = {},
}: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  limit?: number;
  /** The features' handlers for what a sent mail records (ServerFeature.mailDelivered). */
  onSent?: MailDeliveredHandlers;
}): Promise<BatchResult> {
  const mails = await claimDueMails(db, limit);
  let sent = 0;
  for (const mail of mails) {
    const { to, subject, text, html, replyTo } = mail;
    try {
      await mailer.send({ to, subject, text, html, ...(replyTo ? { replyTo } : {}) });
    } catch (error) {
      logger.warn({ err: error, mailId: mail.id, attempts: mail.attempts }, 'envoi d’email échoué, nouvel essai plus tard');
      await markFailed(db, mail, error);
      continue;
    }
    await recordSent({ db, mail, handlers: onSent, logger });
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
export function createOutboxWorker(options: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  onSent?: MailDeliveredHandlers;
  pollMs?: number;
  batchSize?: number;
}): OutboxWorker {
  const { db, mailer, logger, onSent } = options;
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
      const result = await sendDueMails({ db, mailer, logger, limit, onSent });
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

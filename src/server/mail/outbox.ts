import { EventEmitter } from 'node:events';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Mail } from './mailer.ts';

/**
 * What to record once the SMTP server has accepted a mail: the name of a handler a feature
 * registers (ServerFeature.mailDelivered) and the JSON data it reads. The worker runs it in the
 * transaction that marks the mail sent, so the record exists exactly when the mail left.
 */
export type MailOnSent = { handler: string; data: Readonly<Record<string, unknown>> };

/** A mail as queued: `onSent` to record its delivery, `cap` the daily quota it counts against (daily-cap.ts). */
export type QueuedMail = Mail & {
  onSent?: MailOnSent;
  cap?: { category: string; day: string };
  /** Not sent before this instant (a capped mail waits for its day); now by default. */
  notBefore?: Date;
};

/**
 * Queues a mail (or several, in one statement) in the caller's transaction: it exists exactly when
 * what caused it was committed.
 * The outbox worker sends it; call `signalMailQueued()` once the transaction has committed.
 */
export async function enqueueMail(db: DbOrTx, mail: QueuedMail | readonly QueuedMail[]): Promise<void> {
  const mails = Array.isArray(mail) ? mail : [mail];
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map(({ onSent, cap, notBefore, replyTo, ...content }: QueuedMail) => ({
      ...content,
      replyTo: replyTo ?? null,
      onSent: onSent ?? null,
      capCategory: cap?.category ?? null,
      capDay: cap?.day ?? null,
      ...(notBefore ? { nextAttemptAt: notBefore } : {}),
    })),
  );
}

// A hint for this process's worker to look now rather than at its next poll. Other instances
// find the mail at their next poll: the table, not this signal, is the queue.
const queued = new EventEmitter();

export function signalMailQueued(): void {
  queued.emit('queued');
}

export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}

import { EventEmitter } from 'node:events';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Mail } from './mailer.ts';

/**
 * Queues a mail (or several, in one statement) in the caller's transaction: it exists exactly when
 * what caused it was committed.
 * The outbox worker sends it; call `signalMailQueued()` once the transaction has committed.
 */
export async function enqueueMail(db: DbOrTx, mail: Mail | readonly Mail[]): Promise<void> {
  const mails = Array.isArray(mail) ? mail : [mail];
  if (mails.length > 0) await db.insert(mailOutbox).values([...mails]);
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

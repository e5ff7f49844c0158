import { sql } from 'drizzle-orm';
import { parisIsoDay, parisMidnight } from '../../shared/paris-time.ts';
import type { Transaction } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { enqueueMail, type QueuedMail } from './outbox.ts';

/** A quota of mails of one kind ('client_reminder') per Paris day. */
export type DailyCap = { category: string; perDay: number };

export type CappedQueueing = {
  queued: number;
  /** Mails that wait for a later day, and the first such day (YYYY-MM-DD); null when none waits. */
  deferred: number;
  deferredUntil: string | null;
};

/**
 * Queues mails that count against a daily cap, in the caller's transaction. Each Paris day takes
 * at most `perDay` of the category, those already queued for it included; the rest go to the next
 * days and are not due before that day's midnight in Paris, so the worker never sends more than
 * the cap on one day. The allocation holds an advisory lock per category until the transaction
 * ends: two requests at once (or two instances) cannot both fill the same remaining places.
 */
export async function enqueueCappedMails({
  tx,
  mails,
  cap,
  now = new Date(),
}: {
  tx: Transaction;
  mails: readonly QueuedMail[];
  cap: DailyCap;
  now?: Date;
}): Promise<CappedQueueing> {
  if (!Number.isInteger(cap.perDay) || cap.perDay < 1) throw new RangeError(`Plafond quotidien invalide : ${cap.perDay}`);
  if (mails.length === 0) return { queued: 0, deferred: 0, deferredUntil: null };
  const today = parisIsoDay(now);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mail_outbox cap ${cap.category}`}, 0))`);
  const { rows } = await tx.execute<{ day: string; count: number }>(sql`
    SELECT ${mailOutbox.capDay} AS day, count(*)::int AS count FROM ${mailOutbox}
    WHERE ${mailOutbox.capCategory} = ${cap.category} AND ${mailOutbox.capDay} >= ${today}
    GROUP BY ${mailOutbox.capDay}`);
  const taken = new Map(rows.map((row) => [row.day, row.count]));

  let offset = 0;
  let day = today;
  const placed = mails.map((mail): QueuedMail => {
    while ((taken.get(day) ?? 0) >= cap.perDay) {
      offset++;
      day = parisIsoDay(parisMidnight(today, offset));
    }
    taken.set(day, (taken.get(day) ?? 0) + 1);
    return { ...mail, cap: { category: cap.category, day }, ...(offset > 0 ? { notBefore: parisMidnight(day) } : {}) };
  });
  await enqueueMail(tx, placed);
  const later = placed.filter((mail) => mail.notBefore !== undefined);
  return { queued: placed.length, deferred: later.length, deferredUntil: later[0]?.cap?.day ?? null };
}

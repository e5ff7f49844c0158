import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { parisIsoDay, parisMidnight } from '../../shared/paris-time.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { enqueueCappedMails } from './daily-cap.ts';
import type { Mail, Mailer } from './mailer.ts';
import { sendDueMails } from './outbox-worker.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const mails = (from: number, count: number): Mail[] =>
  Array.from({ length: count }, (_, i) => ({ to: `client${from + i}@exemple.fr`, subject: `Relance ${from + i}`, text: 'Bonjour', html: '<p>Bonjour</p>' }));
const cap = { category: 'client_reminder', perDay: 3 };
const queue = (batch: Mail[]) => database.db.transaction((tx) => enqueueCappedMails({ tx, mails: batch, cap }));
const rows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.subject));

describe('daily cap', () => {
  it('keeps the mails beyond the day’s cap for the next days, not due before their day in Paris', async () => {
    const today = parisIsoDay(new Date());
    const tomorrow = parisIsoDay(parisMidnight(today, 1));
    const afterTomorrow = parisIsoDay(parisMidnight(today, 2));

    expect(await queue(mails(1, 5))).toEqual({ queued: 5, deferred: 2, deferredUntil: tomorrow });
    // A second request counts what the first queued: tomorrow has one place left.
    expect(await queue(mails(6, 3))).toEqual({ queued: 3, deferred: 3, deferredUntil: tomorrow });

    const byDay = (await rows()).map((row) => [row.subject, row.capCategory, row.capDay]);
    expect(byDay).toEqual([
      ['Relance 1', 'client_reminder', today],
      ['Relance 2', 'client_reminder', today],
      ['Relance 3', 'client_reminder', today],
      ['Relance 4', 'client_reminder', tomorrow],
      ['Relance 5', 'client_reminder', tomorrow],
      ['Relance 6', 'client_reminder', tomorrow],
      ['Relance 7', 'client_reminder', afterTomorrow],
      ['Relance 8', 'client_reminder', afterTomorrow],
    ]);
    const later = (await rows()).filter((row) => row.capDay !== today);
    for (const row of later) expect(row.nextAttemptAt).toEqual(parisMidnight(row.capDay ?? ''));

    // Only today's share leaves today.
    const sent: Mail[] = [];
    const mailer: Mailer = { describe: () => 'test', send: async (mail) => void sent.push(mail) };
    await sendDueMails({ db: database.db, mailer, logger: createLogger('silent'), limit: 50 });
    expect(sent.map((mail) => mail.subject).sort()).toEqual(['Relance 1', 'Relance 2', 'Relance 3']);
  });

  it('lets two requests at once share the places, never more than the cap a day', async () => {
    const results = await Promise.all([queue(mails(1, 4)), queue(mails(5, 4))]);
    expect(results.map((result) => result.queued)).toEqual([4, 4]);
    const perDay = new Map<string, number>();
    for (const row of await rows()) perDay.set(row.capDay ?? '', (perDay.get(row.capDay ?? '') ?? 0) + 1);
    expect([...perDay.values()]).toEqual([3, 3, 2]);
  });
});

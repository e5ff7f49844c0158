import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { firmSettings, mailOutbox } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from '../db/client.ts';
import type { MailDeliveredHandlers } from './mail-delivered.ts';
import type { Mail, Mailer } from './mailer.ts';
import { enqueueMail } from './outbox.ts';
import { createOutboxWorker, MAX_ATTEMPTS, retryDelaySeconds, sendDueMails } from './outbox-worker.ts';

const logger = createLogger('silent');
let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(async () => {
  await db.delete(mailOutbox);
  await db.delete(firmSettings);
});

const mail = (n: number): Mail => ({ to: `personne${n}@cabinet.test`, subject: `Message ${n}`, text: `Texte ${n}`, html: `<p>Texte ${n}</p>` });

/** A mailer that records what it sends, slowly enough for two workers to overlap. */
function recordingMailer(delayMs = 0) {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    describe: () => 'test',
    send: async (m) => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(m);
    },
  };
  return { mailer, sent };
}

/** Makes the queued mails due now, as the clock would after their backoff. */
const timePasses = () => db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(mailOutbox.status, 'pending'));

describe('retry schedule', () => {
  it('backs off 10 s, 30 s, 2 min, 10 min, 30 min, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelaySeconds)).toEqual([10, 30, 120, 600, 1800, 3600, 3600, 3600]);
  });
});

describe('sendDueMails', () => {
  it('sends each due mail once and marks it sent', async () => {
    await enqueueMail(db, mail(1));
    await enqueueMail(db, mail(2));
    const { mailer, sent } = recordingMailer();
    expect(await sendDueMails({ db, mailer, logger })).toEqual({ claimed: 2, sent: 2, failed: 0 });
    expect(await sendDueMails({ db, mailer, logger })).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(sent.map((m) => m.subject).sort()).toEqual(['Message 1', 'Message 2']);
    const rows = await db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('keeps a mail SMTP refused, retries it after the backoff, and sends it once SMTP is back', async () => {
    await enqueueMail(db, mail(3));
    let smtpUp = false;
    const sent: Mail[] = [];
    const mailer: Mailer = {
      describe: () => 'test',
      send: async (m) => {
        if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(m);
      },
    };
    expect(await sendDueMails({ db, mailer, logger })).toMatchObject({ claimed: 1, failed: 1 });
    const [failed] = await db.select().from(mailOutbox);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    const wait = ((failed?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(5);
    expect(wait).toBeLessThan(15);
    // Not due yet: nothing is tried before the backoff.
    expect(await sendDueMails({ db, mailer, logger })).toMatchObject({ claimed: 0 });

    await timePasses();
    expect(await sendDueMails({ db, mailer, logger })).toMatchObject({ claimed: 1, failed: 1 });
    smtpUp = true;
    await timePasses();
    expect(await sendDueMails({ db, mailer, logger })).toMatchObject({ claimed: 1, sent: 1 });
    await timePasses();
    expect(await sendDueMails({ db, mailer, logger })).toMatchObject({ claimed: 0 });
    expect(sent).toHaveLength(1);
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    await enqueueMail(db, mail(4));
    const mailer: Mailer = { describe: () => 'test', send: async () => Promise.reject(new Error('550 boîte inconnue')) };
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await sendDueMails({ db, mailer, logger });
      await timePasses();
    }
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: '550 boîte inconnue' });
  });
});

describe('two workers on one database (two instances)', () => {
  it('send each of 20 queued mails exactly once', async () => {
    for (let n = 0; n < 20; n++) await enqueueMail(db, mail(n));
    // The second instance has its own connections, as it would on another machine.
    const otherPool = new pg.Pool({ ...database.pool.options, max: 3 });
    const otherDb = drizzle(otherPool, { schema });
    const one = recordingMailer(15);
    const two = recordingMailer(15);
    try {
      const a = createOutboxWorker({ db, mailer: one.mailer, logger, batchSize: 3 });
      const b = createOutboxWorker({ db: otherDb, mailer: two.mailer, logger, batchSize: 3 });
      const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]);
      expect(sentByA + sentByB).toBe(20);
      // Both took part: the claims really interleaved.
      expect(one.sent.length).toBeGreaterThan(0);
      expect(two.sent.length).toBeGreaterThan(0);
    } finally {
      await otherPool.end();
    }
    const subjects = [...one.sent, ...two.sent].map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, n) => `Message ${n}`).sort());
    expect((await db.select().from(mailOutbox)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('createOutboxWorker', () => {
  it('sends right away when poked, and stops after the batch in progress', async () => {
    const { mailer, sent } = recordingMailer(20);
    // A long poll: only the poke can explain a quick send.
    const worker = createOutboxWorker({ db, mailer, logger, pollMs: 60_000 });
    worker.start();
    await worker.drain();
    await enqueueMail(db, mail(5));
    worker.poke();
    await expect.poll(() => sent.length, { timeout: 5000 }).toBe(1);
    await enqueueMail(db, mail(6));
    worker.poke();
    await worker.stop();
    const rows = await db.select().from(mailOutbox);
    // Stopping waited for the send in progress: nothing is left claimed and unsent.
    expect(rows.filter((row) => row.status === 'sent').length).toBe(sent.length);
  });
});

describe('what a sent mail records (onSent)', () => {
  // A feature's handler, writing where a test can read it: one firm_settings row per delivered mail.
  const onSent: MailDeliveredHandlers = {
    'test.delivered': async (tx, data, sentAt) => {
      const { n } = z.object({ n: z.number() }).parse(data);
      if (n === 13) throw new Error('enregistrement impossible');
      await tx.insert(firmSettings).values({ key: `delivered ${n}`, value: { sentAt: sentAt.toISOString() } });
    },
  };
  const delivered = async () => (await db.select().from(firmSettings)).map((row) => ({ key: row.key, value: row.value }));

  it('gives the mailer the Reply-To, and records the delivery with the acceptance time only once SMTP took the mail', async () => {
    await enqueueMail(db, { ...mail(7), replyTo: 'camille@cabinet.test', onSent: { handler: 'test.delivered', data: { n: 7 } } });
    let smtpUp = false;
    const sent: Mail[] = [];
    const mailer: Mailer = {
      describe: () => 'test',
      send: async (m) => {
        if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        sent.push(m);
      },
    };
    expect(await sendDueMails({ db, mailer, logger, onSent })).toMatchObject({ failed: 1 });
    expect(await delivered()).toEqual([]);
    smtpUp = true;
    await timePasses();
    expect(await sendDueMails({ db, mailer, logger, onSent })).toMatchObject({ sent: 1 });
    expect(sent).toEqual([{ ...mail(7), replyTo: 'camille@cabinet.test' }]);
    const [row] = await db.select().from(mailOutbox);
    expect(await delivered()).toEqual([{ key: 'delivered 7', value: { sentAt: row?.sentAt?.toISOString() } }]);
  });

  it('marks the mail sent, and sends it no more, when its record cannot be written or its handler is unknown', async () => {
    await enqueueMail(db, [
      { ...mail(13), onSent: { handler: 'test.delivered', data: { n: 13 } } },
      { ...mail(14), onSent: { handler: 'test.unknown', data: { n: 14 } } },
    ]);
    const { mailer, sent } = recordingMailer();
    expect(await sendDueMails({ db, mailer, logger, onSent })).toMatchObject({ claimed: 2, sent: 2 });
    await timePasses();
    expect(await sendDueMails({ db, mailer, logger, onSent })).toMatchObject({ claimed: 0 });
    expect(sent).toHaveLength(2);
    expect((await db.select().from(mailOutbox)).every((row) => row.status === 'sent')).toBe(true);
    expect(await delivered()).toEqual([]);
  });
});

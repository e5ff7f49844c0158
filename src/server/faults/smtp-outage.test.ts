import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox-worker.ts';
import { startSmtpTestServer } from '../mail/smtp-test-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { freePort } from './server-process.ts';

// The SMTP server unreachable while tasks are assigned: the real mailer (nodemailer) against a
// port where nothing listens, then a real SMTP server brought up on that port. Two workers
// run, as two instances would. (sendDueMails' own retry rules are unit-tested in mail/.)

const logger = createLogger('silent');
const TASKS = 5;
let t: TestApp;
let workers: OutboxWorker[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>> | undefined;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await smtp?.close();
  await t.close();
});

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} : toujours pas au bout de ${timeoutMs} ms (${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('SMTP unreachable', () => {
  it('saves the tasks, then sends each mail once when SMTP comes back', async () => {
    const port = await freePort();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Cabinet <no-reply@cabinet.test>', dataDir: '/nonexistent', logger });
    workers = [0, 1].map(() => createOutboxWorker({ db: t.db, mailer, logger, pollMs: 200 }));
    for (const worker of workers) worker.start();

    const { client: camille } = await t.signedIn({ email: 'camille@cabinet.test' });
    const assignee = await t.createUser({ email: 'benoit@cabinet.test', fullName: 'Benoît Leroy' });
    const clientId = await t.insertClient();

    const titles = Array.from({ length: TASKS }, (_, i) => `Déclaration de TVA n°${i + 1}`);
    for (const title of titles) {
      const response = await camille.post('/api/tasks', {
        title,
        type: 'ponctuelle',
        priority: 'normale',
        status: 'a_faire',
        clientId,
        assignedTo: assignee.id,
      });
      expect(response.status).toBe(201);
    }

    // Every mail was tried and refused; the tasks are there all the same.
    const tried = await waitFor(
      'premières tentatives',
      () => t.db.select().from(mailOutbox),
      (rows) => rows.length === TASKS && rows.every((row) => row.attempts >= 1 && row.lastError !== null),
      15_000,
    );
    expect(tried.every((row) => row.status === 'pending' && /ECONNREFUSED/.test(row.lastError ?? ''))).toBe(true);
    const listed = await camille.get('/api/tasks?scope=all');
    expect(listed.status).toBe(200);
    for (const title of titles) expect(listed.text).toContain(title);

    smtp = await startSmtpTestServer({ port });
    // The first retry comes 10 s after the failure.
    // The outbox drained: every mail marked sent, which a worker does once the server took it.
    await waitFor('boîte d’envoi vidée', () => t.db.select().from(mailOutbox), (rows) => rows.every((row) => row.status === 'sent'), 25_000);
    // Stopping the workers waits for a pass in flight: no copy can still be on its way after this.
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
    expect(smtp.received).toHaveLength(TASKS);
    expect(smtp.received.every((mail) => mail.to.join() === 'benoit@cabinet.test')).toBe(true);
    const subjects = smtp.received.map((mail) => titles.find((title) => mail.raw.includes(title)));
    expect(new Set(subjects).size).toBe(TASKS);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(rows).toHaveLength(TASKS);
  }, 60_000);
});

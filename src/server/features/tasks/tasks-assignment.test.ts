import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fromParisParts } from '../../../shared/paris-time.ts';
import type { TaskRow } from '../../../shared/tasks.ts';
import { mailOutbox, notifications, tasks } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { createMailer, type Mail, type Mailer } from '../../mail/mailer.ts';
import { createOutboxWorker, sendDueMails } from '../../mail/outbox-worker.ts';
import { startSmtpTestServer } from '../../mail/smtp-test-server.ts';
import { TEST_ORIGIN } from '../../testing/test-app.ts';
import { createTeamApp } from '../../testing/signed-in-app.ts';

const logger = createLogger('silent');
const { t, camille, camilleId, benoitId, clientId } = await createTeamApp();
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(mailOutbox);
  await t.db.delete(notifications);
});

const dueDate = fromParisParts({ year: 2026, month: 3, day: 12, hour: 14, minute: 0 }).toISOString();
const body = { title: 'Déclaration de TVA', type: 'ponctuelle', priority: 'urgente', status: 'a_faire', dueDate };

async function create(extra: Record<string, unknown>) {
  const response = await camille.post('/api/tasks', { ...body, clientId, ...extra });
  expect(response.status).toBe(201);
  return response.json as TaskRow;
}

describe('assigning a task (SPEC §7 send-task-notification)', () => {
  it("queues the assignee's mail and bell notification with the task: title, client, due date, priority, link", async () => {
    const task = await create({ assignedTo: benoitId });
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.taskId, task.id));
    expect(notification).toMatchObject({
      userId: benoitId,
      kind: 'task_assigned',
      title: 'Camille Dupont vous a assigné « Déclaration de TVA »',
      body: 'Client : Boulangerie Martin · Échéance : jeudi 12 mars 2026 à 14:00 · Priorité : Urgente',
      readAt: null,
    });
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: 'benoit@cabinet.test', subject: 'Nouvelle tâche : Déclaration de TVA', status: 'pending', attempts: 0 });
    expect(mail?.text).toContain('Bonjour Benoît Leroy,');
    expect(mail?.text).toContain('Client : Boulangerie Martin');
    expect(mail?.text).toContain('Échéance : jeudi 12 mars 2026 à 14:00');
    expect(mail?.text).toContain('Priorité : Urgente');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/tasks?tache=${task.id}`);
    expect(mail?.html).toContain(`href="${TEST_ORIGIN}/tasks?tache=${task.id}"`);
  });

  it('escapes what people typed in the HTML mail', async () => {
    await create({ assignedTo: benoitId, title: '<script>alert(1)</script> & co' });
    const [mail] = await t.db.select().from(mailOutbox);
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(mail?.html).not.toContain('<script>');
  });

  it('notifies nobody for an unassigned task or one I assign to myself', async () => {
    await create({ assignedTo: null });
    await create({ assignedTo: camilleId });
    expect(await t.db.select().from(notifications)).toEqual([]);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it('notifies the new assignee when the form changes the assignee, and only then', async () => {
    const task = await create({ assignedTo: null });
    const put = (extra: Record<string, unknown>) => camille.request('PUT', `/api/tasks/${task.id}`, { ...body, clientId, ...extra });
    expect((await put({ assignedTo: benoitId })).status).toBe(200);
    expect((await put({ assignedTo: benoitId, title: 'TVA de mars' })).status).toBe(200);
    expect((await put({ assignedTo: benoitId, status: 'en_cours' })).status).toBe(200);
    expect(await t.db.select({ userId: notifications.userId }).from(notifications)).toEqual([{ userId: benoitId }]);
    expect((await t.db.select().from(mailOutbox)).map((mail) => mail.to)).toEqual(['benoit@cabinet.test']);
  });

  it('writes neither task nor mail when the task cannot be saved, nor a task when its mail cannot be queued', async () => {
    // Failures injected inside the transaction, after the checks the API makes itself.
    await t.db.execute(sql`CREATE FUNCTION refuse_test_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'écriture refusée pour le test'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_task BEFORE INSERT ON tasks FOR EACH ROW
      WHEN (NEW.title = 'Tâche refusée') EXECUTE FUNCTION refuse_test_write()`);
    await t.db.execute(sql`CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW
      WHEN (NEW.subject LIKE '%Mail refusé%') EXECUTE FUNCTION refuse_test_write()`);
    try {
      for (const title of ['Tâche refusée', 'Mail refusé']) {
        const response = await camille.post('/api/tasks', { ...body, clientId, title, assignedTo: benoitId });
        expect(response).toMatchObject({ status: 500, json: { error: { message: 'Une erreur inattendue est survenue' } } });
        expect(await t.db.select().from(tasks).where(eq(tasks.title, title))).toEqual([]);
      }
      expect(await t.db.select().from(notifications)).toEqual([]);
      expect(await t.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_task ON tasks`);
      await t.db.execute(sql`DROP TRIGGER refuse_mail ON mail_outbox`);
      await t.db.execute(sql`DROP FUNCTION refuse_test_write()`);
    }
  });

  it('saves the task while SMTP is down and delivers the mail once SMTP is back', async () => {
    let smtpUp = false;
    const sent: Mail[] = [];
    const mailer: Mailer = {
      describe: () => 'test',
      send: async (mail) => {
        if (!smtpUp) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        sent.push(mail);
      },
    };
    const task = await create({ assignedTo: benoitId });
    expect(await sendDueMails({ db: t.db, mailer, logger })).toMatchObject({ failed: 1 });
    expect((await camille.get(`/api/tasks/${task.id}`)).status).toBe(200);
    smtpUp = true;
    await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await sendDueMails({ db: t.db, mailer, logger })).toMatchObject({ sent: 1 });
    expect(await sendDueMails({ db: t.db, mailer, logger })).toMatchObject({ claimed: 0 });
    expect(sent.map((mail) => mail.to)).toEqual(['benoit@cabinet.test']);
  });

  it('reaches a real SMTP server as soon as the task is committed', async () => {
    const smtp = await startSmtpTestServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Cabinet <no-reply@cabinet.test>', dataDir: '/nonexistent', logger });
    // A poll far in the future: the mail leaves because the commit pokes the worker.
    const worker = createOutboxWorker({ db: t.db, mailer, logger, pollMs: 600_000 });
    worker.start();
    try {
      await worker.drain();
      const task = await create({ assignedTo: benoitId });
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      expect(smtp.received[0]?.to).toEqual(['benoit@cabinet.test']);
      expect(smtp.received[0]?.raw).toContain(`${TEST_ORIGIN}/tasks?tache=${task.id}`);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});

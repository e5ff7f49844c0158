import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EInvoicingRow } from '../../../shared/e-invoicing/api.ts';
import { REMINDER_MESSAGES, REMINDER_TEMPLATE_MAX, reminderDeadline } from '../../../shared/e-invoicing/reminders.ts';
import { parisIsoDay, parisMidnight } from '../../../shared/paris-time.ts';
import { activityLog, clientCollaborators, clientEInvoicing, firmSettings, mailOutbox } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { mergeMailDelivered } from '../../mail/mail-delivered.ts';
import { createMailer, type Mail, type Mailer } from '../../mail/mailer.ts';
import { createOutboxWorker } from '../../mail/outbox-worker.ts';
import { startSmtpTestServer } from '../../mail/smtp-test-server.ts';
import { CAMILLE, createSignedInApp, MISSING_ID } from '../../testing/signed-in-app.ts';
import { eInvoicingFeature } from './index.ts';

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(mailOutbox);
  await t.db.delete(firmSettings);
});

const logger = createLogger('silent');
// The feature's handlers, as main.ts gathers them for its worker.
const onSent = mergeMailDelivered([eInvoicingFeature.mailDelivered]);
const smtpMailer = (url: string) => createMailer({ smtpUrl: url, from: 'Cabinet <no-reply@cabinet.test>', dataDir: '/nonexistent', logger });
/** Sends every due mail, as the server's worker would, and answers how many left. */
const drain = (mailer: Mailer) => createOutboxWorker({ db: t.db, mailer, logger, onSent, pollMs: 600_000 }).drain();
/** The outbox's retries come due, as the clock would make them. */
const retriesComeDue = () => t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.status, 'pending'));

const template = {
  subject: 'Relance {raison_sociale}',
  body: 'Bonjour {raison_sociale},\nMerci de choisir votre plateforme avant le {date_limite}.\n{collaborateur} <3',
};
const send = (clientIds: readonly string[], body: Partial<typeof template> = {}) =>
  camille.post('/api/e-invoicing/reminders', { clientIds, ...template, ...body });

const reminderJournal = () =>
  t.db
    .select({ clientId: activityLog.clientId, userName: activityLog.userName, oldValue: activityLog.oldValue, newValue: activityLog.newValue })
    .from(activityLog)
    .where(and(eq(activityLog.entity, 'e_invoicing'), eq(activityLog.field, 'lastReminderAt')))
    .orderBy(asc(activityLog.id));
const reminderOf = async (clientId: string) => {
  const [row] = await t.db
    .select({ at: clientEInvoicing.lastReminderAt, by: clientEInvoicing.lastReminderBy, byName: clientEInvoicing.lastReminderByName })
    .from(clientEInvoicing)
    .where(eq(clientEInvoicing.clientId, clientId));
  return row ?? null;
};
const sentAtOf = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]?.sentAt;

// Benoît was assigned to the bakery before Hélène: he is its first collaborator.
const benoit = await t.createUser({ email: 'benoit@cabinet.test', fullName: 'Benoît Leroy' });
const helene = await t.createUser({ email: 'helene@cabinet.test', fullName: 'Hélène Garnier' });
const bakery = await t.insertClient({ raisonSociale: 'Boulangerie Martin', email: 'contact@boulangerie-martin.fr', categorieEntreprise: 'pme' });
await t.db.insert(clientCollaborators).values([
  { clientId: bakery, collaboratorId: helene.id, createdAt: new Date('2026-02-01T09:00:00Z') },
  { clientId: bakery, collaboratorId: benoit.id, createdAt: new Date('2026-01-01T09:00:00Z') },
]);
// Ready to receive: its next date is the PME issuing deadline.
await t.db.insert(clientEInvoicing).values({ clientId: bakery, receptionStatus: 'pret' });
// No collaborator, no record: a GE late on both dates of 01/09/2026; spaces around its address.
const garage = await t.insertClient({ raisonSociale: 'Garage Dupuis', email: ' atelier@garage-dupuis.fr ', categorieEntreprise: 'ge' });
const noEmail = await t.insertClient({ raisonSociale: 'Sans Adresse', email: null });
const badEmail = await t.insertClient({ raisonSociale: 'Adresse Fausse', email: 'pas-une-adresse' });
const inactive = await t.insertClient({ raisonSociale: 'Ancien Client', status: 'inactif', email: 'ancien@exemple.fr' });

const expectedSkipped = [
  { clientId: noEmail, reason: 'no_email' },
  { clientId: badEmail, reason: 'invalid_email' },
  { clientId: inactive, reason: 'inactive' },
  { clientId: MISSING_ID, reason: 'unknown' },
];
const selection = [noEmail, bakery, badEmail, inactive, MISSING_ID, garage];

describe('POST /api/e-invoicing/reminders', () => {
  it('mails each client once, filled, Reply-To its first collaborator, and records the last reminder only once the SMTP server accepted it', async () => {
    const smtp = await startSmtpTestServer();
    try {
      const response = await send(selection);
      expect(response).toMatchObject({ status: 200, json: { queued: 2, deferred: 0, deferredUntil: null, skipped: expectedSkipped } });

      // Queued, not sent: nothing is recorded yet.
      expect(await reminderOf(bakery)).toEqual({ at: null, by: null, byName: null });
      expect(await reminderOf(garage)).toBeNull();
      expect(await reminderJournal()).toEqual([]);

      expect(await drain(smtpMailer(smtp.url))).toBe(2);
      expect(smtp.received.map((mail) => mail.to)).toEqual(expect.arrayContaining([['contact@boulangerie-martin.fr'], ['atelier@garage-dupuis.fr']]));
      expect(smtp.received).toHaveLength(2);
      const bakeryMail = smtp.received.find((mail) => mail.to[0] === 'contact@boulangerie-martin.fr')?.raw ?? '';
      expect(bakeryMail).toMatch(/^Subject: Relance Boulangerie Martin\r?$/m);
      expect(bakeryMail).toMatch(/^Reply-To: benoit@cabinet\.test\r?$/m);
      expect(bakeryMail).toContain('Bonjour Boulangerie Martin,\r\nMerci de choisir votre plateforme avant le 01/09/2027.\r\nBenoît Leroy <3');
      expect(bakeryMail).toContain('Bonjour Boulangerie Martin,<br>\r\nMerci de choisir votre plateforme avant le 01/09/2027.<br>\r\nBenoît Leroy &lt;3');
      const garageMail = smtp.received.find((mail) => mail.to[0] === 'atelier@garage-dupuis.fr')?.raw ?? '';
      expect(garageMail).toContain('Merci de choisir votre plateforme avant le 01/09/2026.\r\n <3');
      expect(garageMail).not.toMatch(/^Reply-To:/im);

      // Recorded at the acceptance time, by whom asked, a record created for the garage.
      const bakerySentAt = await sentAtOf('contact@boulangerie-martin.fr');
      const garageSentAt = await sentAtOf('atelier@garage-dupuis.fr');
      expect(await reminderOf(bakery)).toEqual({ at: bakerySentAt, by: camilleId, byName: CAMILLE.fullName });
      expect(await reminderOf(garage)).toEqual({ at: garageSentAt, by: camilleId, byName: CAMILLE.fullName });
      expect(await reminderJournal()).toEqual(
        expect.arrayContaining([
          { clientId: bakery, userName: CAMILLE.fullName, oldValue: null, newValue: bakerySentAt?.toISOString() },
          { clientId: garage, userName: CAMILLE.fullName, oldValue: null, newValue: garageSentAt?.toISOString() },
        ]),
      );
      // The page shows it.
      const rows = (await camille.get('/api/e-invoicing')).json as { clients: EInvoicingRow[] };
      expect(rows.clients.find((row) => row.clientId === bakery)).toMatchObject({ lastReminderAt: bakerySentAt?.toISOString(), lastReminderBy: CAMILLE.fullName });
    } finally {
      await smtp.close();
    }
  });

  it('keeps the mails while the SMTP server is down, records nothing, then delivers each once when it is back', async () => {
    await t.db.delete(activityLog).where(eq(activityLog.field, 'lastReminderAt'));
    await t.db.update(clientEInvoicing).set({ lastReminderAt: null, lastReminderBy: null, lastReminderByName: null });
    const first = await startSmtpTestServer();
    const port = Number(new URL(first.url).port);
    await first.close();
    const mailer = smtpMailer(first.url);

    expect((await send([bakery, garage])).status).toBe(200);
    expect(await drain(mailer)).toBe(0);
    const waiting = await t.db.select().from(mailOutbox);
    expect(waiting.map((mail) => [mail.status, mail.attempts, /ECONNREFUSED/.test(mail.lastError ?? '')])).toEqual([
      ['pending', 1, true],
      ['pending', 1, true],
    ]);
    expect(first.received).toEqual([]);
    expect(await reminderOf(bakery)).toMatchObject({ at: null });
    expect(await reminderOf(garage)).toMatchObject({ at: null });
    expect(await reminderJournal()).toEqual([]);

    const back = await startSmtpTestServer({ port });
    try {
      await retriesComeDue();
      expect(await drain(mailer)).toBe(2);
      await retriesComeDue();
      expect(await drain(mailer)).toBe(0);
      expect(back.received.map((mail) => mail.to[0]).sort()).toEqual(['atelier@garage-dupuis.fr', 'contact@boulangerie-martin.fr']);
      expect(await reminderOf(bakery)).toMatchObject({ at: await sentAtOf('contact@boulangerie-martin.fr'), byName: CAMILLE.fullName });
      expect(await reminderOf(garage)).toMatchObject({ at: await sentAtOf('atelier@garage-dupuis.fr'), byName: CAMILLE.fullName });
      expect(await reminderJournal()).toHaveLength(2);
    } finally {
      await back.close();
    }
  });

  it('sends no more than the daily cap a day: the rest waits for the next day in Paris, as the answer says', async () => {
    const admin = await t.signedIn({ email: 'admin-cap@cabinet.test', fullName: 'Alice Admin', role: 'admin' });
    const settings = (await camille.get('/api/e-invoicing/settings')).json as { template: typeof template };
    expect((await admin.client.request('PUT', '/api/e-invoicing/settings', { template: settings.template, dailyCap: 3 })).status).toBe(200);
    const five = await t.addClients(5, { email: 'client@exemple.fr' });
    const today = parisIsoDay(new Date());
    const tomorrow = parisIsoDay(parisMidnight(today, 1));

    expect(await send(five)).toMatchObject({ status: 200, json: { queued: 5, deferred: 2, deferredUntil: tomorrow, skipped: [] } });
    const queued = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.nextAttemptAt));
    expect(queued.map((mail) => [mail.capCategory, mail.capDay])).toEqual([
      ['client_reminder', today],
      ['client_reminder', today],
      ['client_reminder', today],
      ['client_reminder', tomorrow],
      ['client_reminder', tomorrow],
    ]);
    for (const mail of queued.slice(0, 3)) expect(mail.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    for (const mail of queued.slice(3)) expect(mail.nextAttemptAt).toEqual(parisMidnight(tomorrow));

    const sent: Mail[] = [];
    expect(await drain({ describe: () => 'test', send: async (mail) => void sent.push(mail) })).toBe(3);
    expect(sent).toHaveLength(3);
  });

  it.each([
    ['more than 2,000 clients', { clientIds: Array.from({ length: 2001 }, () => randomUUID()) }, REMINDER_MESSAGES.tooManyClients],
    ['no client', { clientIds: [] }, REMINDER_MESSAGES.noClient],
    ['a client twice', { clientIds: [bakery, garage, bakery] }, REMINDER_MESSAGES.duplicate],
    ['an unknown placeholder in the body', { body: 'Bonjour {nom},' }, REMINDER_MESSAGES.unknownPlaceholder('nom')],
    ['an unknown placeholder in the subject', { subject: 'Relance {client}' }, REMINDER_MESSAGES.unknownPlaceholder('client')],
    ['a body over 10,000 characters', { body: 'a'.repeat(REMINDER_TEMPLATE_MAX + 1) }, REMINDER_MESSAGES.tooLong],
    ['a subject with a line feed', { subject: 'Relance\nBcc: tous@exemple.fr' }, REMINDER_MESSAGES.subjectLineBreak],
    ['a subject with a carriage return', { subject: 'Relance\rBcc: tous@exemple.fr' }, REMINDER_MESSAGES.subjectLineBreak],
  ])('refuses %s in French, and queues nothing', async (_, change, message) => {
    for (const path of ['/api/e-invoicing/reminders', '/api/e-invoicing/reminders/preview', '/api/e-invoicing/reminders/test']) {
      const response = await camille.post(path, { clientIds: [bakery, garage], ...template, ...change });
      expect(response).toMatchObject({ status: 400, json: { error: { message } } });
    }
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('POST /api/e-invoicing/reminders/preview', () => {
  it('shows the first mailable client’s mail and who will be skipped, and queues nothing', async () => {
    const response = await camille.post('/api/e-invoicing/reminders/preview', { clientIds: selection, ...template });
    expect(response).toMatchObject({
      status: 200,
      json: {
        first: {
          clientId: bakery,
          to: 'contact@boulangerie-martin.fr',
          replyTo: 'benoit@cabinet.test',
          subject: 'Relance Boulangerie Martin',
          text: 'Bonjour Boulangerie Martin,\nMerci de choisir votre plateforme avant le 01/09/2027.\nBenoît Leroy <3',
        },
        sendable: 2,
        skipped: expectedSkipped,
      },
    });
    const nobody = await camille.post('/api/e-invoicing/reminders/preview', { clientIds: [noEmail, inactive], ...template });
    expect(nobody.json).toEqual({ first: null, sendable: 0, skipped: [expectedSkipped[0], expectedSkipped[2]] });
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('POST /api/e-invoicing/reminders/test', () => {
  it('mails the first client’s version to the requester, outside the cap, recording nothing', async () => {
    await t.db.update(clientEInvoicing).set({ lastReminderAt: null, lastReminderBy: null, lastReminderByName: null });
    const journalBefore = (await reminderJournal()).length;
    const smtp = await startSmtpTestServer();
    try {
      const response = await camille.post('/api/e-invoicing/reminders/test', { clientIds: [noEmail, garage, bakery], ...template });
      expect(response).toMatchObject({ status: 200, json: { to: CAMILLE.email } });
      const [queued] = await t.db.select().from(mailOutbox);
      expect(queued).toMatchObject({ to: CAMILLE.email, capCategory: null, capDay: null, onSent: null });
      expect(await drain(smtpMailer(smtp.url))).toBe(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([[CAMILLE.email]]);
      expect(smtp.received[0]?.raw).toMatch(/^Subject: Relance Garage Dupuis\r?$/m);
      expect(await reminderOf(garage)).toMatchObject({ at: null });
      expect(await reminderJournal()).toHaveLength(journalBefore);
    } finally {
      await smtp.close();
    }
  });

  it('refuses a selection where no client can be mailed', async () => {
    const response = await camille.post('/api/e-invoicing/reminders/test', { clientIds: [noEmail, badEmail], ...template });
    expect(response).toMatchObject({ status: 400, json: { error: { message: REMINDER_MESSAGES.nobodyToMail } } });
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('{date_limite}', () => {
  const today = '2026-11-27';
  it('is the earliest deadline the client is not ready for that is not past yet', () => {
    expect(reminderDeadline({ category: 'pme', receptionStatus: 'a_faire', issuingStatus: 'a_faire', today })).toBe('2027-09-01');
    expect(reminderDeadline({ category: 'pme', receptionStatus: 'a_faire', issuingStatus: 'en_cours', today: '2026-08-01' })).toBe('2026-09-01');
    expect(reminderDeadline({ category: 'micro', receptionStatus: 'pret', issuingStatus: 'a_faire', today: '2026-08-01' })).toBe('2027-09-01');
  });
  it('is the earliest passed one when every open deadline is past, and reception when none is open', () => {
    expect(reminderDeadline({ category: 'eti', receptionStatus: 'en_cours', issuingStatus: 'a_faire', today })).toBe('2026-09-01');
    expect(reminderDeadline({ category: null, receptionStatus: 'a_faire', issuingStatus: 'a_faire', today })).toBe('2026-09-01');
    expect(reminderDeadline({ category: 'pme', receptionStatus: 'pret', issuingStatus: 'pas_concerne', today })).toBe('2026-09-01');
    expect(reminderDeadline({ category: null, receptionStatus: 'pret', issuingStatus: 'a_faire', today })).toBe('2026-09-01');
  });
});

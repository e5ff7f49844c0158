import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEMPLATE, REMINDER_DAILY_CAP_DEFAULT, REMINDER_MESSAGES, REMINDER_TEMPLATE_MAX } from '../../../shared/e-invoicing/reminders.ts';
import { firmSettings } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

// Camille is a collaborator; Alice administers the firm.
const { t, camille } = await createSignedInApp();
const { client: alice, user: aliceUser } = await t.signedIn({ email: 'alice@cabinet.test', fullName: 'Alice Martin', role: 'admin' });
afterAll(() => t.close());

const put = (caller: typeof camille, body: unknown) => caller.request('PUT', '/api/e-invoicing/settings', body);
const template = { subject: 'Où en est {raison_sociale} ?', body: 'Bonjour,\nla date limite est le {date_limite}.\n{collaborateur}' };

describe('GET and PUT /api/e-invoicing/settings', () => {
  it('reads the default template and a cap of 500 until an admin saves others, which everyone then reads', async () => {
    expect(await camille.get('/api/e-invoicing/settings')).toMatchObject({
      status: 200,
      json: { template: DEFAULT_REMINDER_TEMPLATE, dailyCap: REMINDER_DAILY_CAP_DEFAULT },
    });
    expect(await put(alice, { template, dailyCap: 120 })).toMatchObject({ status: 200, json: { template, dailyCap: 120 } });
    expect((await camille.get('/api/e-invoicing/settings')).json).toEqual({ template, dailyCap: 120 });
    const rows = await t.db.select().from(firmSettings);
    expect(rows.every((row) => row.updatedBy === aliceUser.id)).toBe(true);
  });

  it('lets only admins save', async () => {
    const before = (await camille.get('/api/e-invoicing/settings')).json;
    const response = await put(camille, { template: { subject: 'Autre', body: 'Autre' }, dailyCap: 10 });
    expect(response).toMatchObject({ status: 403, json: { error: { message: 'Action réservée aux administrateurs.' } } });
    expect((await camille.get('/api/e-invoicing/settings')).json).toEqual(before);
  });

  it.each([
    ['an unknown placeholder', { template: { ...template, body: 'Bonjour {prenom}' }, dailyCap: 10 }, REMINDER_MESSAGES.unknownPlaceholder('prenom')],
    ['a body over 10,000 characters', { template: { ...template, body: 'a'.repeat(REMINDER_TEMPLATE_MAX + 1) }, dailyCap: 10 }, REMINDER_MESSAGES.tooLong],
    ['a subject with a line break', { template: { ...template, subject: 'Relance\r\nBcc: x@exemple.fr' }, dailyCap: 10 }, REMINDER_MESSAGES.subjectLineBreak],
    ['an empty body', { template: { ...template, body: '  ' }, dailyCap: 10 }, REMINDER_MESSAGES.bodyRequired],
    ['a cap of 0', { template, dailyCap: 0 }, REMINDER_MESSAGES.capInvalid],
    ['a cap that is not whole', { template, dailyCap: 2.5 }, REMINDER_MESSAGES.capInvalid],
    ['a cap that is not a number', { template, dailyCap: 'cent' }, REMINDER_MESSAGES.capInvalid],
    ['a cap above the maximum', { template, dailyCap: 50_001 }, REMINDER_MESSAGES.capInvalid],
  ])('refuses %s in French, and saves nothing', async (_, body, message) => {
    const before = (await camille.get('/api/e-invoicing/settings')).json;
    expect(await put(alice, body)).toMatchObject({ status: 400, json: { error: { message } } });
    expect((await camille.get('/api/e-invoicing/settings')).json).toEqual(before);
  });
});

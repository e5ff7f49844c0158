import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityLog, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont', role: 'stagiaire' }));
});
afterAll(() => t.close());

const patchProfile = (client: TestClient, body: unknown) => client.request('PATCH', '/api/profile', body);

async function storedUser(id: string) {
  const [row] = await t.db.select({ fullName: users.fullName, email: users.email, role: users.role }).from(users).where(eq(users.id, id));
  return row;
}

describe('PATCH /api/profile', () => {
  it('changes the full name, answers the current user and journals the change', async () => {
    const response = await patchProfile(camille, { fullName: '  Camille Martin  ' });
    expect(response).toMatchObject({
      status: 200,
      json: { id: camilleId, email: 'camille@cabinet.test', fullName: 'Camille Martin', role: 'stagiaire' },
    });
    expect((await camille.get('/api/me')).json).toMatchObject({ fullName: 'Camille Martin' });
    const journal = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'user'), eq(activityLog.entityId, camilleId)));
    expect(journal).toEqual([
      expect.objectContaining({ action: 'update', field: 'fullName', oldValue: 'Camille Dupont', newValue: 'Camille Martin', userId: camilleId }),
    ]);
  });

  it('refuses to change the email or the role: unknown fields, nothing written', async () => {
    const cases: [object, string][] = [
      [{ fullName: 'Camille Pirate', email: 'pirate@cabinet.test' }, 'Clé non reconnue : "email"'],
      [{ fullName: 'Camille Pirate', role: 'admin' }, 'Clé non reconnue : "role"'],
      [{ role: 'admin' }, 'Le nom complet est requis'],
    ];
    for (const [body, message] of cases) {
      expect(await patchProfile(camille, body)).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    }
    expect(await storedUser(camilleId)).toEqual({ fullName: 'Camille Martin', email: 'camille@cabinet.test', role: 'stagiaire' });
  });

  it.each([
    ['a blank name', { fullName: '   ' }, 'Le nom complet est requis'],
    ['a missing name', {}, 'Le nom complet est requis'],
    ['a 200-character name', { fullName: 'x'.repeat(200) }, 'Le nom complet doit contenir au plus 120 caractères'],
    ['a name that is not text', { fullName: 42 }, 'Le nom complet est requis'],
  ])('refuses %s in French', async (_label, body, message) => {
    const response = await patchProfile(camille, body);
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    expect((await storedUser(camilleId))?.fullName).toBe('Camille Martin');
  });

  it('refuses malformed JSON', async () => {
    const response = await patchProfile(camille, '{"fullName": ');
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
  });

  it('needs a session', async () => {
    expect(await patchProfile(t.client(), { fullName: 'Personne' })).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, ends the other sessions and keeps the current one', async () => {
    await t.createUser({ email: 'lea@cabinet.test', fullName: 'Léa Morel', password: 'ancien-mdp' });
    const laptop = t.client();
    const phone = t.client();
    await laptop.signIn('lea@cabinet.test', 'ancien-mdp');
    await phone.signIn('lea@cabinet.test', 'ancien-mdp');

    const response = await laptop.post('/api/auth/change-password', {
      currentPassword: 'ancien-mdp',
      newPassword: 'nouveau-mdp',
      revokeOtherSessions: true,
    });
    expect(response.status).toBe(200);

    expect((await laptop.get('/api/me')).json).toMatchObject({ email: 'lea@cabinet.test' });
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await t.client().post('/api/auth/sign-in/email', { email: 'lea@cabinet.test', password: 'ancien-mdp' })).status).toBe(401);
    await t.client().signIn('lea@cabinet.test', 'nouveau-mdp');
  });

  it('says so when the current password is wrong, and changes nothing', async () => {
    await t.createUser({ email: 'hugo@cabinet.test', password: 'le-bon-mdp' });
    const hugo = t.client();
    await hugo.signIn('hugo@cabinet.test', 'le-bon-mdp');
    const response = await hugo.post('/api/auth/change-password', {
      currentPassword: 'pas-le-bon',
      newPassword: 'nouveau-mdp',
      revokeOtherSessions: true,
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: { message: 'Mot de passe actuel incorrect' } });
    await t.client().signIn('hugo@cabinet.test', 'le-bon-mdp');
  });

  it('refuses a new password of 5 characters with the SPEC message', async () => {
    const response = await camille.post('/api/auth/change-password', {
      currentPassword: 'motdepasse',
      newPassword: '12345',
      revokeOtherSessions: true,
    });
    expect(response).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Le mot de passe doit contenir au moins 6 caractères' } },
    });
    await t.client().signIn('camille@cabinet.test', 'motdepasse');
  });

  it('needs a session', async () => {
    const response = await t.client().post('/api/auth/change-password', { currentPassword: 'motdepasse', newPassword: 'nouveau-mdp' });
    expect(response.status).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, verifications } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
const email = 'jerome.lefevre@cabinet.test';
beforeAll(async () => {
  // More sign-ins than the per-IP limit's default allows a minute: every test here signs in from the same address.
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '30' });
  await t.createUser({ email, fullName: 'Jérôme Lefèvre', password: 'ancien-mdp', role: 'collaborateur' });
});
afterAll(() => t.close());

const resetToken = () => {
  const mail = t.sentMails.at(-1);
  const match = mail?.text.match(/\/reset-password\?token=([^\s]+)/);
  return match ? decodeURIComponent(match[1] ?? '') : undefined;
};

describe('sign-in', () => {
  it('answers 401 on every protected route without a session', async () => {
    expect(await t.client().get('/api/me')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });

  it('refuses a wrong password with the SPEC message', async () => {
    const response = await t.client().post('/api/auth/sign-in/email', { email, password: 'mauvais' });
    expect(response).toMatchObject({ status: 401, json: { error: { code: 'INVALID_CREDENTIALS', message: 'Email ou mot de passe incorrect' } } });
  });

  it('refuses an unknown email with the same message', async () => {
    const response = await t.client().post('/api/auth/sign-in/email', { email: 'personne@cabinet.test', password: 'ancien-mdp' });
    expect(response).toMatchObject({ status: 401, json: { error: { message: 'Email ou mot de passe incorrect' } } });
  });

  it('signs in with an HttpOnly SameSite=Lax cookie and never returns the session token', async () => {
    const client = t.client();
    const response = await client.signIn('Jerome.Lefevre@cabinet.test', 'ancien-mdp');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cabinet.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(response.json).toEqual({ user: { id: expect.any(String), email, fullName: 'Jérôme Lefèvre', role: 'collaborateur' } });
    expect(response.text).not.toContain('token');
    expect(await client.get('/api/me')).toMatchObject({ status: 200, json: { email, role: 'collaborateur' } });
  });

  it('ends the session on the server at sign-out', async () => {
    const client = t.client();
    const { json } = await client.signIn(email, 'ancien-mdp');
    const userId = (json as { user: { id: string } }).user.id;
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    const after = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(after.length).toBe(before.length - 1);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('refuses bad bodies in French without calling Better Auth', async () => {
    const client = t.client();
    expect(await client.post('/api/auth/sign-in/email', { email, password: 'x', admin: true })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "admin"' } },
    });
    expect(await client.post('/api/auth/sign-in/email', '{"email":')).toMatchObject({ status: 400, json: { error: { code: 'MALFORMED_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' } } });
    expect(await client.post('/api/auth/sign-in/email', { email: 42, password: [] })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: "L'email est requis" } },
    });
  });

  it('changes the password without returning the session token', async () => {
    await t.createUser({ email: 'mdp@cabinet.test', password: 'ancien-1' });
    const client = t.client();
    await client.signIn('mdp@cabinet.test', 'ancien-1');
    const response = await client.post('/api/auth/change-password', { currentPassword: 'ancien-1', newPassword: 'nouveau-1', revokeOtherSessions: true });
    expect(response).toMatchObject({ status: 200, json: { user: { email: 'mdp@cabinet.test' } } });
    expect(response.text).not.toContain('token');
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('closes the user’s other sessions whatever the caller asks, and keeps the one that changed it', async () => {
    await t.createUser({ email: 'autres@cabinet.test', password: 'ancien-2' });
    const laptop = t.client();
    const phone = t.client();
    await laptop.signIn('autres@cabinet.test', 'ancien-2');
    await phone.signIn('autres@cabinet.test', 'ancien-2');
    const refused = await laptop.post('/api/auth/change-password', { currentPassword: 'ancien-2', newPassword: 'nouveau-2', revokeOtherSessions: false });
    expect(refused).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Changer de mot de passe ferme toujours les autres sessions.' } } });
    expect((await phone.get('/api/me')).status).toBe(200);

    expect((await laptop.post('/api/auth/change-password', { currentPassword: 'ancien-2', newPassword: 'nouveau-2' })).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);
  });

  it('reads the session without its token', async () => {
    const { user, client } = await t.signedIn({ email: 'session@cabinet.test' });
    const [row] = await t.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, user.id));
    const response = await client.get('/api/auth/get-session');
    expect(response).toMatchObject({ status: 200, json: { session: { userId: user.id }, user: { email: 'session@cabinet.test' } } });
    expect(response.json).not.toHaveProperty('session.token');
    const token = row?.token ?? '';
    expect(token.length).toBeGreaterThan(16);
    expect(response.text).not.toContain(token);
    expect(await t.client().get('/api/auth/get-session')).toMatchObject({ status: 200, json: null });
  });

  it('exposes only the endpoints the product uses', async () => {
    expect((await t.client().post('/api/auth/delete-user', {})).status).toBe(404);
    expect((await t.client().post('/api/auth/sign-up/email', { fullName: 'X', email: 'x@y.fr', password: 'secret1' })).status).toBe(404);
  });
});

describe('password reset', () => {
  it('answers the same whether the account exists or not, and mails only real accounts', async () => {
    const before = t.sentMails.length;
    const unknown = await t.client().post('/api/auth/request-password-reset', { email: 'inconnu@cabinet.test', redirectTo: '/reset-password' });
    const known = await t.client().post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(known).toMatchObject({ status: 200, json: { message: 'Un email de réinitialisation a été envoyé à votre adresse.' } });
    // The real account's mail, asked for second, has arrived: one for the unknown address would have left first.
    await expect.poll(() => t.sentMails.length).toBe(before + 1);
    expect(t.sentMails.slice(before).map((mail) => mail.to)).toEqual([email]);
    expect(t.sentMails.at(-1)).toMatchObject({ to: email, subject: 'Réinitialisation de votre mot de passe' });
    expect(t.sentMails.at(-1)?.text).toContain('http://localhost:3000/reset-password?token=');
  });

  it('refuses a new password under 6 characters', async () => {
    const response = await t.client().post('/api/auth/reset-password', { newPassword: '12345', token: resetToken() });
    expect(response).toMatchObject({ status: 400, json: { error: { message: 'Le mot de passe doit contenir au moins 6 caractères' } } });
  });

  it('sets the new password once, ends the old sessions, and the link cannot be reused', async () => {
    const oldSession = t.client();
    await oldSession.signIn(email, 'ancien-mdp');
    const token = resetToken();
    expect((await t.client().post('/api/auth/reset-password', { newPassword: 'nouveau-mdp', token })).status).toBe(200);
    expect((await oldSession.get('/api/me')).status).toBe(401);
    await t.client().signIn(email, 'nouveau-mdp');
    const reused = await t.client().post('/api/auth/reset-password', { newPassword: 'encore-autre', token });
    expect(reused).toMatchObject({ status: 400, json: { error: { code: 'INVALID_TOKEN', message: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.' } } });
  });

  it('refuses an expired link', async () => {
    await t.client().post('/api/auth/request-password-reset', { email });
    await expect.poll(() => resetToken()).toBeTruthy();
    const token = resetToken() ?? '';
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const response = await t.client().post('/api/auth/reset-password', { newPassword: 'tardif-mdp', token });
    expect(response).toMatchObject({ status: 400, json: { error: { code: 'INVALID_TOKEN', message: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.' } } });
    await t.client().signIn(email, 'nouveau-mdp');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES, type TwoFactorEnableResult } from '../../../shared/two-factor.ts';
import { twoFactors, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { secretOfTotpUri, totpCode } from '../../testing/totp.ts';

// Sign-in with an authenticator app (Better Auth's twoFactor plugin behind our routes): enabling
// it, the code asked after the password, recovery codes, and the codes that must be refused.

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins from the tests' one address: the per-IP limit is tested in its own app below.
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const PASSWORD = 'motdepasse';

/**
 * A phone's authenticator app: each code is used once, so each call gives the code of a 30-second
 * step not used yet among the three the server accepts now (the current one, its neighbours).
 */
function authenticator(secret: string) {
  const used = new Set<number>();
  return {
    secret,
    nextCode(): string {
      const now = Math.floor(Date.now() / 30_000);
      const step = [now, now + 1, now - 1].find((candidate) => !used.has(candidate));
      if (step === undefined) throw new Error('trois codes déjà utilisés dans cette fenêtre');
      used.add(step);
      return totpCode(secret, { at: step * 30_000 });
    },
    /** A code of a step the server no longer (or not yet) accepts. */
    codeOutsideWindow: (steps: number) => totpCode(secret, { steps }),
  };
}

/** A user who turned on two-factor sign-in from their profile: their app and recovery codes. */
async function userWithTwoFactor() {
  const { user, client } = await t.signedIn({ password: PASSWORD });
  const enabled = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = enabled.json as TwoFactorEnableResult;
  const app = authenticator(secretOfTotpUri(totpURI));
  expect((await client.post('/api/auth/two-factor/verify-totp', { code: app.nextCode() })).status).toBe(200);
  return { user, client, app, backupCodes };
}

/** The password step: right, so the code is asked (no session yet). */
async function passwordStep(email: string): Promise<TestClient> {
  const client = t.client();
  const response = await client.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  expect(response).toMatchObject({ status: 200, json: { twoFactorRedirect: true } });
  return client;
}

const verifyTotp = (client: TestClient, code: string) => client.post('/api/auth/two-factor/verify-totp', { code });
const verifyRecovery = (client: TestClient, code: string) => client.post('/api/auth/two-factor/verify-backup-code', { code });

describe('enabling two-factor sign-in', () => {
  it('gives the app’s secret as a QR code URI and ten recovery codes, and is on only once a first code confirms it', async () => {
    const { user, client } = await t.signedIn({ password: PASSWORD });
    expect(await client.get('/api/two-factor')).toMatchObject({ status: 200, json: { enabled: false, required: false } });

    const enabled = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = enabled.json as TwoFactorEnableResult;
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Cabinet:.+\?secret=[A-Z2-7]+&issuer=Cabinet/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Stored encrypted: neither the secret nor a recovery code is readable in the database.
    const [stored] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(stored?.secret).not.toContain(secretOfTotpUri(totpURI));
    expect(stored?.backupCodes).not.toContain(backupCodes[0]);

    // Not on until the app has given a code: a wrong one leaves it off.
    const app = authenticator(secretOfTotpUri(totpURI));
    expect(await verifyTotp(client, app.codeOutsideWindow(10))).toMatchObject({
      status: 401,
      json: { error: { code: 'INVALID_CREDENTIALS', message: TWO_FACTOR_MESSAGES.codeInvalid } },
    });
    expect((await client.get('/api/two-factor')).json).toMatchObject({ enabled: false });

    const confirmed = await verifyTotp(client, app.nextCode());
    expect(confirmed).toMatchObject({ status: 200, json: { user: { id: user.id, email: user.email } } });
    expect(confirmed.text).not.toContain('token');
    expect((await client.get('/api/two-factor')).json).toMatchObject({ enabled: true });
    // The session goes on (Better Auth renews it with the new state).
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('asks for the password, and refuses it wrong or missing in French', async () => {
    const { client } = await t.signedIn({ password: PASSWORD });
    expect(await client.post('/api/auth/two-factor/enable', { password: 'pas-le-bon' })).toMatchObject({
      status: 400,
      json: { error: { code: 'INVALID_CREDENTIALS' } },
    });
    expect(await client.post('/api/auth/two-factor/enable', {})).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: TWO_FACTOR_MESSAGES.passwordRequired } },
    });
    expect(await t.client().post('/api/auth/two-factor/enable', { password: PASSWORD })).toMatchObject({ status: 401 });
  });

  it('says so when it is already on', async () => {
    const { client } = await userWithTwoFactor();
    expect(await client.post('/api/auth/two-factor/enable', { password: PASSWORD })).toMatchObject({
      status: 400,
      json: { error: { message: TWO_FACTOR_MESSAGES.alreadyEnabled } },
    });
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password: no session until it is given, then the user', async () => {
    const { user, app } = await userWithTwoFactor();
    const client = await passwordStep(user.email);
    expect((await client.get('/api/me')).status).toBe(401);

    const response = await verifyTotp(client, app.nextCode());
    expect(response).toMatchObject({ status: 200, json: { user: { id: user.id, email: user.email, fullName: user.fullName, role: 'collaborateur' } } });
    expect(response.text).not.toContain('token');
    expect(await client.get('/api/me')).toMatchObject({ status: 200, json: { id: user.id } });
  });

  it('accepts the code with spaces, as some apps show it (« 123 456 »)', async () => {
    const { user, app } = await userWithTwoFactor();
    const client = await passwordStep(user.email);
    const code = app.nextCode();
    expect((await verifyTotp(client, `${code.slice(0, 3)} ${code.slice(3)}`)).status).toBe(200);
  });

  it('refuses a wrong code, then takes the right one', async () => {
    const { user, app } = await userWithTwoFactor();
    const client = await passwordStep(user.email);
    expect(await verifyTotp(client, app.codeOutsideWindow(40))).toMatchObject({
      status: 401,
      json: { error: { code: 'INVALID_CREDENTIALS', message: 'Code de vérification incorrect' } },
    });
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await verifyTotp(client, app.nextCode())).status).toBe(200);
  });

  it('refuses a code already used, even within its time window', async () => {
    const { user, app } = await userWithTwoFactor();
    const first = await passwordStep(user.email);
    const code = app.nextCode();
    expect((await verifyTotp(first, code)).status).toBe(200);

    const second = await passwordStep(user.email);
    expect(await verifyTotp(second, code)).toMatchObject({
      status: 401,
      json: { error: { code: 'INVALID_CREDENTIALS', message: 'Ce code a déjà servi : attendez le suivant dans votre application.' } },
    });
    expect((await second.get('/api/me')).status).toBe(401);
    expect((await verifyTotp(second, app.nextCode())).status).toBe(200);
  });

  it('lets only one of two requests sending the same code at once through', async () => {
    const { user, app } = await userWithTwoFactor();
    const [one, two] = await Promise.all([passwordStep(user.email), passwordStep(user.email)]);
    const code = app.nextCode();
    const statuses = (await Promise.all([verifyTotp(one, code), verifyTotp(two, code)])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it.each([
    ['three steps (1 min 30 s) old', -3],
    ['two steps old', -2],
    ['two steps ahead', 2],
  ])('refuses a code outside the time window: %s', async (_label, steps) => {
    const { user, app } = await userWithTwoFactor();
    const client = await passwordStep(user.email);
    expect(await verifyTotp(client, app.codeOutsideWindow(steps))).toMatchObject({ status: 401, json: { error: { message: 'Code de vérification incorrect' } } });
  });

  it.each([
    ['five digits', '12345', TWO_FACTOR_MESSAGES.codeFormat],
    ['letters', 'abcdef', TWO_FACTOR_MESSAGES.codeFormat],
    ['nothing', '', TWO_FACTOR_MESSAGES.codeRequired],
    ['a number', 123456, TWO_FACTOR_MESSAGES.codeRequired],
  ])('refuses %s as a code in French, without counting it', async (_label, code, message) => {
    const { user } = await userWithTwoFactor();
    const client = await passwordStep(user.email);
    expect(await client.post('/api/auth/two-factor/verify-totp', { code })).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    expect(await client.post('/api/auth/two-factor/verify-totp', { code: '123456', trustDevice: true })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "trustDevice"' } },
    });
  });

  it('refuses a code without the password step first', async () => {
    const { app } = await userWithTwoFactor();
    expect(await verifyTotp(t.client(), app.nextCode())).toMatchObject({
      status: 401,
      json: { error: { message: TWO_FACTOR_MESSAGES.challengeExpired } },
    });
  });

  it('locks the second factor after five wrong codes: the sixth try is told to wait, in French, even with the right code', async () => {
    const { user, app, backupCodes } = await userWithTwoFactor();
    const client = await passwordStep(user.email);
    for (let i = 0; i < 5; i++) {
      expect(await verifyTotp(client, app.codeOutsideWindow(50 + i))).toMatchObject({ status: 401, json: { error: { message: 'Code de vérification incorrect' } } });
    }
    // The right code is refused before it is checked (so it is not spent either).
    const right = app.nextCode();
    const locked = await verifyTotp(client, right);
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // The lock lasts the password's per-account window (15 minutes by default).
    const message = (locked.json as { error: { message: string } }).error.message;
    const seconds = Number(/^Trop de tentatives\. Réessayez dans (\d+) secondes\.$/.exec(message)?.[1]);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);

    // A new password step does not lift it, nor does a recovery code.
    const again = await passwordStep(user.email);
    expect((await verifyTotp(again, right)).status).toBe(429);
    expect((await verifyRecovery(again, backupCodes[0] ?? '')).status).toBe(429);
    expect((await again.get('/api/me')).status).toBe(401);
  });
});

describe('recovery codes', () => {
  it('each opens a session once; used twice, it is refused', async () => {
    const { user, backupCodes } = await userWithTwoFactor();
    const [code] = backupCodes;
    const first = await passwordStep(user.email);
    const response = await verifyRecovery(first, code ?? '');
    expect(response).toMatchObject({ status: 200, json: { user: { id: user.id } } });
    expect(response.text).not.toContain('token');
    expect((await first.get('/api/me')).status).toBe(200);

    const second = await passwordStep(user.email);
    expect(await verifyRecovery(second, code ?? '')).toMatchObject({
      status: 401,
      json: { error: { code: 'INVALID_CREDENTIALS', message: 'Code de récupération incorrect ou déjà utilisé' } },
    });
    expect((await second.get('/api/me')).status).toBe(401);
    // Another one still works, typed without its dash.
    expect((await verifyRecovery(second, (backupCodes[1] ?? '').replace('-', ''))).status).toBe(200);
  });

  it('refuses a made-up or malformed recovery code in French', async () => {
    const { user } = await userWithTwoFactor();
    const client = await passwordStep(user.email);
    expect(await verifyRecovery(client, 'AAAAA-BBBBB')).toMatchObject({ status: 401, json: { error: { message: TWO_FACTOR_MESSAGES.recoveryCodeInvalid } } });
    expect(await verifyRecovery(client, 'trop-court')).toMatchObject({ status: 400, json: { error: { message: TWO_FACTOR_MESSAGES.recoveryCodeFormat } } });
  });

  it('can be renewed with the password: the old ones stop working', async () => {
    const { user, client, backupCodes } = await userWithTwoFactor();
    const renewed = await client.post('/api/auth/two-factor/generate-backup-codes', { password: PASSWORD });
    expect(renewed.status).toBe(200);
    const fresh = (renewed.json as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    const signingIn = await passwordStep(user.email);
    expect((await verifyRecovery(signingIn, backupCodes[0] ?? '')).status).toBe(401);
    expect((await verifyRecovery(signingIn, fresh[0] ?? '')).status).toBe(200);
  });
});

describe('turning it off', () => {
  it('takes the password; the next sign-in asks for no code', async () => {
    const { user, client } = await userWithTwoFactor();
    expect(await client.post('/api/auth/two-factor/disable', { password: 'faux' })).toMatchObject({ status: 400 });
    expect((await client.post('/api/auth/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    expect((await client.get('/api/two-factor')).json).toMatchObject({ enabled: false });
    const [row] = await t.db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    expect(row?.enabled).toBe(false);
    expect(await t.client().post('/api/auth/sign-in/email', { email: user.email, password: PASSWORD })).toMatchObject({ status: 200, json: { user: { id: user.id } } });
  });
});

describe('per-IP limit', () => {
  it('is the password’s: past SIGN_IN_RATE_LIMIT codes a minute from one address, 429 in French', async () => {
    const app = await createTestApp({ SIGN_IN_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
    try {
      await app.createUser({ email: 'code@cabinet.test', password: PASSWORD });
      const client = app.client();
      const from = { 'x-forwarded-for': '203.0.113.9' };
      const attempt = (code: string, headers = from) => client.post('/api/auth/two-factor/verify-totp', { code }, headers);
      for (let i = 0; i < 3; i++) expect((await attempt('000000')).status).toBe(401);
      expect(await attempt('000000')).toMatchObject({ status: 429, json: { error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/) } } });
      expect((await attempt('000000', { 'x-forwarded-for': '198.51.100.4' })).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});

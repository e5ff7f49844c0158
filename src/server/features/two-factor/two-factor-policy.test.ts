import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../../shared/two-factor.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { enableTwoFactor } from '../../testing/two-factor.ts';

// « Exiger la double authentification » (Paramètres › Utilisateurs): a user without a second
// factor then reaches nothing but its setup, whatever the browser shows.

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' });
  ({ client: admin } = await t.signedIn({ email: 'admin@cabinet.test', role: 'admin' }));
});
afterAll(() => t.close());

const setPolicy = (client: TestClient, required: boolean) => client.request('PUT', '/api/two-factor/policy', { required });

describe('PUT /api/two-factor/policy', () => {
  it('is for admins', async () => {
    const { client } = await t.signedIn();
    expect(await setPolicy(client, true)).toMatchObject({ status: 403, json: { error: { code: 'FORBIDDEN' } } });
    expect(await setPolicy(t.client(), true)).toMatchObject({ status: 401 });
  });

  it('refuses to require it while the admin has no second factor themselves (they would shut themselves out)', async () => {
    expect(await setPolicy(admin, true)).toMatchObject({ status: 409, json: { error: { message: TWO_FACTOR_MESSAGES.enableOwnFirst } } });
    expect((await admin.get('/api/two-factor')).json).toEqual({ enabled: false, required: false });
  });

  it('refuses a body that is not a yes or no, in French', async () => {
    expect(await admin.request('PUT', '/api/two-factor/policy', { required: 'oui' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Indiquez si la double authentification est exigée' } },
    });
  });

  it('once required, a user without it reaches only its setup, then everything once it is on', async () => {
    await enableTwoFactor(admin, 'motdepasse');
    expect(await setPolicy(admin, true)).toMatchObject({ status: 200, json: { required: true } });

    // Signed in before the rule, or signing in now with the password alone: the same.
    const { client: colleague } = await t.signedIn({ email: 'collegue@cabinet.test', fullName: 'Paul Girard' });
    expect(await colleague.get('/api/two-factor')).toMatchObject({ status: 200, json: { enabled: false, required: true } });
    expect(await colleague.get('/api/me')).toMatchObject({ status: 200, json: { email: 'collegue@cabinet.test' } });
    for (const path of ['/api/clients', '/api/tasks', '/api/sessions', '/api/events']) {
      expect(await colleague.get(path)).toMatchObject({
        status: 403,
        json: { error: { code: 'TWO_FACTOR_REQUIRED', message: 'Le cabinet exige la double authentification : activez-la pour continuer.' } },
      });
    }
    expect(await colleague.request('PATCH', '/api/profile', { fullName: 'Paul G.' })).toMatchObject({ status: 403, json: { error: { code: 'TWO_FACTOR_REQUIRED' } } });

    await enableTwoFactor(colleague, 'motdepasse');
    expect((await colleague.get('/api/clients')).status).toBe(200);
    expect((await colleague.get('/api/two-factor')).json).toEqual({ enabled: true, required: true });
  });

  it('while required, it cannot be turned off', async () => {
    const { client } = await t.signedIn({ email: 'garde@cabinet.test' });
    await enableTwoFactor(client, 'motdepasse');
    expect(await client.post('/api/auth/two-factor/disable', { password: 'motdepasse' })).toMatchObject({
      status: 403,
      json: { error: { message: TWO_FACTOR_MESSAGES.requiredByFirm } },
    });
    expect((await client.get('/api/two-factor')).json).toMatchObject({ enabled: true });
  });

  it('no longer required: those without it get everything back', async () => {
    const { client } = await t.signedIn({ email: 'sans@cabinet.test' });
    expect((await client.get('/api/clients')).status).toBe(403);
    expect(await setPolicy(admin, false)).toMatchObject({ status: 200, json: { required: false } });
    expect((await client.get('/api/clients')).status).toBe(200);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../../shared/two-factor.ts';
import { activityLog, twoFactors } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { enableTwoFactor } from '../../testing/two-factor.ts';

// An admin resets the second factor of a user who lost their phone and their recovery codes.

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' });
  ({ client: admin, user: { id: adminId } } = await t.signedIn({ email: 'admin@cabinet.test', fullName: 'Claire Martin', role: 'admin' }));
});
afterAll(() => t.close());

const reset = (client: TestClient, id: string) => client.post(`/api/admin/users/${id}/two-factor/reset`);

describe('POST /api/admin/users/{id}/two-factor/reset', () => {
  it('removes the second factor, closes the user’s sessions, journals it, and the password alone signs in again', async () => {
    const { user, client } = await t.signedIn({ email: 'perdu@cabinet.test', fullName: 'Marc Petit' });
    await enableTwoFactor(client, 'motdepasse');
    const listed = (await admin.get('/api/admin/users')).json as { users: { id: string; twoFactorEnabled: boolean }[] };
    expect(listed.users.find((row) => row.id === user.id)).toMatchObject({ twoFactorEnabled: true });

    expect(await reset(admin, user.id)).toMatchObject({ status: 200, json: { id: user.id, twoFactorEnabled: false } });
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
    expect((await client.get('/api/me')).status).toBe(401);
    const journal = await t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'user'), eq(activityLog.entityId, user.id)));
    expect(journal).toEqual([
      expect.objectContaining({ action: 'update', field: 'twoFactor', oldValue: 'enabled', newValue: 'reset', userId: adminId, userName: 'Claire Martin' }),
    ]);

    expect(await t.client().post('/api/auth/sign-in/email', { email: user.email, password: 'motdepasse' })).toMatchObject({ status: 200, json: { user: { id: user.id } } });
  });

  it('says so when the user has no second factor, and journals nothing', async () => {
    const user = await t.createUser({ email: 'sans@cabinet.test' });
    expect(await reset(admin, user.id)).toMatchObject({ status: 409, json: { error: { message: TWO_FACTOR_MESSAGES.resetNotEnabled } } });
    expect(await t.db.select().from(activityLog).where(eq(activityLog.entityId, user.id))).toEqual([]);
  });

  it('is for admins, not on one’s own account, and not on an unknown one', async () => {
    const { user, client } = await t.signedIn({ email: 'collab@cabinet.test' });
    await enableTwoFactor(client, 'motdepasse');
    expect(await reset(client, user.id)).toMatchObject({ status: 403 });
    expect(await reset(t.client(), user.id)).toMatchObject({ status: 401 });
    expect(await reset(admin, adminId)).toMatchObject({ status: 400, json: { error: { message: TWO_FACTOR_MESSAGES.resetSelf } } });
    expect(await reset(admin, '00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404 });
    expect(await reset(admin, 'pas-un-id')).toMatchObject({ status: 400 });
    expect((await client.get('/api/two-factor')).json).toMatchObject({ enabled: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { activityLog, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let adminId: string;
const callers: Record<'collaborateur' | 'stagiaire', TestClient> = {} as Record<'collaborateur' | 'stagiaire', TestClient>;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await t.createUser({ email: 'admin@cabinet.test', fullName: 'Alice Admin', role: 'admin' })).id;
  for (const role of ['collaborateur', 'stagiaire'] as const) {
    callers[role] = (await t.signedIn({ email: `${role}@cabinet.test`, fullName: role, role })).client;
  }
});
afterAll(() => t.close());

const newUser = { fullName: 'Intrus', email: 'intrus@cabinet.test', role: 'admin', password: 'secret' };

/** Every admin-only request, with valid and invalid bodies alike: the role is checked first. */
const requests = (): [string, string, unknown][] => [
  ['GET', '/api/admin/users', undefined],
  ['POST', '/api/admin/users', newUser],
  ['POST', '/api/admin/users', { email: 'pas-un-email' }],
  ['POST', '/api/admin/users', '{"fullName":'],
  ['PATCH', `/api/admin/users/${adminId}`, { role: 'stagiaire' }],
  ['PATCH', `/api/admin/users/${adminId}`, { fullName: 'Piraté' }],
  ['PATCH', '/api/admin/users/pas-un-uuid', { role: 'admin' }],
  ['DELETE', `/api/admin/users/${adminId}`, undefined],
  ['GET', '/api/system', undefined],
];

const snapshot = async () => ({
  users: await t.db.select({ id: users.id, fullName: users.fullName, role: users.role, email: users.email }).from(users).orderBy(users.id),
  journal: (await t.db.select({ n: count() }).from(activityLog))[0]?.n,
});

describe.each(['collaborateur', 'stagiaire'] as const)('a %s', (role) => {
  it('gets 403 on every admin-only route, and nothing is written', async () => {
    const before = await snapshot();
    for (const [method, path, body] of requests()) {
      const response = await callers[role].request(method, path, body);
      expect({ method, path, status: response.status, json: response.json }).toEqual({
        method,
        path,
        status: 403,
        json: { error: { code: 'FORBIDDEN', message: 'Action réservée aux administrateurs.' } },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still changes their own name through the profile', async () => {
    const response = await callers[role].request('PATCH', '/api/profile', { fullName: `${role} renommé` });
    expect(response).toMatchObject({ status: 200, json: { fullName: `${role} renommé`, role } });
  });
});

it('the admin still has their account and role', async () => {
  const [row] = await t.db.select({ role: users.role, fullName: users.fullName }).from(users).where(eq(users.id, adminId));
  expect(row).toEqual({ role: 'admin', fullName: 'Alice Admin' });
});

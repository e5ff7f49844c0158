import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

// GET /api/users: the staff list behind every « Assigné à » and « Collaborateur » choice.

let t: TestApp;
let hugo: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // Created out of order, each name starting with its own capital: the order is the names', whatever the collation.
  ids.zoe = (await t.createUser({ fullName: 'Zoé Martin', role: 'collaborateur' })).id;
  ids.alice = (await t.createUser({ fullName: 'Alice Admin', role: 'admin' })).id;
  const signed = await t.signedIn({ fullName: 'Hugo Stagiaire', role: 'stagiaire' });
  ids.hugo = signed.user.id;
  hugo = signed.client;
  ids.camille = (await t.createUser({ fullName: 'Camille Dupont', role: 'collaborateur' })).id;
});
afterAll(() => t.close());

describe('GET /api/users', () => {
  it('lists every user by name with only an id, the name and the role, to any signed-in role', async () => {
    expect(await hugo.get('/api/users')).toMatchObject({
      status: 200,
      json: {
        users: [
          { id: ids.alice, fullName: 'Alice Admin', role: 'admin' },
          { id: ids.camille, fullName: 'Camille Dupont', role: 'collaborateur' },
          { id: ids.hugo, fullName: 'Hugo Stagiaire', role: 'stagiaire' },
          { id: ids.zoe, fullName: 'Zoé Martin', role: 'collaborateur' },
        ],
      },
    });
    // Nothing else about a colleague: no email, no dates, no password.
    const { users } = (await hugo.get('/api/users')).json as { users: Record<string, unknown>[] };
    expect(users.map((user) => Object.keys(user).sort())).toEqual(users.map(() => ['fullName', 'id', 'role']));
  });

  it('needs a session', async () => {
    expect(await t.client().get('/api/users')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

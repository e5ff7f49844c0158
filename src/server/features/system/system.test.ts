import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, notes, tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const { user: alice, client } = await t.signedIn({ email: 'admin@cabinet.test', fullName: 'Alice Admin', role: 'admin' });
  admin = client;
  await t.createUser({ role: 'collaborateur' });
  await t.createUser({ role: 'stagiaire' });
  const rows = await t.db
    .insert(clients)
    .values([{ raisonSociale: 'Boulangerie Martin' }, { raisonSociale: 'Garage du Port' }])
    .returning({ id: clients.id });
  await t.db.insert(tasks).values([{ title: 'Bilan' }, { title: 'TVA' }, { title: 'Liasse', assignedTo: alice.id }]);
  await t.db.insert(notes).values({ clientId: rows[0]?.id ?? '', body: 'Appeler le gérant', authorId: alice.id });
});
afterAll(() => t.close());

describe('GET /api/system', () => {
  it('counts users, clients, tasks and notes, and names the database, the authentication and the version', async () => {
    const { rows } = await t.database.pool.query<{ server_version: string }>('SHOW server_version');
    const response = await admin.get('/api/system');
    expect(response).toMatchObject({
      status: 200,
      json: {
        counts: { users: 3, clients: 2, tasks: 3, notes: 1 },
        database: t.database.kind === 'embedded' ? `PostgreSQL ${rows[0]?.server_version} (base embarquée)` : `PostgreSQL ${rows[0]?.server_version}`,
        authentication: 'Better Auth (email et mot de passe, sessions en base)',
        version: '1.0.0',
      },
    });
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/system')).status).toBe(401);
  });
});

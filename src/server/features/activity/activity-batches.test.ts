import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../shared/activity.ts';
import { clients } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestClient;
let batchId: string;
let single: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn({ email: 'alice@cabinet.test', fullName: 'Alice Martin', role: 'admin' })).client;
  const ids = (
    await t.db
      .insert(clients)
      .values(['Alpha', 'Bravo', 'Charlie', 'Delta'].map((raisonSociale) => ({ raisonSociale })))
      .returning({ id: clients.id })
  ).map((row) => row.id);
  single = ids[3] ?? '';
  const response = await admin.post('/api/clients/bulk/update', { rows: ids.slice(0, 3).map((id) => ({ id, patch: { status: 'inactif' } })) });
  batchId = (response.json as { batchId: string }).batchId;
  await admin.request('PATCH', `/api/clients/${single}`, { ville: 'Lyon' });
});
afterAll(() => t.close());

const page = async (query = '') => {
  const response = await admin.get(`/api/activity${query}`);
  expect(response.status).toBe(200);
  return (response.json as ActivityPage).entries;
};

describe('a bulk action in the Journal', () => {
  it('is one line standing for its rows, beside the single writes', async () => {
    const entries = await page();
    expect(entries.map((entry) => [entry.field, entry.batch ?? null])).toEqual([
      ['ville', null],
      ['status', { id: batchId, kind: 'clients.update', rowCount: 3, undoOf: null }],
    ]);
  });

  it('lists its rows one by one when asked for that batch, or for one of its clients', async () => {
    const rows = await page(`?batch=${batchId}`);
    expect(rows.map((entry) => entry.clientName).sort()).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(rows.every((entry) => entry.batch?.id === batchId && entry.newValue === 'inactif')).toBe(true);
    expect((await page(`?clientId=${rows[0]?.clientId}`)).map((entry) => entry.batch?.rowCount)).toEqual([3]);
    expect((await admin.get('/api/activity?batch=lot')).json).toMatchObject({ error: { message: 'Lot invalide' } });
  });

  it('is exported row by row', async () => {
    const csv = (await admin.get('/api/activity/export.csv')).text;
    expect(csv.split('\n').filter((line) => line.includes('Inactif'))).toHaveLength(3);
  });
});

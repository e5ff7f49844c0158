import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BULK_MESSAGES } from '../../../shared/bulk.ts';
import { activityLog, trackingYears, yearlyTracking } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  camille = (await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' })).client;
  await t.db.insert(trackingYears).values([{ kind: 'cfe', year: 2026 }]);
});
afterAll(() => t.close());


const statuses = async (ids: string[]) =>
  (await t.db.select().from(yearlyTracking).where(and(eq(yearlyTracking.kind, 'cfe'), eq(yearlyTracking.year, 2026), inArray(yearlyTracking.clientId, ids)))).map(
    (row) => row.status,
  );

describe('POST /api/tracking/:kind/:year/bulk', () => {
  it('sets one year column for every selected client, journalled per row under the batch', async () => {
    const ids = await t.addClients(3);
    const response = await camille.post('/api/tracking/cfe/2026/bulk', { clientIds: ids, status: 'fait' });
    expect(response).toMatchObject({ status: 200, json: { count: 3 } });
    expect(await statuses(ids)).toEqual(['fait', 'fait', 'fait']);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.batchId, (response.json as { batchId: string }).batchId));
    expect(entries.map((entry) => [entry.entity, entry.oldValue, entry.newValue])).toEqual(ids.map(() => ['tracking', 'a_faire', 'fait']));
  });

  it('refuses an inactive or unknown client, naming it, and writes nothing', async () => {
    const [active = ''] = await t.addClients(1);
    const [inactive = ''] = await t.addClients(1, { status: 'prospect' });
    const missing = randomUUID();
    const response = await camille.post('/api/tracking/cfe/2026/bulk', { clientIds: [active, inactive, missing], status: 'fait' });
    expect(response.status).toBe(400);
    expect((response.json as { error: { issues: unknown[] } }).error.issues).toEqual(
      expect.arrayContaining([
        { path: inactive, message: BULK_MESSAGES.inactiveClient },
        { path: missing, message: BULK_MESSAGES.unknown },
      ]),
    );
    expect(await statuses([active])).toEqual([]);
  });

  it('refuses a year that does not exist, an unknown status and duplicate ids', async () => {
    const [id = ''] = await t.addClients(1);
    expect(await camille.post('/api/tracking/cfe/2031/bulk', { clientIds: [id], status: 'fait' })).toMatchObject({ status: 404, json: { error: { message: 'Année inconnue' } } });
    expect(await camille.post('/api/tracking/cfe/2026/bulk', { clientIds: [id], status: 'termine' })).toMatchObject({ status: 400, json: { error: { message: 'Statut inconnu' } } });
    expect(await camille.post('/api/tracking/cfe/2026/bulk', { clientIds: [id, id], status: 'fait' })).toMatchObject({ status: 400, json: { error: { message: BULK_MESSAGES.duplicate } } });
    expect(await statuses([id])).toEqual([]);
  });
});

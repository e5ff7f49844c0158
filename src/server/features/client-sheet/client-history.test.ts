import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHistoryPageSchema, HISTORY_PAGE_SIZE, type ClientHistoryPage } from '../../../shared/client-sheet.ts';
import { activityLog, clients } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let clientId: string;
let otherId: string;

const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';
const ENTRIES = 2 * HISTORY_PAGE_SIZE + 7;
const historyOf = (id: string, query = '', client = camille) => client.get(`/api/clients/${id}/history${query}`);

beforeAll(async () => {
  t = await createTestApp();
  camille = (await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' })).client;
  const rows = await t.db
    .insert(clients)
    .values([{ raisonSociale: 'Boulangerie Martin' }, { raisonSociale: 'Garage du Port' }])
    .returning({ id: clients.id });
  clientId = rows[0]?.id ?? '';
  otherId = rows[1]?.id ?? '';
  // One change a minute, and pairs written at the same instant (one transaction): the order
  // must still be total.
  const start = Date.parse('2026-01-01T08:00:00Z');
  await t.db.insert(activityLog).values(
    Array.from({ length: ENTRIES }, (_, index) => ({
      at: new Date(start + Math.floor(index / 2) * 60_000),
      userName: 'Camille Dupont',
      entity: 'client' as const,
      entityId: clientId,
      clientId,
      action: 'update' as const,
      field: 'telephone',
      oldValue: String(index - 1),
      newValue: String(index),
    })),
  );
  await t.db.insert(activityLog).values({ entity: 'client', entityId: otherId, clientId: otherId, action: 'update', field: 'ville', newValue: 'Brest' });
});
afterAll(() => t.close());

async function page(query = ''): Promise<ClientHistoryPage> {
  const response = await historyOf(clientId, query);
  expect(response.status).toBe(200);
  expect(clientHistoryPageSchema.safeParse(response.json).success).toBe(true);
  return response.json as ClientHistoryPage;
}

describe('GET /api/clients/:id/history', () => {
  it('pages through the whole journal of the client, newest first, with no entry twice or missed', async () => {
    const first = await page();
    expect(first.entries).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ userName: 'Camille Dupont', entity: 'client', action: 'update', field: 'telephone', newValue: String(ENTRIES - 1) });
    const second = await page(`?before=${first.nextBefore}`);
    const third = await page(`?before=${second.nextBefore}`);
    expect(second.entries).toHaveLength(HISTORY_PAGE_SIZE);
    expect(third.entries).toHaveLength(7);
    expect(third.nextBefore).toBeNull();
    const values = [...first.entries, ...second.entries, ...third.entries].map((entry) => Number(entry.newValue));
    expect(values).toEqual(Array.from({ length: ENTRIES }, (_, index) => ENTRIES - 1 - index));
  });

  it('is not shifted by entries written while someone reads', async () => {
    const first = await page();
    await t.db.insert(activityLog).values({ entity: 'client', entityId: clientId, clientId, action: 'update', field: 'ville', newValue: 'Lyon' });
    const second = await page(`?before=${first.nextBefore}`);
    expect(second.entries[0]?.id).toBeLessThan(first.entries.at(-1)?.id ?? 0);
    expect(Number(second.entries[0]?.newValue)).toBe(Number(first.entries.at(-1)?.newValue) - 1);
    expect((await page()).entries[0]).toMatchObject({ field: 'ville', newValue: 'Lyon' });
  });

  it("shows the other client's journal on its own sheet only", async () => {
    const response = await historyOf(otherId);
    expect(response.json).toMatchObject({ entries: [{ field: 'ville', newValue: 'Brest' }], nextBefore: null });
  });

  it('records a change made from another page (an authorisation) at the top', async () => {
    expect((await camille.request('PUT', `/api/authorizations/impots/${clientId}`, { status: 'en_cours' })).status).toBe(200);
    expect((await page()).entries[0]).toMatchObject({
      userName: 'Camille Dupont',
      entity: 'authorization',
      entityId: `${clientId}:impots`,
      field: 'status',
      oldValue: 'a_faire',
      newValue: 'en_cours',
    });
  });

  it('refuses a cursor that is not a positive integer, and an unknown client', async () => {
    for (const before of ['abc', '-3', '0', '1.5', '']) {
      expect(await historyOf(clientId, `?before=${before}`)).toMatchObject({ status: 400, json: { error: { message: 'Curseur invalide' } } });
    }
    expect(await historyOf(missingId)).toMatchObject({ status: 404, json: { error: { message: 'Client introuvable.' } } });
    expect(await historyOf('abc')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Identifiant de client invalide', issues: [{ path: 'id' }] } },
    });
  });

  it('answers an empty page after an unknown cursor', async () => {
    expect((await page('?before=999999999')).entries).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await historyOf(clientId, '', t.client())).status).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BULK_MAX_ROWS, BULK_MESSAGES } from '../../../shared/bulk.ts';
import { activityLog, clientAuthorizations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  camille = (await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' })).client;
});
afterAll(() => t.close());


const cells = (kind: 'impots' | 'urssaf' | 'bank_urssaf', ids: string[]) =>
  t.db
    .select({ clientId: clientAuthorizations.clientId, status: clientAuthorizations.status, authorizationDate: clientAuthorizations.authorizationDate })
    .from(clientAuthorizations)
    .where(and(eq(clientAuthorizations.kind, kind), inArray(clientAuthorizations.clientId, ids)));
const bulk = (kind: string, body: unknown) => camille.post(`/api/authorizations/${kind}/bulk`, body);

describe('POST /api/authorizations/:kind/bulk', () => {
  it('sets the status of every selected client, created where absent, journalled per row under the batch', async () => {
    const ids = await t.addClients(3);
    await t.db.insert(clientAuthorizations).values({ clientId: ids[0] ?? '', kind: 'impots', status: 'en_cours', authorizationDate: '2026-01-15' });
    const response = await bulk('impots', { clientIds: ids, status: 'ok_client' });
    expect(response).toMatchObject({ status: 200, json: { count: 3 } });
    const stored = await cells('impots', ids);
    expect(stored.map((cell) => cell.status)).toEqual(['ok_client', 'ok_client', 'ok_client']);
    // What is not given is kept.
    expect(stored.find((cell) => cell.clientId === ids[0])?.authorizationDate).toBe('2026-01-15');
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.batchId, (response.json as { batchId: string }).batchId));
    expect(entries.map((entry) => [entry.field, entry.oldValue, entry.newValue]).sort()).toEqual([
      ['status', 'a_faire', 'ok_client'],
      ['status', 'a_faire', 'ok_client'],
      ['status', 'en_cours', 'ok_client'],
    ]);
  });

  it('sets and clears the date, and leaves rows already so out of the count', async () => {
    const ids = await t.addClients(2);
    expect(await bulk('impots', { clientIds: ids, authorizationDate: '2026-03-01' })).toMatchObject({ status: 200, json: { count: 2 } });
    expect((await cells('impots', ids)).map((cell) => [cell.status, cell.authorizationDate])).toEqual([
      ['a_faire', '2026-03-01'],
      ['a_faire', '2026-03-01'],
    ]);
    expect(await bulk('impots', { clientIds: ids, authorizationDate: '2026-03-01' })).toMatchObject({ status: 200, json: { count: 0 } });
    expect(await bulk('impots', { clientIds: ids, authorizationDate: null })).toMatchObject({ status: 200, json: { count: 2 } });
    expect((await cells('impots', ids)).map((cell) => cell.authorizationDate)).toEqual([null, null]);
  });

  it('cascades URSSAF « pas nécessaire » to each client’s bank URSSAF mandate, in the same batch', async () => {
    const ids = await t.addClients(2);
    await t.db.insert(clientAuthorizations).values({ clientId: ids[1] ?? '', kind: 'bank_urssaf', status: 'ok_client' });
    const response = await bulk('urssaf', { clientIds: ids, status: 'pas_necessaire' });
    expect(response).toMatchObject({ status: 200, json: { count: 2 } });
    expect((await cells('bank_urssaf', ids)).map((cell) => cell.status)).toEqual(['pas_necessaire', 'pas_necessaire']);
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.batchId, (response.json as { batchId: string }).batchId));
    expect(entries.filter((entry) => entry.entityId.endsWith(':bank_urssaf'))).toHaveLength(2);
    // Another status does not cascade.
    await bulk('urssaf', { clientIds: ids, status: 'en_cours' });
    expect((await cells('bank_urssaf', ids)).map((cell) => cell.status)).toEqual(['pas_necessaire', 'pas_necessaire']);
  });

  it('refuses inactive and unknown clients, naming each, and writes nothing', async () => {
    const [active = ''] = await t.addClients(1);
    const [inactive = ''] = await t.addClients(1, { status: 'inactif' });
    const missing = randomUUID();
    const response = await bulk('bank_ebics', { clientIds: [active, inactive, missing], status: 'en_cours' });
    expect(response.status).toBe(400);
    expect((response.json as { error: { issues: unknown[] } }).error.issues).toEqual(
      expect.arrayContaining([
        { path: inactive, message: BULK_MESSAGES.inactiveClient },
        { path: missing, message: BULK_MESSAGES.unknown },
      ]),
    );
    expect(await t.db.select().from(clientAuthorizations).where(inArray(clientAuthorizations.clientId, [active, inactive]))).toEqual([]);
  });

  it('refuses duplicate ids, too many ids, a bad date, nothing to change and an unknown tab in French', async () => {
    const [id = ''] = await t.addClients(1);
    expect(await bulk('impots', { clientIds: [id, id], status: 'en_cours' })).toMatchObject({ status: 400, json: { error: { message: BULK_MESSAGES.duplicate } } });
    expect(await bulk('impots', { clientIds: Array.from({ length: BULK_MAX_ROWS + 1 }, () => randomUUID()), status: 'en_cours' })).toMatchObject({
      status: 400,
      json: { error: { message: BULK_MESSAGES.tooMany } },
    });
    expect(await bulk('impots', { clientIds: [id], authorizationDate: '2026-02-30' })).toMatchObject({
      status: 400,
      json: { error: { message: 'Date invalide', issues: [{ path: 'authorizationDate' }] } },
    });
    expect(await bulk('impots', { clientIds: [id] })).toMatchObject({ status: 400, json: { error: { message: 'Aucun champ à modifier' } } });
    expect(await bulk('cfe', { clientIds: [id], status: 'en_cours' })).toMatchObject({ status: 400, json: { error: { message: "Type d'habilitation inconnu" } } });
    expect(await cells('impots', [id])).toEqual([]);
  });
});

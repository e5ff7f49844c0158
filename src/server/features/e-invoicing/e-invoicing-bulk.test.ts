import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { BULK_MAX_ROWS, BULK_MESSAGES } from '../../../shared/bulk.ts';
import { activityLog, clientEInvoicing } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

const { t, camille } = await createSignedInApp();
afterAll(() => t.close());

const bulk = (body: unknown) => camille.post('/api/e-invoicing/bulk', body);
const undo = (batchId: string) => camille.post(`/api/batches/${batchId}/undo`);
const batchOf = (response: { json: unknown }) => (response.json as { batchId: string }).batchId;
const records = (ids: string[]) =>
  t.db
    .select({
      clientId: clientEInvoicing.clientId,
      platform: clientEInvoicing.platform,
      platformOther: clientEInvoicing.platformOther,
      receptionStatus: clientEInvoicing.receptionStatus,
      receptionDate: clientEInvoicing.receptionDate,
    })
    .from(clientEInvoicing)
    .where(inArray(clientEInvoicing.clientId, ids));
const byClient = async (ids: string[]) => Object.fromEntries((await records(ids)).map(({ clientId, ...rest }) => [clientId, rest]));
const entriesOf = async (batchId: string) =>
  (await t.db.select().from(activityLog).where(eq(activityLog.batchId, batchId))).map((entry) => [entry.entity, entry.field, entry.oldValue, entry.newValue]).sort();

describe('POST /api/e-invoicing/bulk', () => {
  it('sets the fields given on every selected client, created where absent, keeping the rest, journalled under the batch', async () => {
    const ids = await t.addClients(3);
    const [first = ''] = ids;
    await t.db.insert(clientEInvoicing).values({ clientId: first, platform: 'autre', platformOther: 'Ma PA', receptionStatus: 'en_cours', receptionDate: '2026-01-15' });

    const response = await bulk({ clientIds: ids, platform: 'sage' });
    expect(response).toMatchObject({ status: 200, json: { count: 3 } });
    const stored = await byClient(ids);
    for (const id of ids) expect(stored[id]).toMatchObject({ platform: 'sage', platformOther: null });
    // What is not given is kept.
    expect(stored[first]).toMatchObject({ receptionStatus: 'en_cours', receptionDate: '2026-01-15' });
    expect(await entriesOf(batchOf(response))).toEqual([
      ['e_invoicing', 'platform', null, 'sage'],
      ['e_invoicing', 'platform', null, 'sage'],
      ['e_invoicing', 'platform', 'autre', 'sage'],
      ['e_invoicing', 'platformOther', 'Ma PA', null],
    ]);
    // Rows already so are left out of the count.
    expect(await bulk({ clientIds: ids, platform: 'sage' })).toMatchObject({ status: 200, json: { count: 0 } });
  });

  it('is undone: each record back as it was, in a batch of its own', async () => {
    const ids = await t.addClients(2);
    const [first = '', second = ''] = ids;
    await t.db.insert(clientEInvoicing).values({ clientId: first, platform: 'autre', platformOther: 'Ma PA', receptionStatus: 'en_cours', receptionDate: '2026-01-15' });
    const before = await byClient(ids);

    const response = await bulk({ clientIds: ids, receptionStatus: 'pret', receptionDate: '2026-04-01', platform: 'cegid' });
    expect(response).toMatchObject({ status: 200, json: { count: 2 } });
    const undone = await undo(batchOf(response));
    expect(undone).toMatchObject({ status: 200, json: { count: 2 } });
    const after = await byClient(ids);
    expect(after[first]).toEqual(before[first]);
    // No record before reads as one à faire without a platform: the page shows the same.
    expect(after[second]).toEqual({ platform: null, platformOther: null, receptionStatus: 'a_faire', receptionDate: null });
    expect(await entriesOf(batchOf(undone))).toContainEqual(['e_invoicing', 'platformOther', null, 'Ma PA']);
  });

  it('refuses inactive and unknown clients, naming each, and writes nothing', async () => {
    const [active = ''] = await t.addClients(1);
    const [inactive = ''] = await t.addClients(1, { status: 'inactif' });
    const missing = randomUUID();
    const response = await bulk({ clientIds: [active, inactive, missing], receptionStatus: 'pret' });
    expect(response.status).toBe(400);
    expect((response.json as { error: { issues: unknown[] } }).error.issues).toEqual(
      expect.arrayContaining([
        { path: inactive, message: BULK_MESSAGES.inactiveClient },
        { path: missing, message: BULK_MESSAGES.unknown },
      ]),
    );
    expect(await records([active, inactive])).toEqual([]);
  });

  it('refuses « Autre » left without its name on a selected client, naming it, and writes nothing', async () => {
    const [named = '', other = ''] = await t.addClients(2);
    await t.db.insert(clientEInvoicing).values({ clientId: named, platform: 'autre', platformOther: 'Ma PA' });
    const response = await bulk({ clientIds: [named, other], platformOther: null, receptionStatus: 'pret' });
    expect(response).toMatchObject({
      status: 400,
      json: { error: { issues: [{ path: named, message: 'Précisez le nom de la plateforme (« Autre »)' }] } },
    });
    expect(await byClient([named, other])).toEqual({ [named]: { platform: 'autre', platformOther: 'Ma PA', receptionStatus: 'a_faire', receptionDate: null } });
  });

  it('refuses bad input in French: duplicates, too many, unknown values, an unreal date, « Autre » unnamed, nothing to change, unknown fields', async () => {
    const [id = ''] = await t.addClients(1);
    const cases: [unknown, string][] = [
      [{ clientIds: [id, id], receptionStatus: 'pret' }, BULK_MESSAGES.duplicate],
      [{ clientIds: Array.from({ length: BULK_MAX_ROWS + 1 }, () => randomUUID()), receptionStatus: 'pret' }, BULK_MESSAGES.tooMany],
      [{ clientIds: [], receptionStatus: 'pret' }, BULK_MESSAGES.empty],
      [{ clientIds: [id], platform: 'chorus' }, 'Plateforme inconnue'],
      [{ clientIds: [id], issuingStatus: 'fait' }, 'Statut inconnu'],
      [{ clientIds: [id], receptionDate: '2026-02-30' }, 'Date invalide'],
      [{ clientIds: [id], platform: 'autre' }, 'Précisez le nom de la plateforme (« Autre »)'],
      [{ clientIds: [id] }, 'Aucun champ à modifier'],
      [{ clientIds: [id], category: 'pme' }, 'Clé non reconnue : "category"'],
    ];
    for (const [body, message] of cases) {
      expect(await bulk(body), message).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    }
    expect(await records([id])).toEqual([]);
  });
});

import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTHORIZATION_STATUSES } from '../../shared/authorizations.ts';
import type { Software } from '../../shared/software.ts';
import { clients, users } from '../db/schema/index.ts';
import { listAuthorizations } from '../features/authorizations/authorizations.service.ts';
import { listClients } from '../features/clients/clients.service.ts';
import { listSoftwareClients } from '../features/software/software-clients.service.ts';
import { listTrackingRowsQuery, listTrackingYears } from '../features/tracking/tracking.service.ts';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

// After a write, a list of one row per client is its previous version with the changed clients'
// rows read again (http/list-rows.ts). Each answer is compared with the whole list read afresh.

let t: TestApp;
let camille: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  camille = (await t.signedIn({ email: 'camille@cabinet.test', role: 'admin' })).client;
  for (const raisonSociale of ['Atelier Roux', 'Boulangerie Leroy', 'Cave Martin', 'Domaine Petit', 'Épicerie Durand']) {
    const created = await camille.post('/api/clients', { raisonSociale });
    expect(created.status).toBe(201);
    ids[raisonSociale] = (created.json as { id: string }).id;
  }
});
afterAll(() => t.close());

const id = (name: string) => ids[name] ?? '';

/** The statements that read the clients table's rows, while `run` goes. */
async function listReads<T>(run: () => Promise<T>): Promise<{ result: T; whole: number; patched: number }> {
  type Query = typeof t.database.pool.query;
  const texts: string[] = [];
  const query = t.database.pool.query.bind(t.database.pool) as Query;
  const spy = vi.spyOn(t.database.pool, 'query').mockImplementation(((...args: Parameters<Query>) => {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : (first as { text: string }).text);
    return query(...args);
  }) as Query);
  try {
    const result = await run();
    const lists = texts.filter((text) => /from "clients"/i.test(text) && /order by/i.test(text));
    const patched = lists.filter((text) => /"clients"\."id" = ANY|"clients"\."id" in/i.test(text)).length;
    return { result, whole: lists.length - patched, patched };
  } finally {
    spy.mockRestore();
  }
}

const rowsOf = (response: { json: unknown }, key: string) => (response.json as Record<string, unknown[]>)[key];

describe('the clients list after a write', () => {
  it('reads only the written client again, and equals the list read whole', async () => {
    expect((await camille.get('/api/clients')).status).toBe(200);
    expect((await camille.request('PATCH', `/api/clients/${id('Cave Martin')}`, { ville: 'Beaune' })).status).toBe(200);
    const { result, whole, patched } = await listReads(() => camille.get('/api/clients'));
    expect(result.status).toBe(200);
    expect(rowsOf(result, 'clients')).toEqual(await listClients({ db: t.db }));
    expect({ whole, patched }).toEqual({ whole: 0, patched: 1 });
  });

  it('reads the list whole when a rename moves a row, and keeps it sorted', async () => {
    expect((await camille.request('PATCH', `/api/clients/${id('Atelier Roux')}`, { raisonSociale: 'Menuiserie Roux' })).status).toBe(200);
    const { result, whole } = await listReads(() => camille.get('/api/clients'));
    const names = (rowsOf(result, 'clients') as { raisonSociale: string }[]).map((row) => row.raisonSociale);
    expect(names.indexOf('Menuiserie Roux')).toBeGreaterThan(names.indexOf('Domaine Petit'));
    expect(rowsOf(result, 'clients')).toEqual(await listClients({ db: t.db }));
    expect(whole).toBe(1);
  });

  it('places a new client by reading the list whole, and drops a deleted one by a patch', async () => {
    expect((await camille.post('/api/clients', { raisonSociale: 'Brasserie Blanc' })).status).toBe(201);
    const added = await listReads(() => camille.get('/api/clients'));
    expect(rowsOf(added.result, 'clients')).toEqual(await listClients({ db: t.db }));
    expect(added.whole).toBe(1);

    expect((await camille.request('DELETE', `/api/clients/${id('Domaine Petit')}`)).status).toBe(204);
    const removed = await listReads(() => camille.get('/api/clients'));
    expect(rowsOf(removed.result, 'clients')).toEqual(await listClients({ db: t.db }));
    expect((rowsOf(removed.result, 'clients') as { id: string }[]).map((row) => row.id)).not.toContain(id('Domaine Petit'));
    expect({ whole: removed.whole, patched: removed.patched }).toEqual({ whole: 0, patched: 1 });
  });

  it('reads the list whole after a journal entry of no client: a user deleted takes their assignments', async () => {
    const leaving = await t.createUser({ email: 'lea@cabinet.test', password: 'motdepasse' });
    expect((await camille.request('PUT', `/api/clients/${id('Cave Martin')}/collaborators/${leaving.id}`)).status).toBe(204);
    const assigned = await camille.get('/api/clients');
    expect((rowsOf(assigned, 'clients') as { id: string; collaboratorIds: string[] }[]).find((row) => row.id === id('Cave Martin'))?.collaboratorIds).toEqual([leaving.id]);

    expect((await camille.request('DELETE', `/api/admin/users/${leaving.id}`)).status).toBeLessThan(300);
    expect(await t.db.select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
    const { result, whole } = await listReads(() => camille.get('/api/clients'));
    expect(rowsOf(result, 'clients')).toEqual(await listClients({ db: t.db }));
    expect(whole).toBe(1);
  });
});

describe('the lists of active clients after a write', () => {
  it('Habilitations: a status patched in, a client made inactive leaves, one made active again enters', async () => {
    expect((await camille.get('/api/authorizations/urssaf')).status).toBe(200);
    expect((await camille.request('PUT', `/api/authorizations/urssaf/${id('Cave Martin')}`, { status: 'en_cours' })).status).toBe(200);
    const patched = await listReads(() => camille.get('/api/authorizations/urssaf'));
    expect(rowsOf(patched.result, 'rows')).toEqual(await listAuthorizations({ db: t.db, kind: 'urssaf' }));
    expect(patched.whole).toBe(0);

    expect((await camille.request('PATCH', `/api/clients/${id('Épicerie Durand')}`, { status: 'inactif' })).status).toBe(200);
    const left = await camille.get('/api/authorizations/urssaf');
    expect(rowsOf(left, 'rows')).toEqual(await listAuthorizations({ db: t.db, kind: 'urssaf' }));
    expect((rowsOf(left, 'rows') as { clientId: string }[]).map((row) => row.clientId)).not.toContain(id('Épicerie Durand'));

    expect((await camille.request('PATCH', `/api/clients/${id('Épicerie Durand')}`, { status: 'actif' })).status).toBe(200);
    const back = await camille.get('/api/authorizations/urssaf');
    expect((rowsOf(back, 'rows') as { clientId: string }[]).map((row) => row.clientId)).toContain(id('Épicerie Durand'));
    expect(rowsOf(back, 'rows')).toEqual(await listAuthorizations({ db: t.db, kind: 'urssaf' }));
  });

  it('Banque URSSAF: a client whose URSSAF habilitation is no longer needed leaves the list', async () => {
    expect((await camille.get('/api/authorizations/bank_urssaf')).status).toBe(200);
    expect((await camille.request('PUT', `/api/authorizations/urssaf/${id('Cave Martin')}`, { status: 'pas_necessaire' })).status).toBe(200);
    const response = await camille.get('/api/authorizations/bank_urssaf');
    expect((rowsOf(response, 'rows') as { clientId: string }[]).map((row) => row.clientId)).not.toContain(id('Cave Martin'));
    expect(rowsOf(response, 'rows')).toEqual(await listAuthorizations({ db: t.db, kind: 'bank_urssaf' }));
  });

  it('Suivi: a status patched in, then a new year read whole with its column', async () => {
    const trackingNow = async () => ({
      years: await listTrackingYears({ db: t.db, kind: 'cfe' }),
      rows: (await t.db.execute(listTrackingRowsQuery('cfe'))).rows,
    });
    // The first visit creates the year (a journal entry of no client): the next read is whole.
    await camille.get('/api/tracking/cfe');
    const first = await camille.get('/api/tracking/cfe');
    const [year] = (first.json as { years: number[] }).years;
    expect((await camille.request('PUT', `/api/tracking/cfe/${id('Boulangerie Leroy')}/${year}`, { status: 'fait' })).status).toBe(200);
    const patched = await listReads(() => camille.get('/api/tracking/cfe'));
    expect(patched.result.json).toEqual(await trackingNow());
    expect(patched.whole).toBe(0);

    expect((await camille.post('/api/tracking/cfe/years', { year: (year ?? 2026) + 1 })).status).toBe(201);
    const { result, whole } = await listReads(() => camille.get('/api/tracking/cfe'));
    expect(result.json).toEqual(await trackingNow());
    expect((result.json as { years: number[] }).years).toContain((year ?? 2026) + 1);
    expect(whole).toBe(1);
  });

  it('Logiciels: a client’s new software patched in, a client made inactive leaves', async () => {
    const [software] = ((await camille.get('/api/software')).json as { software: Software[] }).software;
    expect((await camille.get('/api/software/clients')).status).toBe(200);
    expect((await camille.request('PATCH', `/api/clients/${id('Boulangerie Leroy')}`, { softwareId: software?.id })).status).toBe(200);
    const patched = await listReads(() => camille.get('/api/software/clients'));
    expect(rowsOf(patched.result, 'rows')).toEqual(await listSoftwareClients({ db: t.db }));
    expect(patched).toMatchObject({ whole: 0, patched: 1 });

    expect((await camille.request('PATCH', `/api/clients/${id('Boulangerie Leroy')}`, { status: 'inactif' })).status).toBe(200);
    const left = await listReads(() => camille.get('/api/software/clients'));
    expect((rowsOf(left.result, 'rows') as { clientId: string }[]).map((row) => row.clientId)).not.toContain(id('Boulangerie Leroy'));
    expect(rowsOf(left.result, 'rows')).toEqual(await listSoftwareClients({ db: t.db }));
    expect(left.whole).toBe(0);
    expect((await camille.request('PATCH', `/api/clients/${id('Boulangerie Leroy')}`, { status: 'actif' })).status).toBe(200);
  });

  it('still answers a bad request with the route’s 400', async () => {
    expect(await camille.get('/api/authorizations/inconnu')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: "Type d'habilitation inconnu", issues: [{ path: 'kind' }] } },
    });
    expect(await camille.get('/api/tracking/cfe?inconnu=1')).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "inconnu"' } } });
  });
});

describe('the lists after random writes through the API', () => {
  /** What the browser gets, plain and gunzipped: both must be the list serialised whole, to the byte. */
  async function expectWhole(path: string, whole: Record<string, unknown>) {
    const expected = JSON.stringify(whole);
    expect((await camille.get(path)).text).toBe(expected);
    const gzipped = await t.app.request(path, { headers: { cookie: camille.cookieHeader(), 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString('utf8')).toBe(expected);
  }

  const write = fc.record({
    kind: fc.constantFrom('edit', 'edit', 'rename', 'status', 'insert', 'delete', 'authorization'),
    pick: fc.nat(),
    name: fc.tuple(fc.constantFrom('Atelier', 'Brasserie « Le Port »', 'Café "Central"', 'Épicerie', 'Zinc'), fc.nat(30)).map(([word, n]) => `${word} ${n}`),
  });

  /**
   * One write on the client at `pick` (by id, modulo their number), or a new client. Each changes a
   * value: a write of the values already there moves the client's updatedAt without a journal
   * entry, so the list keeps its version and its previous updatedAt (a gap of its own, left to the
   * clients service).
   */
  let written = 0;
  async function apply({ kind, pick, name }: { kind: string; pick: number; name: string }) {
    const rows = await t.db.select({ id: clients.id, status: clients.status }).from(clients).orderBy(clients.id);
    const client = rows[pick % Math.max(rows.length, 1)] ?? { id: '', status: 'actif' };
    written++;
    if (kind === 'insert' || rows.length < 3) return camille.post('/api/clients', { raisonSociale: `${name} n${written}` });
    if (kind === 'delete') return camille.request('DELETE', `/api/clients/${client.id}`);
    // Habilitations of a client the list shows (an active one).
    const current = (await listAuthorizations({ db: t.db, kind: 'urssaf' })).find((row) => row.clientId === client.id)?.status;
    if (kind === 'authorization' && current) {
      const next = AUTHORIZATION_STATUSES[(AUTHORIZATION_STATUSES.findIndex((status) => status === current) + 1) % AUTHORIZATION_STATUSES.length];
      return camille.request('PUT', `/api/authorizations/urssaf/${client.id}`, { status: next });
    }
    // An edit keeps the row's place; a rename may move it; a status change takes it out of Habilitations or brings it in.
    if (kind === 'rename') return camille.request('PATCH', `/api/clients/${client.id}`, { raisonSociale: `${name} n${written}` });
    if (kind === 'status') return camille.request('PATCH', `/api/clients/${client.id}`, { status: client.status === 'actif' ? 'inactif' : 'actif' });
    return camille.request('PATCH', `/api/clients/${client.id}`, { ville: `Ville ${written}` });
  }

  it('equal the lists read whole, plain and gzipped, after each batch of edits, renames, status changes, insertions and deletions', async () => {
    for (const name of ['Agence Morel', 'Bureau Faure', 'Cabinet Lucas', 'Droguerie Henry', 'Ferme Girard']) expect((await camille.post('/api/clients', { raisonSociale: name })).status).toBe(201);
    // The lists cached before the first batch, so that each later read is a patch or a whole read after it.
    await camille.get('/api/clients');
    await camille.get('/api/authorizations/urssaf');
    await camille.get('/api/software/clients');
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 5 }), async (writes) => {
        for (const one of writes) expect((await apply(one)).status).toBeLessThan(300);
        await expectWhole('/api/clients', { clients: await listClients({ db: t.db }) });
        await expectWhole('/api/authorizations/urssaf', { rows: await listAuthorizations({ db: t.db, kind: 'urssaf' }) });
        await expectWhole('/api/software/clients', { rows: await listSoftwareClients({ db: t.db }) });
      }),
      { numRuns: 25 },
    );
  });
});

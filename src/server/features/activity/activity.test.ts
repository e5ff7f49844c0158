import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPageSchema, type ActivityPage } from '../../../shared/activity.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import { activityLog } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let admin: TestClient;
let camille: TestClient;
let hugo: TestClient;
const people = { admin: { id: '', fullName: 'Alice Martin' }, camille: { id: '', fullName: 'Camille Dupont' } };

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: people.admin.id }, client: admin } = await t.signedIn({ email: 'alice@cabinet.test', fullName: 'Alice Martin', role: 'admin' }));
  ({ user: { id: people.camille.id }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  hugo = (await t.signedIn({ email: 'hugo@cabinet.test', fullName: 'Hugo Leroy', role: 'stagiaire' })).client;
});
afterAll(() => t.close());

type Seed = Partial<typeof activityLog.$inferInsert> & { at?: Date };

/** Entries written straight into the journal, each with its own client id so tests stay apart. */
async function seed(rows: Seed[]) {
  return t.db
    .insert(activityLog)
    .values(rows.map((row) => ({ entity: 'client' as const, entityId: randomUUID(), action: 'update' as const, ...row })))
    .returning({ id: activityLog.id });
}

const page = async (query: string, client = admin) => {
  const response = await client.get(`/api/activity?${query}`);
  expect(response.status, response.text).toBe(200);
  expect(activityPageSchema.safeParse(response.json).success).toBe(true);
  return response.json as ActivityPage;
};

describe('who may read the journal', () => {
  it('answers 401 without a session and 403 to collaborateurs and stagiaires, for the list and the export', async () => {
    for (const path of ['/api/activity', '/api/activity/export.csv']) {
      expect((await t.client().get(path)).status).toBe(401);
      for (const client of [camille, hugo]) {
        expect(await client.get(path)).toMatchObject({ status: 403, json: { error: { code: 'FORBIDDEN' } } });
      }
      expect((await admin.get(path)).status).toBe(200);
    }
  });
});

describe('GET /api/activity', () => {
  it('lists newest first, page by page on the id, with no entry twice and an end', async () => {
    const clientId = randomUUID();
    const seeded = await seed([1, 2, 3, 4, 5].map((n) => ({ clientId, field: 'ville', newValue: `Ville ${n}` })));
    const first = await page(`clientId=${clientId}&limit=2`);
    expect(first.entries.map((e) => e.newValue)).toEqual(['Ville 5', 'Ville 4']);
    expect(first.nextBefore).toBe(seeded[3]?.id);
    // Written meanwhile: it does not shift the pages already counted.
    await seed([{ clientId, field: 'ville', newValue: 'Ville 6' }]);
    const second = await page(`clientId=${clientId}&limit=2&before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.newValue)).toEqual(['Ville 3', 'Ville 2']);
    const last = await page(`clientId=${clientId}&limit=2&before=${second.nextBefore}`);
    expect(last.entries.map((e) => e.newValue)).toEqual(['Ville 1']);
    expect(last.nextBefore).toBeNull();
  });

  it('filters by user, by entity and by client', async () => {
    const clientId = randomUUID();
    await seed([
      { clientId, userId: people.admin.id, userName: 'Alice Martin', entity: 'client', field: 'ville' },
      { clientId, userId: people.camille.id, userName: 'Camille Dupont', entity: 'task', action: 'create' },
      { clientId, userId: people.camille.id, userName: 'Camille Dupont', entity: 'client', field: 'email' },
      { clientId: randomUUID(), userId: people.camille.id, userName: 'Camille Dupont', entity: 'client', field: 'adresse' },
    ]);
    const byUser = await page(`clientId=${clientId}&user=${people.camille.id}`);
    expect(byUser.entries.map((e) => [e.userName, e.entity])).toEqual([
      ['Camille Dupont', 'client'],
      ['Camille Dupont', 'task'],
    ]);
    const byEntity = await page(`clientId=${clientId}&entity=client`);
    expect(byEntity.entries.map((e) => e.field)).toEqual(['email', 'ville']);
    const both = await page(`clientId=${clientId}&entity=task&user=${people.camille.id}`);
    expect(both.entries).toMatchObject([{ entity: 'task', action: 'create', clientId }]);
  });

  it('takes from/to as whole days in Paris, both included, across the change to summer time', async () => {
    const clientId = randomUUID();
    await seed([
      // 14 March 23:59 in Paris (UTC+1): the day before.
      { clientId, newValue: 'veille', at: new Date('2026-03-14T22:59:00Z') },
      // 15 March 00:30 in Paris, still 14 March in UTC.
      { clientId, newValue: 'début', at: new Date('2026-03-14T23:30:00Z') },
      // 29 March 23:30 in Paris, after the change to UTC+2.
      { clientId, newValue: 'fin', at: new Date('2026-03-29T21:30:00Z') },
      // 30 March 00:10 in Paris.
      { clientId, newValue: 'lendemain', at: new Date('2026-03-29T22:10:00Z') },
    ]);
    const range = await page(`clientId=${clientId}&from=2026-03-15&to=2026-03-29`);
    expect(range.entries.map((e) => e.newValue)).toEqual(['fin', 'début']);
    expect((await page(`clientId=${clientId}&from=2026-03-30`)).entries.map((e) => e.newValue)).toEqual(['lendemain']);
    expect((await page(`clientId=${clientId}&to=2026-03-14`)).entries.map((e) => e.newValue)).toEqual(['veille']);
  });

  it("names what identifiers point to: a task's assignee and client, a client's software, the entry's client", async () => {
    const client = (await admin.post('/api/clients', { raisonSociale: 'Boulangerie Martin' })).json as { id: string };
    const software = (await admin.post('/api/software', { name: 'Compta Journal' })).json as { id: string };
    await admin.request('PATCH', `/api/clients/${client.id}`, { softwareId: software.id });
    const task = await admin.post('/api/tasks', { title: 'TVA', type: 'ponctuelle', priority: 'normale', status: 'a_faire' });
    const taskId = (task.json as { id: string }).id;
    await admin.request('PUT', `/api/tasks/${taskId}`, {
      title: 'TVA',
      type: 'ponctuelle',
      priority: 'normale',
      status: 'a_faire',
      clientId: client.id,
      assignedTo: people.camille.id,
    });
    const clientEntries = await page(`clientId=${client.id}`);
    expect(clientEntries.entries).toMatchObject([
      { entity: 'task', field: 'assignedTo', oldValue: null, newValue: 'Camille Dupont', clientName: 'Boulangerie Martin' },
      { entity: 'task', field: 'clientId', oldValue: null, newValue: 'Boulangerie Martin', clientName: 'Boulangerie Martin' },
      { entity: 'client', field: 'softwareId', oldValue: null, newValue: 'Compta Journal', userName: 'Alice Martin', userId: people.admin.id },
      { entity: 'client', action: 'create', newValue: 'Boulangerie Martin' },
    ]);
    // Once the client is gone, its history stays, with no name to show.
    await admin.request('DELETE', `/api/clients/${client.id}`);
    const after = await page(`clientId=${client.id}`);
    expect(after.entries[0]).toMatchObject({ action: 'delete', oldValue: 'Boulangerie Martin', clientName: null });
    expect(after.entries).toHaveLength(5);
  });

  it('refuses bad filters in French', async () => {
    const cases: [string, string][] = [
      ['entity=facture', 'Élément inconnu'],
      ['user=12', 'Utilisateur invalide'],
      ['clientId=abc', 'Client invalide'],
      ['from=15/03/2026', 'Du : date invalide (AAAA-MM-JJ attendu)'],
      ['to=2026-02-30', 'Au : date invalide'],
      ['from=2026-03-16&to=2026-03-15', 'La date de début doit précéder la date de fin'],
      ['before=abc', 'Curseur invalide'],
      ['before=-3', 'Curseur invalide'],
      ['limit=5000', 'Limite invalide'],
      ['tri=asc', 'Clé non reconnue : "tri"'],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get(`/api/activity?${query}`);
      expect(response, query).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    }
    expect(await admin.get('/api/activity/export.csv?entity=facture')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Élément inconnu', issues: [{ path: 'entity' }] } },
    });
  });
});

describe('recordActivity', () => {
  it('stores awkward text as written, in the order given, and thousands of entries at once', async () => {
    const clientId = randomUUID();
    const awkward = ['NULL', '', '{a,b}', 'guillemet " et \\ barre', 'ligne 1\nligne 2', 'Société Générale 🏦', null];
    await t.db.transaction((tx) =>
      recordActivity(
        tx,
        people.admin,
        awkward.map((value, index) => ({ entity: 'client', entityId: String(index), clientId, action: 'update', field: 'adresse', oldValue: value, newValue: index })),
      ),
    );
    const stored = await t.db.select().from(activityLog).where(eq(activityLog.clientId, clientId)).orderBy(activityLog.id);
    expect(stored.map((row) => row.oldValue)).toEqual(awkward);
    expect(stored.map((row) => row.newValue)).toEqual(awkward.map((_, index) => String(index)));
    expect(stored.every((row) => row.userId === people.admin.id && row.userName === 'Alice Martin')).toBe(true);

    const bulkClient = randomUUID();
    const many = Array.from({ length: 20_000 }, (_, index) => ({ entity: 'client' as const, entityId: String(index), clientId: bulkClient, action: 'create' as const }));
    await t.db.transaction((tx) => recordActivity(tx, null, many));
    const [counted] = await t.db.select({ n: count() }).from(activityLog).where(eq(activityLog.clientId, bulkClient));
    expect(counted?.n).toBe(20_000);
  });
});

describe('GET /api/activity/export.csv', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = admin.cookieHeader();
  });

  /** The file as bytes: a decoder would swallow the BOM Excel needs. */
  async function download(query: string) {
    const response = await t.app.request(`/api/activity/export.csv?${query}`, { headers: { origin: TEST_ORIGIN, cookie } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  it('writes the filtered journal as CSV for French Excel, with French labels and formulas neutralised', async () => {
    const clientId = randomUUID();
    await t.db.transaction(async (tx) => {
      await recordActivity(tx, people.camille, [
        { entity: 'client', entityId: clientId, clientId, action: 'update', field: 'raisonSociale', oldValue: 'Garage', newValue: '=HYPERLINK("http://x")' },
        { entity: 'client', entityId: clientId, clientId, action: 'update', field: 'status', oldValue: 'actif', newValue: 'inactif' },
        { entity: 'client', entityId: clientId, clientId, action: 'update', field: 'siret', oldValue: null, newValue: '00032517500016' },
      ]);
    });
    const { response, bytes, text } = await download(`clientId=${clientId}&user=${people.camille.id}`);
    expect(response.status).toBe(200);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="journal-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFDate;Utilisateur;Élément;Client;Action;Champ;Ancienne valeur;Nouvelle valeur');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};Camille Dupont;Client;;Modification;SIRET;;\t00032517500016$/);
    expect(lines[2]).toMatch(/;Modification;Statut;Actif;Inactif$/);
    expect(lines[3]).toMatch(/;Modification;Raison Sociale;Garage;"'=HYPERLINK\(""http:\/\/x""\)"$/);
    expect(lines[4]).toBe('');
  });

  it('sends the header alone when nothing matches', async () => {
    const { text } = await download(`clientId=${randomUUID()}`);
    expect(text).toBe('\uFEFFDate;Utilisateur;Élément;Client;Action;Champ;Ancienne valeur;Nouvelle valeur\r\n');
  });
});

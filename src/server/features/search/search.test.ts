import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIRENE_CLIENTS_CSV } from '../../../../test/fixtures/fixtures.ts';
import { searchResultsSchema, type SearchResults } from '../../../shared/search.ts';
import { eq } from 'drizzle-orm';
import { clients, tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let intern: TestClient;
const ids: Record<string, string> = {};

/** Real establishments from INSEE's SIRENE sample (test/fixtures), as the firm would import them. */
function sireneClients(): { siret: string; raisonSociale: string; ville: string }[] {
  const [, ...lines] = readFileSync(SIRENE_CLIENTS_CSV, 'utf8').trim().split('\n');
  const seen = new Set<string>();
  const rows: { siret: string; raisonSociale: string; ville: string }[] = [];
  for (const line of lines) {
    // The sample has no quoted fields before the city: the first columns split safely.
    const cells = line.split(',');
    const [siret = '', , raisonSociale = ''] = cells;
    if (!raisonSociale || seen.has(raisonSociale) || raisonSociale.includes('"')) continue;
    seen.add(raisonSociale);
    rows.push({ siret, raisonSociale, ville: cells[11] ?? '' });
  }
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  camille = (await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' })).client;
  intern = (await t.signedIn({ email: 'stagiaire@cabinet.test', role: 'stagiaire' })).client;

  ids.sg = await t.insertClient({ raisonSociale: 'Société Générale', siret: '55212022200013', numeroClient: 'C00042', ville: 'Paris' });
  ids.sgBanque = await t.insertClient({ raisonSociale: 'Société des Eaux de Marseille', siret: '05780647800017', ville: 'Marseille' });
  ids.boulangerie = await t.insertClient({ raisonSociale: 'Boulangerie Lefèvre', siret: '73282932000074', numeroClient: 'B-12', ville: 'Lyon', status: 'prospect' });
  ids.garage = await t.insertClient({ raisonSociale: 'Garage Müller & Fils', siret: '73282932000082', ville: 'Strasbourg' });
  ids.percent = await t.insertClient({ raisonSociale: '100% Bio', siret: null, ville: null });
  await t.db.insert(clients).values(sireneClients().map((row) => ({ ...row, numeroClient: null })));

  const [tva] = await t.db
    .insert(tasks)
    .values([
      { title: 'Déclaration de TVA mensuelle', clientId: ids.sg, dueDate: new Date('2026-03-12T13:00:00Z'), status: 'en_cours', priority: 'haute' },
      { title: 'Liasse fiscale 2025', clientId: ids.boulangerie, dueDate: null },
      { title: 'Déclaration de TVA annuelle', clientId: null, status: 'termine', completedAt: new Date() },
    ])
    .returning({ id: tasks.id });
  ids.tva = tva?.id ?? '';
});
afterAll(() => t.close());

async function search(q: string, client: TestClient = camille): Promise<SearchResults> {
  const response = await client.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status, response.text).toBe(200);
  const parsed = searchResultsSchema.parse(response.json);
  expect(parsed.clients.length).toBeLessThanOrEqual(8);
  expect(parsed.tasks.length).toBeLessThanOrEqual(8);
  return parsed;
}
const firstClient = async (q: string) => (await search(q)).clients[0]?.raisonSociale;

describe('GET /api/search — clients', () => {
  it('finds a client by raison sociale whatever the accents and the case', async () => {
    for (const q of ['societe generale', 'SOCIETE GÉNÉRALE', 'Société Générale', 'générale']) {
      expect(await firstClient(q), q).toBe('Société Générale');
    }
    const { clients: found } = await search('societe generale');
    expect(found[0]).toEqual({
      id: ids.sg,
      raisonSociale: 'Société Générale',
      siret: '55212022200013',
      numeroClient: 'C00042',
      ville: 'Paris',
      status: 'actif',
    });
    expect(await firstClient('muller')).toBe('Garage Müller & Fils');
  });

  it('tolerates typos', async () => {
    expect(await firstClient('societe genrale')).toBe('Société Générale');
    expect(await firstClient('genrale')).toBe('Société Générale');
    expect(await firstClient('boulangrie lefevre')).toBe('Boulangerie Lefèvre');
    expect(await firstClient('garaje muler')).toBe('Garage Müller & Fils');
  });

  it('finds real SIRENE companies by name, with a typo, and by SIRET', async () => {
    const samples = sireneClients().filter((row) => row.raisonSociale.length >= 12).slice(0, 25);
    expect(samples.length).toBe(25);
    for (const sample of samples) {
      const names = (await search(sample.raisonSociale.toLowerCase())).clients.map((c) => c.raisonSociale);
      expect(names[0], sample.raisonSociale).toBe(sample.raisonSociale);
      // One letter dropped in the middle of the name.
      const middle = Math.floor(sample.raisonSociale.length / 2);
      const typo = sample.raisonSociale.slice(0, middle) + sample.raisonSociale.slice(middle + 1);
      const fuzzy = (await search(typo)).clients.map((c) => c.raisonSociale);
      expect(fuzzy, `${typo} → ${sample.raisonSociale}`).toContain(sample.raisonSociale);
      expect((await search(sample.siret)).clients[0]?.siret).toBe(sample.siret);
    }
  });

  it('finds a SIRET typed with spaces, exact match first, and by its first digits', async () => {
    expect((await search('552 120 222 00013')).clients.map((c) => c.id)).toEqual([ids.sg]);
    expect((await search(' 55212022200013 ')).clients[0]?.id).toBe(ids.sg);
    const prefix = (await search('732 829 320')).clients.map((c) => c.raisonSociale);
    expect(prefix).toEqual(['Boulangerie Lefèvre', 'Garage Müller & Fils']);
  });

  it('finds a client by numéro client, case-insensitively, before name matches', async () => {
    expect((await search('C00042')).clients[0]?.id).toBe(ids.sg);
    expect((await search('c00042')).clients[0]?.id).toBe(ids.sg);
    expect((await search('b-12')).clients[0]).toMatchObject({ id: ids.boulangerie, status: 'prospect', ville: 'Lyon' });
  });

  it('puts names starting with the query before names merely containing it', async () => {
    await t.insertClient({ raisonSociale: 'Cabinet Martin', siret: null });
    await t.insertClient({ raisonSociale: 'Martin Frères', siret: null });
    const names = (await search('martin')).clients.map((c) => c.raisonSociale);
    expect(names).toContain('Cabinet Martin');
    expect(names.indexOf('Martin Frères')).toBeLessThan(names.indexOf('Cabinet Martin'));
    // The SIRENE sample holds other MARTIN companies: every name starting with the word comes first.
    const firstContaining = names.findIndex((name) => !name.toLowerCase().startsWith('martin'));
    expect(names.slice(firstContaining).every((name) => !name.toLowerCase().startsWith('martin'))).toBe(true);
  });

  it('takes %, _ and backslashes literally', async () => {
    expect((await search('100%')).clients[0]?.id).toBe(ids.percent);
    const { clients: none } = await search('%%%');
    expect(none.map((c) => c.id)).not.toContain(ids.sg);
    expect((await search('\\_')).clients).toEqual([]);
  });

  it('answers at most 8 clients', async () => {
    await t.db.insert(clients).values(Array.from({ length: 12 }, (_, i) => ({ raisonSociale: `Pharmacie du Centre ${i}` })));
    expect((await search('pharmacie du centre')).clients).toHaveLength(8);
  });

  it('answers nothing for a query matching nothing', async () => {
    expect(await search('zzqxw')).toEqual({ clients: [], tasks: [], missions: [] });
  });
});

describe('GET /api/search — tasks', () => {
  it('finds tasks by title, open ones first, with client, due date and status', async () => {
    const { tasks: found } = await search('declaration tva');
    expect(found.map((task) => task.title)).toEqual(['Déclaration de TVA mensuelle', 'Déclaration de TVA annuelle']);
    expect(found[0]).toEqual({
      id: ids.tva,
      title: 'Déclaration de TVA mensuelle',
      status: 'en_cours',
      priority: 'haute',
      dueDate: '2026-03-12T13:00:00.000Z',
      clientId: ids.sg,
      clientName: 'Société Générale',
    });
    expect(found[1]).toMatchObject({ status: 'termine', clientId: null, clientName: null, dueDate: null });
  });

  it('finds a task with a typo in its title', async () => {
    expect((await search('liase fiscle')).tasks.map((task) => task.title)).toEqual(['Liasse fiscale 2025']);
  });

  it('puts the open tasks of a title first, even behind more than 8 finished ones, nearest due date first', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    const finished = Array.from({ length: 10 }, (_, i) => ({ title: 'Révision annuelle des comptes', status: 'termine' as const, completedAt: day(1), dueDate: day(i + 1) }));
    const open = [
      { title: 'Révision annuelle des comptes', status: 'a_faire' as const, dueDate: day(28) },
      { title: 'Révision annuelle des comptes', status: 'en_cours' as const, dueDate: day(20) },
      { title: 'Révision annuelle des comptes', status: 'a_faire' as const, dueDate: null },
    ];
    await t.db.insert(tasks).values([...finished, ...open]);
    const found = (await search('revision annuelle')).tasks;
    expect(found.map((task) => [task.status, task.dueDate])).toEqual([
      ['en_cours', day(20).toISOString()],
      ['a_faire', day(28).toISOString()],
      ['a_faire', null],
      ...finished.slice(0, 5).map((task) => ['termine', task.dueDate.toISOString()]),
    ]);
  });

  it('finds a task by its new title once renamed, and a client by its new name', async () => {
    const [task] = await t.db.insert(tasks).values({ title: 'Courrier recommandé' }).returning({ id: tasks.id });
    await t.db.update(tasks).set({ title: 'Dépôt des comptes au greffe' }).where(eq(tasks.id, task?.id ?? ''));
    expect((await search('depot des comptes')).tasks[0]).toMatchObject({ id: task?.id, title: 'Dépôt des comptes au greffe' });
    expect((await search('courrier recommande')).tasks).toEqual([]);

    const client = await t.insertClient({ raisonSociale: 'Ancien Nom Zéphyr', siret: null });
    await t.db.update(clients).set({ raisonSociale: 'Menuiserie Quéméneur' }).where(eq(clients.id, client));
    expect(await firstClient('menuiserie quemeneur')).toBe('Menuiserie Quéméneur');
    expect((await search('ancien nom zephyr')).clients).toEqual([]);
  });
});

describe('GET /api/search — access and bad input', () => {
  it('is open to every signed-in role', async () => {
    expect((await search('societe generale', intern)).clients[0]?.id).toBe(ids.sg);
  });

  it('answers 401 without a session', async () => {
    expect(await t.client().get('/api/search?q=societe')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });

  it('refuses an empty, blank, missing or too long query in French', async () => {
    for (const path of ['/api/search', '/api/search?q=', '/api/search?q=%20%20%20']) {
      expect(await camille.get(path), path).toMatchObject({
        status: 400,
        json: { error: { code: 'VALIDATION', message: 'Saisissez un terme de recherche' } },
      });
    }
    expect(await camille.get(`/api/search?q=${'a'.repeat(101)}`)).toMatchObject({
      status: 400,
      json: { error: { message: 'La recherche : 100 caractères au maximum' } },
    });
    expect((await camille.get(`/api/search?q=${'a'.repeat(100)}`)).status).toBe(200);
    expect(await camille.get('/api/search?q=tva&scope=all')).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "scope"' } } });
  });
});

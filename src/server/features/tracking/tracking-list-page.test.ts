import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientListIds } from '../../../shared/client-list-page.ts';
import type { TrackingRow } from '../../../shared/tracking.ts';
import type { TrackingPage } from '../../../shared/tracking-list-query.ts';
import { clientAuthorizations, clientCollaborators, trackingYears, yearlyTracking } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

// GET /api/tracking/:kind with filters (decision 0009, issue 27): a Suivi list in keyset pages,
// its tiles (the most recent year's statuses), sort, search and portfolio in SQL, the years with
// every page, and GET /api/tracking/:kind/ids.

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());

let ids: Record<string, string> = {};

beforeAll(async () => {
  const add = (raisonSociale: string, values: Record<string, unknown> = {}) => t.insertClient({ raisonSociale, ...values });
  const zebre = await add('Zèbre Conseil', { siret: '11111111100011', numeroClient: 'Z-9' });
  const atelier = await add('Atelier Dubois', { siret: '33333333300033' });
  const alpha = await add('Alpha', { siret: null });
  const beta = await add('Béta Services', { siret: '22222222200022' });
  const exempt = await add('Cabinet Roux', { siret: '44444444400044' });
  await add('Dormant', { status: 'inactif' });
  ids = { zebre, atelier, alpha, beta, exempt };
  await t.db.insert(trackingYears).values([2024, 2025].flatMap((year) => [{ kind: 'cfe' as const, year }, { kind: '3en1' as const, year }]));
  await t.db.insert(yearlyTracking).values([
    { clientId: zebre, kind: 'cfe', year: 2025, status: 'fait' },
    { clientId: zebre, kind: 'cfe', year: 2024, status: 'pas_concerne' },
    { clientId: beta, kind: 'cfe', year: 2025, status: 'fait' },
    { clientId: atelier, kind: 'cfe', year: 2025, status: 'pas_concerne' },
    // An older year's status: not what the tiles and the filter read.
    { clientId: alpha, kind: 'cfe', year: 2024, status: 'fait' },
  ]);
  // SPEC §4: no 3 EN 1 for a client whose URSSAF is not needed.
  await t.db.insert(clientAuthorizations).values({ clientId: exempt, kind: 'urssaf', status: 'pas_necessaire' });
  await t.db.insert(clientCollaborators).values([zebre, alpha].map((clientId) => ({ clientId, collaboratorId: camilleId })));
});

const get = async <T>(path: string): Promise<T> => {
  const response = await camille.get(path);
  expect(response.status, response.text).toBe(200);
  return response.json as T;
};
const rowsOf = (kind: string, query: string) => get<{ years: number[]; clients: TrackingRow[] }>(`/api/tracking/${kind}?${query}`);
const names = async (kind: string, query: string) => (await rowsOf(kind, query)).clients.map((row) => row.raisonSociale);

/** Every page of a query, `limit` rows at a time. */
async function allPages(kind: string, query: string, limit: number): Promise<TrackingPage[]> {
  const pages: TrackingPage[] = [];
  let cursor: string | null = null;
  do {
    const page: TrackingPage = await get<TrackingPage>(`/api/tracking/${kind}?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe('GET /api/tracking/:kind with filters', () => {
  it('answers the rows of the whole list, each once in the list’s order in pages of any size, in each sort both ways', async () => {
    const whole = await get<{ years: number[]; rows: TrackingRow[] }>('/api/tracking/cfe');
    const filtered = await rowsOf('cfe', 'sort=client');
    expect(filtered.years).toEqual([2025, 2024]);
    expect(new Set(filtered.clients)).toEqual(new Set(whole.rows));
    expect(filtered.clients).toHaveLength(whole.rows.length);
    for (const sort of ['client', 'siret'])
      for (const order of ['asc', 'desc'])
        for (const limit of [1, 2, 3]) {
          const pages = await allPages('cfe', `sort=${sort}&order=${order}`, limit);
          const expected = (await rowsOf('cfe', `sort=${sort}&order=${order}`)).clients;
          expect(pages.flatMap((page) => page.clients)).toEqual(expected);
          expect(pages.map((page) => page.years)).toEqual(pages.map(() => [2025, 2024]));
          expect(pages.map((page) => page.total)).toEqual([5, ...pages.slice(1).map(() => null)]);
        }
  });

  it('sorts by the folded name, and by SIRET with the clients without one last either way', async () => {
    expect(await names('cfe', 'sort=client')).toEqual(['Alpha', 'Atelier Dubois', 'Béta Services', 'Cabinet Roux', 'Zèbre Conseil']);
    expect(await names('cfe', 'sort=siret')).toEqual(['Zèbre Conseil', 'Béta Services', 'Atelier Dubois', 'Cabinet Roux', 'Alpha']);
    expect(await names('cfe', 'sort=siret&order=desc')).toEqual(['Cabinet Roux', 'Atelier Dubois', 'Béta Services', 'Zèbre Conseil', 'Alpha']);
  });

  it('counts and filters on the most recent year’s status (à faire without a record), the tiles whatever status is chosen', async () => {
    const [page] = await allPages('cfe', 'status=fait', 10);
    expect(page?.clients.map((row) => row.raisonSociale)).toEqual(['Béta Services', 'Zèbre Conseil']);
    expect(page?.total).toBe(2);
    expect(page?.counts).toEqual({ a_faire: 2, fait: 2, pas_concerne: 1 });
    // Alpha's 2024 « Fait » is not the most recent year's.
    expect(await names('cfe', 'status=a_faire')).toEqual(['Alpha', 'Cabinet Roux']);
    const zebre = (await rowsOf('cfe', 'q=zebre')).clients[0];
    expect(zebre?.statuses).toEqual({ 2025: 'fait', 2024: 'pas_concerne' });
  });

  it('leaves out of 3 EN 1 the clients whose URSSAF is not needed, and filters on the portfolio and the search', async () => {
    expect(await names('3en1', 'sort=client')).toEqual(['Alpha', 'Atelier Dubois', 'Béta Services', 'Zèbre Conseil']);
    const [mine] = await allPages('3en1', 'mine=true', 10);
    expect(mine?.clients.map((row) => row.raisonSociale)).toEqual(['Alpha', 'Zèbre Conseil']);
    // The tiles count the portfolio.
    expect(mine?.counts).toEqual({ a_faire: 2, fait: 0, pas_concerne: 0 });
    expect(await names('cfe', `collaborator=${camilleId}&q=alp`)).toEqual(['Alpha']);
    expect(await names('cfe', 'q=beta')).toEqual(['Béta Services']);
    expect(await names('cfe', 'q=3333 3333')).toEqual(['Atelier Dubois']);
    expect(await names('cfe', 'q=z-9')).toEqual(['Zèbre Conseil']);
  });
});

describe('GET /api/tracking/:kind/ids', () => {
  it('gives the ids the filters show, in the list’s order, and their count', async () => {
    const rows = (await rowsOf('cfe', 'sort=siret&order=desc&status=pas_concerne')).clients;
    expect(rows.map((row) => row.clientId)).toEqual([ids.atelier]);
    expect(await get<ClientListIds>('/api/tracking/cfe/ids?sort=siret&order=desc')).toEqual({
      ids: [ids.exempt, ids.atelier, ids.beta, ids.zebre, ids.alpha],
      total: 5,
    });
  });

  it.each([
    ['status=signe', 'Statut inconnu'],
    ['sort=2025', 'Colonne de tri inconnue'],
    ['order=haut', 'Ordre de tri'],
    ['collaborator=moi', 'Collaborateur inconnu'],
    ['mine=peut-etre', 'mine vaut true ou false'],
  ])('refuses ?%s with a French 400, on the list as on the ids', async (query, message) => {
    for (const path of ['/api/tracking/cfe', '/api/tracking/cfe/ids']) {
      const response = await camille.get(`${path}?${query}`);
      expect(response.status).toBe(400);
      expect((response.json as { error: { message: string } }).error.message).toContain(message);
    }
  });

  it('refuses a cursor without a page size, a bad cursor, and a tab (the kind is the path’s)', async () => {
    const cursor = (await get<TrackingPage>('/api/tracking/cfe?limit=1')).nextCursor;
    const noLimit = await camille.get(`/api/tracking/cfe?cursor=${cursor}`);
    expect(noLimit.status).toBe(400);
    expect((noLimit.json as { error: { message: string } }).error.message).toContain('taille de page');
    const bad = await camille.get('/api/tracking/cfe?limit=2&cursor=abc');
    expect(bad.status).toBe(400);
    expect((bad.json as { error: { message: string } }).error.message).toContain('Curseur de page invalide');
    expect((await camille.get('/api/tracking/cfe?tab=cfe')).status).toBe(400);
  });
});

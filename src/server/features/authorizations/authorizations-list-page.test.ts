import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthorizationRow } from '../../../shared/authorizations.ts';
import type { ClientListIds, ClientListPage } from '../../../shared/client-list-page.ts';
import { clientAuthorizations, clientCollaborators } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

// GET /api/authorizations/:kind with filters (decision 0009, issue 27): a Habilitations or Banque
// list in keyset pages, its status tiles, sort, search and portfolio in SQL, and
// GET /api/authorizations/:kind/ids.

type Page = ClientListPage<AuthorizationRow>;

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
  await t.db.insert(clientAuthorizations).values([
    { clientId: zebre, kind: 'impots', status: 'ok_client', authorizationDate: '2025-03-15' },
    { clientId: beta, kind: 'impots', status: 'ok_client' },
    { clientId: atelier, kind: 'impots', status: 'en_cours' },
    // Another kind's record: not what the impots tab reads.
    { clientId: alpha, kind: 'urssaf', status: 'ok_client' },
    // SPEC §4: no bank URSSAF for a client whose URSSAF is not needed.
    { clientId: exempt, kind: 'urssaf', status: 'pas_necessaire' },
  ]);
  await t.db.insert(clientCollaborators).values([zebre, alpha].map((clientId) => ({ clientId, collaboratorId: camilleId })));
});

const get = async <T>(path: string): Promise<T> => {
  const response = await camille.get(path);
  expect(response.status, response.text).toBe(200);
  return response.json as T;
};
const rowsOf = async (kind: string, query: string) => (await get<{ clients: AuthorizationRow[] }>(`/api/authorizations/${kind}?${query}`)).clients;
const names = async (kind: string, query: string) => (await rowsOf(kind, query)).map((row) => row.raisonSociale);

/** Every page of a query, `limit` rows at a time. */
async function allPages(kind: string, query: string, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await get<Page>(`/api/authorizations/${kind}?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe('GET /api/authorizations/:kind with filters', () => {
  it('answers the rows of the whole list, each once in the list’s order in pages of any size, in each sort both ways', async () => {
    const whole = await get<{ rows: AuthorizationRow[] }>('/api/authorizations/impots');
    const filtered = await rowsOf('impots', 'sort=client');
    expect(new Set(filtered)).toEqual(new Set(whole.rows));
    expect(filtered).toHaveLength(whole.rows.length);
    for (const sort of ['client', 'siret'])
      for (const order of ['asc', 'desc'])
        for (const limit of [1, 2, 3]) {
          const pages = await allPages('impots', `sort=${sort}&order=${order}`, limit);
          expect(pages.flatMap((page) => page.clients)).toEqual(await rowsOf('impots', `sort=${sort}&order=${order}`));
          expect(pages.map((page) => page.total)).toEqual([5, ...pages.slice(1).map(() => null)]);
        }
  });

  it('sorts by the folded name, and by SIRET with the clients without one last either way', async () => {
    expect(await names('impots', 'sort=client')).toEqual(['Alpha', 'Atelier Dubois', 'Béta Services', 'Cabinet Roux', 'Zèbre Conseil']);
    expect(await names('impots', 'sort=client&order=desc')).toEqual(['Zèbre Conseil', 'Cabinet Roux', 'Béta Services', 'Atelier Dubois', 'Alpha']);
    expect(await names('impots', 'sort=siret')).toEqual(['Zèbre Conseil', 'Béta Services', 'Atelier Dubois', 'Cabinet Roux', 'Alpha']);
    expect(await names('impots', 'sort=siret&order=desc')).toEqual(['Cabinet Roux', 'Atelier Dubois', 'Béta Services', 'Zèbre Conseil', 'Alpha']);
  });

  it('filters on the kind’s status (à faire without a record), the tiles counting every status whatever is chosen', async () => {
    const [page] = await allPages('impots', 'status=ok_client', 10);
    expect(page?.clients.map((row) => row.raisonSociale)).toEqual(['Béta Services', 'Zèbre Conseil']);
    expect(page?.clients[1]).toMatchObject({ clientId: ids.zebre, status: 'ok_client', authorizationDate: '2025-03-15' });
    expect(page?.total).toBe(2);
    expect(page?.counts).toEqual({ a_faire: 2, en_cours: 1, ok_client: 2, pas_necessaire: 0 });
    expect(await names('impots', 'status=a_faire')).toEqual(['Alpha', 'Cabinet Roux']);
    expect(await names('urssaf', 'status=ok_client')).toEqual(['Alpha']);
  });

  it('leaves out of bank URSSAF the clients whose URSSAF is not needed, and filters on the portfolio and the search', async () => {
    expect(await names('bank_urssaf', 'sort=client')).toEqual(['Alpha', 'Atelier Dubois', 'Béta Services', 'Zèbre Conseil']);
    expect(await names('bank_ebics', 'sort=client')).toContain('Cabinet Roux');
    const [mine] = await allPages('impots', 'mine=true', 10);
    expect(mine?.clients.map((row) => row.raisonSociale)).toEqual(['Alpha', 'Zèbre Conseil']);
    // The tiles count the portfolio, not the search.
    expect(mine?.counts).toEqual({ a_faire: 1, en_cours: 0, ok_client: 1, pas_necessaire: 0 });
    const [searched] = await allPages('impots', 'mine=true&q=zeb', 10);
    expect(searched?.total).toBe(1);
    expect(searched?.counts).toEqual(mine?.counts);
    expect(await names('impots', `collaborator=${camilleId}&q=alp`)).toEqual(['Alpha']);
    expect(await names('impots', 'q=beta')).toEqual(['Béta Services']);
    expect(await names('impots', 'q=3333 3333')).toEqual(['Atelier Dubois']);
    expect(await names('impots', 'q=z-9')).toEqual(['Zèbre Conseil']);
  });
});

describe('GET /api/authorizations/:kind/ids', () => {
  it('gives the ids the filters show, in the list’s order, and their count', async () => {
    expect(await get<ClientListIds>('/api/authorizations/impots/ids?sort=siret&order=desc')).toEqual({
      ids: [ids.exempt, ids.atelier, ids.beta, ids.zebre, ids.alpha],
      total: 5,
    });
    expect(await get<ClientListIds>('/api/authorizations/bank_urssaf/ids?status=a_faire')).toEqual({ ids: [ids.alpha, ids.atelier, ids.beta, ids.zebre], total: 4 });
  });

  it.each([
    ['status=signe', 'Statut inconnu'],
    ['sort=date', 'Colonne de tri inconnue'],
    ['order=haut', 'Ordre de tri'],
    ['collaborator=moi', 'Collaborateur inconnu'],
    ['mine=peut-etre', 'mine vaut true ou false'],
  ])('refuses ?%s with a French 400, on the list as on the ids', async (query, message) => {
    for (const path of ['/api/authorizations/impots', '/api/authorizations/impots/ids']) {
      const response = await camille.get(`${path}?${query}`);
      expect(response.status).toBe(400);
      expect((response.json as { error: { message: string } }).error.message).toContain(message);
    }
  });

  it('refuses a cursor without a page size, a bad cursor, a tab (the kind is the path’s) and an unknown kind', async () => {
    const cursor = (await get<Page>('/api/authorizations/impots?limit=1')).nextCursor;
    const noLimit = await camille.get(`/api/authorizations/impots?cursor=${cursor}`);
    expect(noLimit.status).toBe(400);
    expect((noLimit.json as { error: { message: string } }).error.message).toContain('taille de page');
    const bad = await camille.get('/api/authorizations/impots?limit=2&cursor=abc');
    expect(bad.status).toBe(400);
    expect((bad.json as { error: { message: string } }).error.message).toContain('Curseur de page invalide');
    expect((await camille.get('/api/authorizations/impots?tab=impots')).status).toBe(400);
    const unknown = await camille.get('/api/authorizations/tva/ids');
    expect(unknown.status).toBe(400);
    expect((unknown.json as { error: { message: string } }).error.message).toContain("Type d'habilitation inconnu");
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientListPage } from '../../../shared/client-list-page.ts';
import type { Software, SoftwareClientList, SoftwareClientRow } from '../../../shared/software.ts';
import { clientCollaborators } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

// GET /api/software/clients with filters (decision 0009): Logiciels' « Clients actifs » in keyset
// pages, the cards' counts per software (the tiles), the software filter, sort, search and
// portfolio in SQL; without parameters the whole versioned list stays.

type Page = ClientListPage<SoftwareClientRow>;

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());

let ids: Record<string, string> = {};
let sage = '';
let ebp = '';
/** Every software of the firm, as the tiles name them (none used counts 0). */
let zeros: Record<string, number> = {};

beforeAll(async () => {
  const software = ((await camille.get('/api/software')).json as { software: Software[] }).software;
  sage = software[0]?.id ?? '';
  ebp = software[1]?.id ?? '';
  zeros = Object.fromEntries(software.map((item) => [item.id, 0]));
  const add = (raisonSociale: string, values: Record<string, unknown> = {}) => t.insertClient({ raisonSociale, ...values });
  const zebre = await add('Zèbre Conseil', { siret: '11111111100011', numeroClient: 'Z-9', softwareId: sage });
  const atelier = await add('Atelier Dubois', { siret: '33333333300033', softwareId: ebp });
  const alpha = await add('Alpha', { siret: null, softwareId: sage });
  const beta = await add('Béta Services', { siret: '22222222200022' });
  // Counted on the card by the server's firm-wide count, never in the active clients' tiles.
  await add('Dormant', { status: 'inactif', softwareId: sage });
  await add('Prospect Roux', { status: 'prospect', softwareId: ebp });
  ids = { zebre, atelier, alpha, beta };
  await t.db.insert(clientCollaborators).values([zebre, atelier].map((clientId) => ({ clientId, collaboratorId: camilleId })));
});

const get = async <T>(path: string): Promise<T> => {
  const response = await camille.get(path);
  expect(response.status, response.text).toBe(200);
  return response.json as T;
};
const rowsOf = async (query: string) => (await get<{ clients: SoftwareClientRow[] }>(`/api/software/clients?${query}`)).clients;
const names = async (query: string) => (await rowsOf(query)).map((row) => row.raisonSociale);

/** Every page of a query, `limit` rows at a time. */
async function allPages(query: string, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await get<Page>(`/api/software/clients?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe('GET /api/software/clients with filters', () => {
  it('answers the active clients of the whole list, each once in the list’s order in pages of any size, in each sort both ways', async () => {
    const whole = await get<SoftwareClientList>('/api/software/clients');
    const filtered = await rowsOf('sort=client');
    expect(new Set(filtered)).toEqual(new Set(whole.rows));
    expect(filtered).toHaveLength(4);
    for (const sort of ['client', 'siret'])
      for (const order of ['asc', 'desc'])
        for (const limit of [1, 2, 3]) {
          const pages = await allPages(`sort=${sort}&order=${order}`, limit);
          expect(pages.flatMap((page) => page.clients)).toEqual(await rowsOf(`sort=${sort}&order=${order}`));
          expect(pages.map((page) => page.total)).toEqual([4, ...pages.slice(1).map(() => null)]);
          expect(pages.slice(1).every((page) => page.counts === null)).toBe(true);
        }
  });

  it('gives a page the row’s five fields and nothing else', async () => {
    const [page] = await allPages('q=zebre', 10);
    expect(page?.clients).toEqual([{ clientId: ids.zebre, raisonSociale: 'Zèbre Conseil', siret: '11111111100011', numeroClient: 'Z-9', softwareId: sage }]);
  });

  it('sorts by the folded name, and by SIRET with the clients without one last either way', async () => {
    expect(await names('sort=client')).toEqual(['Alpha', 'Atelier Dubois', 'Béta Services', 'Zèbre Conseil']);
    expect(await names('sort=client&order=desc')).toEqual(['Zèbre Conseil', 'Béta Services', 'Atelier Dubois', 'Alpha']);
    expect(await names('sort=siret')).toEqual(['Zèbre Conseil', 'Béta Services', 'Atelier Dubois', 'Alpha']);
    expect(await names('sort=siret&order=desc')).toEqual(['Atelier Dubois', 'Béta Services', 'Zèbre Conseil', 'Alpha']);
  });

  it('filters on a card’s software, the tiles counting the active clients of every software whatever is chosen', async () => {
    const [page] = await allPages(`software=${sage}`, 10);
    expect(page?.clients.map((row) => row.raisonSociale)).toEqual(['Alpha', 'Zèbre Conseil']);
    expect(page?.total).toBe(2);
    expect(page?.counts).toEqual({ ...zeros, [sage]: 2, [ebp]: 1 });
    expect(await names(`software=${ebp}`)).toEqual(['Atelier Dubois']);
  });

  it('filters on the portfolio and the search, the tiles counting the portfolio, not the search nor the software', async () => {
    const [mine] = await allPages('mine=true', 10);
    expect(mine?.clients.map((row) => row.raisonSociale)).toEqual(['Atelier Dubois', 'Zèbre Conseil']);
    expect(mine?.counts).toEqual({ ...zeros, [sage]: 1, [ebp]: 1 });
    const [searched] = await allPages(`mine=true&q=zeb&software=${sage}`, 10);
    expect(searched?.clients.map((row) => row.raisonSociale)).toEqual(['Zèbre Conseil']);
    expect(searched?.total).toBe(1);
    expect(searched?.counts).toEqual(mine?.counts);
    expect(await names(`collaborator=${camilleId}&q=atel`)).toEqual(['Atelier Dubois']);
    expect(await names('q=beta')).toEqual(['Béta Services']);
    expect(await names('q=3333 3333')).toEqual(['Atelier Dubois']);
    expect(await names('q=z-9')).toEqual(['Zèbre Conseil']);
  });

  it('shows a client’s new software in the next first page, tiles included', async () => {
    expect((await camille.request('PATCH', `/api/clients/${ids.beta}`, { softwareId: ebp })).status).toBe(200);
    const [page] = await allPages(`software=${ebp}`, 10);
    expect(page?.clients.map((row) => row.raisonSociale)).toEqual(['Atelier Dubois', 'Béta Services']);
    expect(page?.counts).toEqual({ ...zeros, [sage]: 2, [ebp]: 2 });
    expect((await camille.request('PATCH', `/api/clients/${ids.beta}`, { softwareId: null })).status).toBe(200);
  });

  it.each([
    ['software=sage', 'Logiciel inconnu'],
    ['sort=numero', 'Colonne de tri inconnue'],
    ['order=haut', 'Ordre de tri'],
    ['collaborator=moi', 'Collaborateur inconnu'],
    ['mine=peut-etre', 'mine vaut true ou false'],
    ['limit=0', 'Taille de page'],
    ['limit=501', 'Taille de page'],
    ['limit=2&cursor=abc', 'Curseur de page invalide'],
  ])('refuses ?%s with a French 400', async (query, message) => {
    const response = await camille.get(`/api/software/clients?${query}`);
    expect(response.status).toBe(400);
    expect((response.json as { error: { message: string } }).error.message).toContain(message);
  });

  it('refuses a cursor without a page size, a status or a tab (the list has none)', async () => {
    const cursor = (await get<Page>('/api/software/clients?limit=1')).nextCursor;
    const noLimit = await camille.get(`/api/software/clients?cursor=${cursor}`);
    expect(noLimit.status).toBe(400);
    expect((noLimit.json as { error: { message: string } }).error.message).toContain('taille de page');
    expect((await camille.get('/api/software/clients?status=actif')).status).toBe(400);
    expect((await camille.get('/api/software/clients?tab=clients')).status).toBe(400);
  });
});

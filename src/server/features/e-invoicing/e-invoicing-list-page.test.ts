import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientListIds, ClientListPage } from '../../../shared/client-list-page.ts';
import type { EInvoicingRow } from '../../../shared/e-invoicing/api.ts';
import { READINESS_STATUSES } from '../../../shared/e-invoicing/statuses.ts';
import { clientCollaborators, clientEInvoicing } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';
import { listEInvoicing } from './e-invoicing.service.ts';

// GET /api/e-invoicing with filters (decision 0009, issue 27): the Facturation électronique
// page's list in keyset pages, its tiles, sort, search, portfolio, category and platform in SQL,
// and GET /api/e-invoicing/ids.

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());

type Page = ClientListPage<EInvoicingRow>;

beforeAll(async () => {
  const add = (raisonSociale: string, values: Record<string, unknown> = {}) => t.insertClient({ raisonSociale, ...values });
  const zebre = await add('Zèbre Conseil', { categorieEntreprise: 'eti', numeroClient: 'Z-9' });
  const atelier = await add('Atelier Dubois', { siret: '33333333300033', categorieEntreprise: 'pme' });
  const alpha = await add('Alpha');
  const beta = await add('Béta Services', { categorieEntreprise: 'ge' });
  await add('Dormant', { status: 'inactif' });
  await t.db.insert(clientEInvoicing).values([
    { clientId: zebre, platform: 'cegid', receptionStatus: 'pret', issuingStatus: 'en_cours' },
    { clientId: atelier, platform: 'autre', platformOther: 'Maison', receptionStatus: 'en_cours', delegationStatus: 'signe' },
    { clientId: beta, platform: 'axonaut', receptionStatus: 'pret', issuingStatus: 'pret' },
  ]);
  await t.db.insert(clientCollaborators).values([zebre, alpha].map((clientId) => ({ clientId, collaboratorId: camilleId })));
});

const get = async <T>(path: string): Promise<T> => {
  const response = await camille.get(path);
  expect(response.status, response.text).toBe(200);
  return response.json as T;
};
const names = (query: string) => get<{ clients: EInvoicingRow[] }>(`/api/e-invoicing?${query}`).then((body) => body.clients.map((row) => row.raisonSociale));

describe('GET /api/e-invoicing with filters', () => {
  it('answers the active clients as the whole list does, in pages of any size, the total and the tab’s tiles on the first page', async () => {
    const expected = await listEInvoicing({ db: t.db });
    const rows = (await get<{ clients: EInvoicingRow[] }>('/api/e-invoicing?tab=reception')).clients;
    expect(rows).toEqual(expected);
    for (const limit of [1, 3]) {
      const pages: Page[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await get<Page>(`/api/e-invoicing?tab=emission&sort=statut&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        pages.push(page);
        cursor = page.nextCursor;
      } while (cursor);
      expect(pages.flatMap((page) => page.clients.map((row) => row.raisonSociale))).toEqual(await names('tab=emission&sort=statut'));
      expect([pages[0]?.total, pages[1]?.total]).toEqual([4, null]);
      expect(pages[0]?.counts).toEqual({ a_faire: 2, en_cours: 1, pret: 1, pas_concerne: 0 });
    }
    const [reception] = [await get<Page>('/api/e-invoicing?tab=reception&status=pret&limit=10')];
    expect(reception.clients.map((row) => row.raisonSociale)).toEqual(['Béta Services', 'Zèbre Conseil']);
    // The tiles count every status, whichever is chosen.
    expect(reception.counts).toEqual({ a_faire: 1, en_cours: 1, pret: 2, pas_concerne: 0 });
    expect(Object.keys(reception.counts ?? {})).toEqual([...READINESS_STATUSES]);
  });

  it('sorts on the platform’s name and the category, rows without one last either way', async () => {
    // « Autre : Maison », « Axonaut », « Cegid », none.
    expect(await names('sort=plateforme')).toEqual(['Atelier Dubois', 'Béta Services', 'Zèbre Conseil', 'Alpha']);
    expect(await names('sort=plateforme&order=desc')).toEqual(['Zèbre Conseil', 'Béta Services', 'Atelier Dubois', 'Alpha']);
    expect(await names('sort=categorie')).toEqual(['Atelier Dubois', 'Zèbre Conseil', 'Béta Services', 'Alpha']);
  });

  it('filters on the category and the platform (what the tiles count too), the portfolio and the search', async () => {
    expect(await names('category=non_renseignee')).toEqual(['Alpha']);
    expect(await names('platform=aucune')).toEqual(['Alpha']);
    expect(await names('platform=autre')).toEqual(['Atelier Dubois']);
    const page = await get<Page>('/api/e-invoicing?category=eti&limit=10');
    expect(page.counts).toEqual({ a_faire: 0, en_cours: 0, pret: 1, pas_concerne: 0 });
    expect(await names('mine=1')).toEqual(['Alpha', 'Zèbre Conseil']);
    expect(await names('q=beta')).toEqual(['Béta Services']);
    expect(await names('q=3333 3333')).toEqual(['Atelier Dubois']);
    expect(await names('q=z-9')).toEqual(['Zèbre Conseil']);
  });
});

describe('GET /api/e-invoicing/ids', () => {
  it('gives the ids the filters show, in the list’s order, and their count', async () => {
    const rows = (await get<{ clients: EInvoicingRow[] }>('/api/e-invoicing?tab=reception&sort=statut&order=desc')).clients;
    expect(await get<ClientListIds>('/api/e-invoicing/ids?tab=reception&sort=statut&order=desc')).toEqual({ ids: rows.map((row) => row.clientId), total: 4 });
  });

  it.each([
    ['tab=inconnu', 'Onglet inconnu'],
    ['status=signe', 'Statut inconnu'],
    ['sort=lacunes', 'Colonne de tri inconnue'],
    ['category=tpe', 'Catégorie inconnue'],
    ['platform=nulle-part', 'Plateforme inconnue'],
    ['mine=peut-etre', 'mine vaut true ou false'],
  ])('refuses ?%s with a French 400, on the list as on the ids', async (query, message) => {
    for (const path of ['/api/e-invoicing', '/api/e-invoicing/ids']) {
      const response = await camille.get(`${path}?${query}`);
      expect(response.status).toBe(400);
      expect((response.json as { error: { message: string } }).error.message).toContain(message);
    }
  });
});

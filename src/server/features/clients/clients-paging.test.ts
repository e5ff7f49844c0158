import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IDS_MAX, CLIENT_SORT_COLUMNS, encodeClientCursor, type ClientIds, type ClientPage } from '../../../shared/clients-page.ts';
import type { ClientRow } from '../../../shared/clients.ts';
import { clients, software } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

// GET /api/clients with filters, sort and limit (the Clients page, issue 27, decision 0009): keyset
// pages in SQL, and GET /api/clients/ids for « Tout sélectionner ».

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let benoitId: string;
let pennylaneId: string;
let sageId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  benoitId = (await t.createUser({ fullName: 'Benoît Leroy' })).id;
  const softwareId = async (name: string) => (await t.db.select({ id: software.id }).from(software).where(eq(software.name, name)))[0]?.id ?? '';
  pennylaneId = await softwareId('Pennylane');
  sageId = await softwareId('Sage');
  // Names that tie (the id breaks the tie), accents and case, and cells left empty.
  const add = async (key: string, values: Parameters<TestApp['insertClient']>[0], collaborators: string[] = []) =>
    (ids[key] = await t.insertClient({ siret: null, ...values }, { collaborators }));
  await add('alpha1', { raisonSociale: 'Alpha', numeroClient: 'C-002', ville: 'Lyon', status: 'prospect', jourTva: 19, softwareId: pennylaneId }, [benoitId]);
  await add('alpha2', { raisonSociale: 'Alpha', numeroClient: 'C-001', ville: '', classification: 'SAS', dateCloture: '2025-12-31' }, [camilleId]);
  await add('alpha3', { raisonSociale: 'alpha', siret: '73282932000074', status: 'inactif', jourTva: 24, regimeTva: 'mensuel' });
  await add('emeraude', { raisonSociale: 'Émeraude Conseil', numeroClient: 'ÉM-7', classification: 'SARL', dateCloture: '2025-06-30', softwareId: sageId }, [camilleId, benoitId]);
  await add('zebre', { raisonSociale: 'Zèbre', ville: 'Ébreuil', siret: '12345678900011', regimeTva: 'franchise', dateCreation: '2020-01-15' }, [camilleId]);
  await add('boulangerie', { raisonSociale: 'Boulangerie « Martin »', numeroClient: '100%', classification: 'SAS', jourTva: 15 });
  await add('ca', { raisonSociale: 'Ça va SARL', ville: 'Paris', status: 'inactif', softwareId: pennylaneId, dateCreation: '1999-03-01' });
  await add('sci', { raisonSociale: 'SCI des Tilleuls', numeroClient: 'c-010', classification: 'SCI', regimeImposition: 'ir_foncier' }, [benoitId]);
});
afterAll(() => t.close());

const get = async <T>(path: string): Promise<T> => {
  const response = await camille.get(path);
  expect(response.status, response.text).toBe(200);
  return response.json as T;
};

const names = (rows: readonly ClientRow[]) => rows.map((row) => row.raisonSociale);
const keysOf = (rows: readonly ClientRow[]) => rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id));

/** Every page of the query, following nextCursor. */
async function allPages(query: string, limit: number): Promise<ClientPage[]> {
  const pages: ClientPage[] = [];
  let cursor: string | null = null;
  do {
    const page: ClientPage = await get<ClientPage>(`/api/clients?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const unpaged = async (query: string) => (await get<{ clients: ClientRow[] }>(`/api/clients?${query}`)).clients;

describe('GET /api/clients?limit=', () => {
  it('gives the list in pages, no client lost or repeated, the total on the first page only, for every column and order', async () => {
    for (const sort of CLIENT_SORT_COLUMNS) {
      for (const order of ['asc', 'desc']) {
        const query = `sort=${sort}&order=${order}`;
        const whole = await unpaged(query);
        expect(whole, query).toHaveLength(8);
        for (const limit of [1, 3, 500]) {
          const pages = await allPages(query, limit);
          expect(pages.flatMap((page) => page.clients), `${query}&limit=${limit}`).toEqual(whole);
          expect(pages.map((page) => page.total)).toEqual([8, ...pages.slice(1).map(() => null)]);
          expect(pages.at(-1)?.nextCursor).toBeNull();
        }
      }
    }
  });

  it('sorts by the text each cell shows, case and accents ignored, empty cells last whichever the order', async () => {
    const order = async (query: string) => keysOf(await unpaged(query));
    // The three « Alpha » tie: the id decides, the same way round as the order.
    const alphas = [ids.alpha1, ids.alpha2, ids.alpha3].sort();
    const byName = names(await unpaged('sort=raisonSociale'));
    expect(byName.slice(3)).toEqual(['Boulangerie « Martin »', 'Ça va SARL', 'Émeraude Conseil', 'SCI des Tilleuls', 'Zèbre']);
    expect((await unpaged('sort=raisonSociale')).slice(0, 3).map((row) => row.id)).toEqual(alphas);
    expect((await unpaged('sort=raisonSociale&order=desc')).slice(5).map((row) => row.id)).toEqual([...alphas].reverse());
    expect((await order('sort=ville')).slice(0, 3)).toEqual(['zebre', 'alpha1', 'ca']);
    expect((await order('sort=ville&order=desc')).slice(0, 3)).toEqual(['ca', 'alpha1', 'zebre']);
    // Labels, not values: Actif, Inactif, Prospect.
    expect((await unpaged('sort=status')).map((row) => row.status)).toEqual(['actif', 'actif', 'actif', 'actif', 'actif', 'inactif', 'inactif', 'prospect']);
    // Names: « Benoît Leroy » before « Benoît Leroy, Camille Dupont » before « Camille Dupont ».
    expect((await order('sort=collaborators')).slice(0, 2)).toEqual(['alpha1', 'sci'].sort((a, b) => ((ids[a] ?? '') < (ids[b] ?? '') ? -1 : 1)));
    expect((await order('sort=collaborators'))[2]).toBe('emeraude');
    expect((await order('sort=collaborators&order=desc')).slice(5)).toEqual(['alpha3', 'boulangerie', 'ca'].sort((a, b) => ((ids[a] ?? '') > (ids[b] ?? '') ? -1 : 1)));
    expect((await order('sort=software')).slice(0, 3)).toEqual([...['alpha1', 'ca'].sort((a, b) => ((ids[a] ?? '') < (ids[b] ?? '') ? -1 : 1)), 'emeraude']);
    expect((await order('sort=numeroClient')).slice(0, 5)).toEqual(['boulangerie', 'alpha2', 'alpha1', 'sci', 'emeraude']);
    expect((await order('sort=jourTva&order=desc')).slice(0, 3)).toEqual(['alpha3', 'alpha1', 'boulangerie']);
    expect((await order('sort=dateCloture&order=desc')).slice(0, 2)).toEqual(['alpha2', 'emeraude']);
    expect((await order('sort=dateCreation')).slice(0, 2)).toEqual(['ca', 'zebre']);
    // SARL, SAS, SAS, SCI, then the clients without one.
    const byClassification = await order('sort=classification');
    expect(byClassification[0]).toBe('emeraude');
    expect(byClassification.slice(1, 3).sort()).toEqual(['alpha2', 'boulangerie']);
    expect(byClassification[3]).toBe('sci');
    // « Franchise en base » before « Réel normal — mensuel (CA3) ».
    expect((await order('sort=regimeTva')).slice(0, 2)).toEqual(['zebre', 'alpha3']);
  });

  it('filters in SQL as the search box always matched: name or numéro containing the text, accents and case ignored, or SIRET digits', async () => {
    const search = async (q: string, more = '') => keysOf(await unpaged(`q=${encodeURIComponent(q)}${more}`)).sort();
    expect(await search('EMERAUDE')).toEqual(['emeraude']);
    expect(await search('em-7')).toEqual(['emeraude']);
    expect(await search('ça')).toEqual(['ca']);
    expect(await search('lph')).toEqual(['alpha1', 'alpha2', 'alpha3']);
    expect(await search('c-00')).toEqual(['alpha1', 'alpha2']);
    expect(await search('7328 2932')).toEqual(['alpha3']);
    expect(await search('456789')).toEqual(['zebre']);
    // Spaces typed twice count once, as on every other client list (one rule: clientSearchCondition).
    expect(await search('sci  des   tilleuls')).toEqual(['sci']);
    // % and _ are literal.
    expect(await search('100%')).toEqual(['boulangerie']);
    expect(await search('%')).toEqual(['boulangerie']);
    expect(await search('a_')).toEqual([]);
    expect(await search('personne')).toEqual([]);
    expect(await search('a', `&collaborator=${camilleId}`)).toEqual(['alpha2', 'emeraude']);
    expect(await search('a', `&collaborator=${camilleId}&classification=SAS`)).toEqual(['alpha2']);
    expect(keysOf(await unpaged('classification=SAS')).sort()).toEqual(['alpha2', 'boulangerie']);
  });

  it('pages under the filters, and answers an empty last page when nothing matches', async () => {
    const query = `q=l&collaborator=${benoitId}&sort=ville&order=desc`;
    const whole = await unpaged(query);
    expect(whole).toHaveLength(3);
    const pages = await allPages(query, 2);
    expect(pages.flatMap((page) => page.clients)).toEqual(whole);
    expect(pages[0]?.total).toBe(3);
    expect(await get<ClientPage>('/api/clients?q=personne&limit=10')).toEqual({ clients: [], nextCursor: null, total: 0 });
  });

  it('keeps its place when a client is added or changed before the cursor: no client lost or repeated', async () => {
    const [first] = await allPages('sort=raisonSociale', 3);
    const before = await unpaged('sort=raisonSociale');
    const added = await t.insertClient({ raisonSociale: 'Aaron', siret: null });
    try {
      let cursor = first?.nextCursor ?? null;
      const rest: ClientRow[] = [];
      while (cursor) {
        const page: ClientPage = await get<ClientPage>(`/api/clients?sort=raisonSociale&limit=3&cursor=${cursor}`);
        rest.push(...page.clients);
        cursor = page.nextCursor;
      }
      expect([...(first?.clients ?? []), ...rest].map((row) => row.id)).toEqual(before.map((row) => row.id));
    } finally {
      await t.db.delete(clients).where(eq(clients.id, added));
    }
  });

  it('keeps the whole list, unfiltered and versioned, for the other pages', async () => {
    const response = await camille.get('/api/clients');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(Object.keys(response.json as object)).toEqual(['clients']);
    expect((response.json as { clients: ClientRow[] }).clients).toHaveLength(8);
  });

  it('refuses bad filters, a bad page size, a malformed cursor, or one from another sort, in French', async () => {
    const refused = async (query: string, path: string, message: RegExp) => {
      const response = await camille.get(`/api/clients?${query}`);
      expect(response.status, query).toBe(400);
      const body = response.json as { error: { code: string; issues?: { path: string; message: string }[] } };
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.issues?.find((issue) => issue.path === path)?.message ?? response.text, query).toMatch(message);
    };
    await refused('limit=0', 'limit', /Taille de page/);
    await refused('limit=501', 'limit', /Taille de page/);
    await refused('limit=dix', 'limit', /Taille de page/);
    await refused('sort=siren', 'sort', /Colonne de tri inconnue/);
    await refused('order=haut', 'order', /asc ou desc/);
    await refused('classification=SA', 'classification', /Classification inconnue/);
    await refused('collaborator=camille', 'collaborator', /Collaborateur inconnu/);
    await refused(`q=${'x'.repeat(101)}`, 'q', /100 caractères/);
    await refused('limit=10&cursor=pas-un-curseur', 'cursor', /Curseur de page invalide/);
    const cursor = encodeClientCursor({ sort: 'ville', order: 'asc', key: 'lyon', id: '0f0e0d0c-0b0a-4909-8807-060504030201' });
    await refused(`cursor=${cursor}&sort=ville`, 'cursor', /taille de page/);
    await refused(`limit=10&cursor=${cursor}&sort=ville&order=desc`, 'cursor', /autre tri/);
    expect((await camille.get('/api/clients?inconnu=1')).status).toBe(400);
  });
});

describe('GET /api/clients/ids', () => {
  it('gives every id the filters keep, in the sort order, and how many', async () => {
    const whole = await unpaged('classification=SAS&sort=numeroClient&order=desc');
    expect(await get<ClientIds>('/api/clients/ids?classification=SAS&sort=numeroClient&order=desc')).toEqual({ ids: whole.map((row) => row.id), total: 2 });
    expect(await get<ClientIds>('/api/clients/ids?q=personne')).toEqual({ ids: [], total: 0 });
    expect((await camille.get('/api/clients/ids?sort=inconnu')).status).toBe(400);
    expect((await camille.get('/api/clients/ids?limit=10')).status).toBe(400);
  });

  it(`stops at ${CLIENT_IDS_MAX} ids and still counts them all`, async () => {
    await t.addClients(CLIENT_IDS_MAX - 7, { raisonSociale: 'Copie' });
    const whole = await unpaged('sort=raisonSociale');
    expect(whole.length).toBe(CLIENT_IDS_MAX + 1);
    const { ids: selected, total } = await get<ClientIds>('/api/clients/ids');
    expect(total).toBe(CLIENT_IDS_MAX + 1);
    expect(selected).toEqual(whole.slice(0, CLIENT_IDS_MAX).map((row) => row.id));
  });
});

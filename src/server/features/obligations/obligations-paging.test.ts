import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../../shared/dates.ts';
import { OBLIGATION_BULK_MAX, type ObligationIds, type ObligationList, type ObligationPage } from '../../../shared/obligations/api.ts';
import { encodeObligationCursor } from '../../../shared/obligations/cursor.ts';
import { clientCollaborators } from '../../db/schema/index.ts';
import { MONTHLY_VAT_CLIENT } from '../../testing/obligation-client.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { regenerateObligations } from './regenerate-obligations.ts';

// GET /api/obligations?limit= (the Échéances page, issue 27): the list in keyset pages, and
// GET /api/obligations/ids for « Tout sélectionner ».

let t: TestApp;
let camille: TestClient;
const today = parisToday();
const year = today.slice(0, 4);
const wholeYear = `from=${year}-01-01&to=${year}-12-31`;

const profile = MONTHLY_VAT_CLIENT;

// Names that tie (three « Alpha »: the id breaks the tie), accents (the cursor carries UTF-8) and
// case: the pages must follow the SQL's own order of names, whatever its collation.
const NAMES = ['Alpha', 'Alpha', 'Alpha', 'Émeraude Conseil', 'emeraude conseil', 'Zèbre', 'Zebre', 'Boulangerie « Martin »', 'Ça va SARL', 'ÅB'];

beforeAll(async () => {
  t = await createTestApp();
  let userId: string;
  ({ user: { id: userId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  const ids: string[] = [];
  for (const raisonSociale of NAMES) ids.push(await t.insertClient({ ...profile, raisonSociale }));
  await regenerateObligations({ db: t.db, clientIds: ids, today });
  await t.db.insert(clientCollaborators).values(ids.slice(0, 4).map((clientId) => ({ clientId, collaboratorId: userId })));
});
afterAll(() => t.close());

const get = async <T>(path: string): Promise<T> => {
  const response = await camille.get(path);
  expect(response.status, response.text).toBe(200);
  return response.json as T;
};

/** Every page of the query, following nextCursor. */
async function allPages(query: string, limit: number): Promise<ObligationPage[]> {
  const pages: ObligationPage[] = [];
  let cursor: string | null = null;
  do {
    const page: ObligationPage = await get<ObligationPage>(`/api/obligations?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 1000);
  return pages;
}

describe('GET /api/obligations?limit=', () => {
  it('gives the whole list in pages, in the same order, no row lost or repeated, the total on the first page only', async () => {
    const whole = (await get<ObligationList>(`/api/obligations?${wholeYear}`)).obligations;
    expect(whole.length).toBeGreaterThan(100);
    for (const limit of [1, 7, 50, 500]) {
      const pages = await allPages(wholeYear, limit);
      expect(pages.flatMap((page) => page.obligations), `limit=${limit}`).toEqual(whole);
      expect(pages.map((page) => page.total)).toEqual([whole.length, ...pages.slice(1).map(() => null)]);
      expect(pages.slice(0, -1).every((page) => page.obligations.length === limit && page.nextCursor !== null)).toBe(true);
      expect(pages.at(-1)?.nextCursor).toBeNull();
    }
  });

  it('pages under the filters, and answers an empty last page when nothing matches', async () => {
    const query = `${wholeYear}&kind=tva_ca3,dsn&mine=true&q=a`;
    const whole = (await get<ObligationList>(`/api/obligations?${query}`)).obligations;
    expect(whole.length).toBeGreaterThan(10);
    expect((await allPages(query, 9)).flatMap((page) => page.obligations)).toEqual(whole);
    expect(await get<ObligationPage>(`/api/obligations?${wholeYear}&q=personne&limit=10`)).toEqual({ obligations: [], nextCursor: null, total: 0 });
  });

  it('keeps the unpaged answer as it was, without nextCursor or total', async () => {
    const body = await get<Record<string, unknown>>(`/api/obligations?${wholeYear}`);
    expect(Object.keys(body)).toEqual(['obligations']);
  });

  it('refuses a bad page size, a malformed cursor, and a cursor without a page size, in French', async () => {
    const refused = async (query: string, path: string, message: RegExp) => {
      const response = await camille.get(`/api/obligations?${query}`);
      expect(response.status, query).toBe(400);
      const body = response.json as { error: { code: string; issues?: { path: string; message: string }[] } };
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.issues?.find((issue) => issue.path === path)?.message ?? response.text, query).toMatch(message);
    };
    await refused('limit=0', 'limit', /Taille de page/);
    await refused('limit=501', 'limit', /Taille de page/);
    await refused('limit=dix', 'limit', /Taille de page/);
    await refused('limit=10&cursor=pas-un-curseur', 'cursor', /Curseur de page invalide/);
    await refused('limit=10&cursor=%2B%2B', 'cursor', /Curseur de page invalide/);
    const wrongShape = btoa(JSON.stringify({ dueDate: '2026-01-01', kind: 'tva_ca3' }));
    await refused(`limit=10&cursor=${wrongShape.replace(/=+$/, '')}`, 'cursor', /Curseur de page invalide/);
    const cursor = encodeObligationCursor({ dueDate: `${year}-01-01`, raisonSociale: 'Alpha', kind: 'tva_ca3', period: `${year}-01`, id: '0f0e0d0c-0b0a-4909-8807-060504030201' });
    await refused(`cursor=${cursor}`, 'cursor', /taille de page/);
  });
});

describe('GET /api/obligations/ids', () => {
  it('gives every id the filters show, in the list order, and how many', async () => {
    const whole = (await get<ObligationList>(`/api/obligations?${wholeYear}&status=a_faire`)).obligations;
    expect(await get<ObligationIds>(`/api/obligations/ids?${wholeYear}&status=a_faire`)).toEqual({ ids: whole.map((row) => row.id), total: whole.length });
    expect(await get<ObligationIds>(`/api/obligations/ids?${wholeYear}&q=personne`)).toEqual({ ids: [], total: 0 });
    expect((await camille.get('/api/obligations/ids?kind=inconnu')).status).toBe(400);
    expect((await camille.get('/api/obligations/ids?limit=10')).status).toBe(400);
  });

  it(`stops at ${OBLIGATION_BULK_MAX} ids and still counts them all`, async () => {
    // Copies of the first client, enough to pass the cap in one year's list.
    const perClient = (await get<ObligationIds>(`/api/obligations/ids?${wholeYear}`)).total / NAMES.length;
    const needed = Math.ceil(OBLIGATION_BULK_MAX / perClient) - NAMES.length + 1;
    const copies = await t.addClients(needed, { ...profile, raisonSociale: 'Copie' });
    await regenerateObligations({ db: t.db, clientIds: copies, today });
    const whole = (await get<ObligationList>(`/api/obligations?${wholeYear}`)).obligations;
    expect(whole.length).toBeGreaterThan(OBLIGATION_BULK_MAX);
    const { ids, total } = await get<ObligationIds>(`/api/obligations/ids?${wholeYear}`);
    expect(total).toBe(whole.length);
    expect(ids).toEqual(whole.slice(0, OBLIGATION_BULK_MAX).map((row) => row.id));
  });
});

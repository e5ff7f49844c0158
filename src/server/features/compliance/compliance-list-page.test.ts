import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeClientListCursor, type ClientListIds, type ClientListPage } from '../../../shared/client-list-page.ts';
import type { ComplianceRow } from '../../../shared/compliance/api.ts';
import { GAP_CODES } from '../../../shared/compliance/gaps.ts';
import { VIGILANCE_STATUSES } from '../../../shared/compliance/list-query.ts';
import { parisToday } from '../../../shared/dates.ts';
import { beneficialOwners, clientCollaborators, clientDocuments, clientKyc, engagementLetters } from '../../db/schema/index.ts';
import { createSignedInApp, MISSING_ID } from '../../testing/signed-in-app.ts';
import { listComplianceRows } from './compliance-rows.ts';

// GET /api/compliance with filters (decision 0009, issue 27): the Conformité page's list in keyset
// pages, its tiles, sort, search and portfolio in SQL, and GET /api/compliance/ids.

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());

type Page = ClientListPage<ComplianceRow>;
const today = parisToday();
const ids: Record<string, string> = {};

const document = (clientId: string, kind: 'lettre_mission' | 'kbis' | 'identite', n: number) => ({
  clientId,
  kind,
  fileName: `${kind}.pdf`,
  mediaType: 'application/pdf',
  size: 10,
  sha256: `${clientId}-${n}`,
  storageKey: `${clientId}-${n}`,
});

beforeAll(async () => {
  // Every gap and none, ties of names, accents and case, companies and individuals.
  const clients: [string, Record<string, unknown>][] = [
    ['Alpha', { classification: 'SARL', siret: '11111111100011', numeroClient: 'C-001' }],
    ['Alpha', { classification: 'Entreprise Individuelle', siret: '22222222200022' }],
    ['Émeraude Conseil', { classification: 'SAS' }],
    ['emeraude conseil', { classification: 'SAS' }],
    ['Zèbre', { classification: 'SAS', numeroClient: 'Z-42' }],
    ['Béatrice', { classification: 'Micro-entreprise' }],
    ['Brunet', { classification: 'SARL' }],
    ['Complet SAS', { classification: 'SAS' }],
    ['Retard SARL', { classification: 'SARL' }],
    ['Parti SARL', { classification: 'SARL' }],
  ];
  for (const [index, [raisonSociale, values]] of clients.entries()) ids[`${raisonSociale}#${index}`] = await t.insertClient({ raisonSociale, ...values });
  const id = (name: string) => Object.entries(ids).find(([key]) => key.startsWith(`${name}#`))?.[1] ?? '';
  const complete = id('Complet SAS');
  await t.db.insert(clientKyc).values([
    { clientId: complete, vigilance: 'standard', assessedAt: '2026-01-10', identityVerifiedAt: '2026-01-10', nextReviewAt: '2099-01-10' },
    { clientId: id('Retard SARL'), vigilance: 'renforcee', assessedAt: '2020-01-10', nextReviewAt: '2021-01-10', identityVerifiedAt: '2020-01-10' },
    { clientId: id('Zèbre'), vigilance: 'simplifiee', assessedAt: '2025-05-01' },
    { clientId: id('Béatrice'), vigilance: 'standard', identityVerifiedAt: '2025-02-01' },
  ]);
  await t.db.insert(beneficialOwners).values({ clientId: complete, position: 0, name: 'Jeanne Roux', share: 60 });
  await t.db.insert(engagementLetters).values([
    { clientId: complete, status: 'signee', signedAt: '2026-01-15', missions: ['tenue', 'fiscal'], fees: 2450.5, feesMode: 'forfait' },
    { clientId: id('Retard SARL'), status: 'signee', signedAt: '2020-02-01', missions: ['social'], fees: 900 },
    { clientId: id('Zèbre'), status: 'envoyee', missions: ['conseil'] },
    { clientId: id('Brunet'), status: 'resiliee' },
    { clientId: id('Parti SARL'), status: 'a_preparer' },
  ]);
  await t.db.insert(clientDocuments).values([document(complete, 'lettre_mission', 1), document(complete, 'kbis', 2), document(id('Béatrice'), 'identite', 3)]);
  await t.db.insert(clientCollaborators).values([id('Zèbre'), id('Brunet'), complete].map((clientId) => ({ clientId, collaboratorId: camilleId })));
  // An ended relationship: its file is kept, apart.
  expect((await camille.request('DELETE', `/api/clients/${id('Parti SARL')}`)).status).toBe(204);
});

const get = async <T>(path: string): Promise<T> => {
  const response = await camille.get(path);
  expect(response.status, response.text).toBe(200);
  return response.json as T;
};
const whole = (query: string) => get<{ clients: ComplianceRow[] }>(`/api/compliance?${query}`).then((body) => body.clients);

async function allPages(query: string, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await get<Page>(`/api/compliance?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const names = (rows: readonly ComplianceRow[]) => rows.map((row) => row.raisonSociale);

describe('GET /api/compliance with filters', () => {
  it('answers the active clients with the gaps of the shared rule, each once across pages of any size, the total and tiles on the first page only', async () => {
    const expected = (await listComplianceRows({ db: t.db, today })).filter((row) => row.endedAt === null);
    const rows = await whole('tab=lcb-ft');
    expect(new Map(rows.map((row) => [row.clientId, row]))).toEqual(new Map(expected.map((row) => [row.clientId, row])));
    for (const limit of [1, 3, 500]) {
      const pages = await allPages('tab=lcb-ft', limit);
      expect(pages.flatMap((page) => page.clients), `limit=${limit}`).toEqual(rows);
      expect(pages[0]?.total).toBe(rows.length);
      expect(pages.slice(1).every((page) => page.total === null && page.counts === null)).toBe(true);
    }
    const [first] = await allPages('tab=lcb-ft', 500);
    expect(first?.counts).toEqual(Object.fromEntries(VIGILANCE_STATUSES.map((status) => [status, rows.filter((row) => (row.vigilance ?? 'non_evaluee') === status).length])));
  });

  it('sorts on a column either way, rows without a value last, ties by name', async () => {
    const asc = await whole('sort=revue');
    expect(names(asc).slice(0, 2)).toEqual(['Retard SARL', 'Complet SAS']);
    expect(asc.slice(2).every((row) => row.nextReviewAt === null)).toBe(true);
    expect(names(await whole('sort=revue&order=desc')).slice(0, 2)).toEqual(['Complet SAS', 'Retard SARL']);
    const fees = await whole('sort=honoraires&order=desc');
    expect(fees.map((row) => row.engagementFees).slice(0, 3)).toEqual([2450.5, 900, null]);
    // By name, accents and case aside; the two « Alpha » by id, in pages as whole.
    const byName = names(await whole('sort=client'));
    expect(byName.slice(0, 4)).toEqual(['Alpha', 'Alpha', 'Béatrice', 'Brunet']);
    expect(names((await allPages('sort=client&order=desc', 2)).flatMap((page) => page.clients))).toEqual(names(await whole('sort=client&order=desc')));
    // Pages across rows with a value and rows without, either way.
    for (const query of ['sort=revue', 'sort=revue&order=desc', 'sort=honoraires&order=desc']) {
      expect((await allPages(query, 1)).flatMap((page) => page.clients), query).toEqual(await whole(query));
    }
    expect(names(await whole('sort=missions')).slice(0, 3)).toEqual(['Zèbre', 'Retard SARL', 'Complet SAS']);
  });

  it('filters on the tab’s status, the gap on « Contrôle qualité », and counts the gaps of the chosen vigilance whatever gap is chosen', async () => {
    expect(names(await whole('tab=lettres&status=absente'))).not.toContain('Complet SAS');
    expect(names(await whole('tab=lettres&status=signee')).sort()).toEqual(['Complet SAS', 'Retard SARL']);
    expect(names(await whole('tab=controle&gap=revue_en_retard'))).toEqual(['Retard SARL']);
    expect(names(await whole('tab=controle&gap=aucune'))).toEqual(['Complet SAS']);
    const [page] = await allPages('tab=controle&status=standard&gap=aucune', 500);
    expect(page?.clients.map((row) => row.raisonSociale)).toEqual(['Complet SAS']);
    const standard = (await whole('tab=controle&status=standard')).flatMap((row) => row.gaps);
    expect(page?.counts).toEqual(Object.fromEntries(GAP_CODES.map((code) => [code, standard.filter((gap) => gap === code).length])));
  });

  it('searches the name (accents and case aside), the SIRET’s digits and the client number; narrows to a portfolio; lists the ended files apart', async () => {
    expect(names(await whole('q=EMERAUDE')).sort()).toEqual(['emeraude conseil', 'Émeraude Conseil']);
    expect(names(await whole('q=2222 2222'))).toEqual(['Alpha']);
    expect(names(await whole('q=z-42'))).toEqual(['Zèbre']);
    expect(names(await whole('mine=true')).sort()).toEqual(['Brunet', 'Complet SAS', 'Zèbre']);
    expect(names(await whole(`collaborator=${camilleId}&tab=lettres&status=envoyee`))).toEqual(['Zèbre']);
    const ended = await whole('ended=true');
    expect(ended.map((row) => [row.raisonSociale, row.gaps])).toEqual([['Parti SARL', []]]);
    expect(names(await whole('tab=lcb-ft'))).not.toContain('Parti SARL');
  });

  it('keeps its place when a row is added before the cursor: no row of the first pages is lost or repeated', async () => {
    const before = (await whole('sort=client')).map((row) => row.clientId);
    const [first] = await allPages('sort=client', 3);
    const added = await t.insertClient({ raisonSociale: 'Aaa Nouveau' });
    const rest: ComplianceRow[] = [];
    let cursor = first?.nextCursor ?? null;
    while (cursor) {
      const page: Page = await get<Page>(`/api/compliance?sort=client&limit=3&cursor=${cursor}`);
      rest.push(...page.clients);
      cursor = page.nextCursor;
    }
    const seen = [...(first?.clients ?? []), ...rest].map((row) => row.clientId);
    expect(seen).toEqual(before);
    expect(seen).not.toContain(added);
    await camille.request('DELETE', `/api/clients/${added}`);
  });
});

describe('GET /api/compliance/ids', () => {
  it('gives the ids the filters show, in the list’s order, and their count', async () => {
    const rows = await whole('tab=lettres&sort=lettre&order=desc');
    expect(await get<ClientListIds>('/api/compliance/ids?tab=lettres&sort=lettre&order=desc')).toEqual({ ids: rows.map((row) => row.clientId), total: rows.length });
    expect((await get<ClientListIds>('/api/compliance/ids?q=alpha')).total).toBe(2);
  });
});

describe('bad input', () => {
  it.each([
    ['tab=inconnu', 'Onglet inconnu'],
    ['tab=lcb-ft&status=signee', 'Statut inconnu pour cet onglet'],
    ['sort=inconnu', 'Colonne de tri inconnue'],
    ['order=up', 'Ordre de tri'],
    ['gap=inconnue', 'Lacune inconnue'],
    ['collaborator=moi', 'Collaborateur inconnu'],
    ['limit=0', 'Taille de page'],
    ['limit=501', 'Taille de page'],
    ['limit=10&cursor=pas-un-curseur', 'Curseur de page invalide'],
    [`cursor=${encodeClientListCursor({ key: null, name: 'alpha', id: MISSING_ID })}`, 'Un curseur de page va avec une taille de page'],
    [`q=${'x'.repeat(101)}`, 'La recherche'],
    ['inconnu=1', ''],
  ])('?%s is a 400 with a French message', async (query, message) => {
    for (const path of ['/api/compliance', '/api/compliance/ids']) {
      if (path.endsWith('/ids') && /limit|cursor/.test(query)) continue;
      const response = await camille.get(`${path}?${query}`);
      expect(response.status, `${path}?${query}`).toBe(400);
      expect((response.json as { error: { message: string } }).error.message).toContain(message);
    }
  });
});

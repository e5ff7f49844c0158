import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parisToday } from '../../../shared/dates.ts';
import { addDays, addMonths } from '../../../shared/obligations/calendar.ts';
import type { ObligationList, ObligationRow } from '../../../shared/obligations/api.ts';
import { activityLog, clientCollaborators, clientObligations, clients } from '../../db/schema/index.ts';
import { regenerateObligations } from './regenerate-obligations.ts';
import { MONTHLY_VAT_CLIENT } from '../../testing/obligation-client.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let dominiqueId: string;
let martin: string;
let zebre: string;
const today = parisToday();
const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';

const profile = MONTHLY_VAT_CLIENT;

/** A client of `profile` and its obligations around today, as the server makes them. */
async function insertWithObligations(raisonSociale: string, values: Partial<typeof clients.$inferInsert> = {}) {
  const id = await t.insertClient({ ...profile, raisonSociale, ...values });
  await regenerateObligations({ db: t.db, clientIds: [id], today });
  return id;
}

/** The same profile as the API takes it. */
const profileBody = {
  siret: profile.siret,
  classification: profile.classification,
  dateCloture: profile.dateCloture,
  codePostal: profile.codePostal,
  regimeImposition: profile.regimeImposition,
  regimeTva: profile.regimeTva,
  jourTva: profile.jourTva,
  employeur: profile.employeur,
};

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  dominiqueId = (await t.createUser({ email: 'dominique@cabinet.test', fullName: 'Dominique Leroy' })).id;
  martin = await insertWithObligations('Boulangerie Martin');
  zebre = await insertWithObligations('Zèbre Conseil', { employeur: 'non', regimeTva: 'trimestriel', jourTva: null, codePostal: '75011' });
  await t.db.insert(clientCollaborators).values([
    { clientId: martin, collaboratorId: camilleId },
    { clientId: zebre, collaboratorId: dominiqueId },
  ]);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await camille.get(`/api/obligations${query}`);
  expect(response.status, response.text).toBe(200);
  return (response.json as ObligationList).obligations;
};
const monthOf = (iso: string) => ({ from: `${iso.slice(0, 7)}-01`, to: addDays(addMonths(`${iso.slice(0, 7)}-01`, 1), -1) });
const stored = async (clientId: string) =>
  t.db.select().from(clientObligations).where(eq(clientObligations.clientId, clientId)).orderBy(clientObligations.dueDate, clientObligations.kind);

describe('GET /api/obligations', () => {
  it('lists the current Paris month by default, by due date, then client, then kind', async () => {
    const rows = await list();
    const { from, to } = monthOf(today);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.dueDate >= from && row.dueDate <= to)).toBe(true);
    const order = rows.map((row) => `${row.dueDate}|${row.raisonSociale}`);
    expect(order).toEqual([...order].sort());
    expect(rows[0]).toMatchObject({ status: 'a_faire', obsolete: false, statusBy: null, statusAt: null, note: null });
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['clientId', 'dueDate', 'estimateNote', 'estimated', 'id', 'kind', 'label', 'note', 'obsolete', 'period', 'raisonSociale', 'status', 'statusAt', 'statusBy', 'toleranceDate'].sort(),
    );
  });
});

describe('GET /api/obligations, filters', () => {
  const year = today.slice(0, 4);
  const wholeYear = `?from=${year}-01-01&to=${year}-12-31`;

  it('takes a date range, both ends included', async () => {
    const rows = await list(`?from=${year}-03-01&to=${year}-03-31`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.dueDate >= `${year}-03-01` && row.dueDate <= `${year}-03-31`)).toBe(true);
    const everything = (await stored(martin)).filter((row) => row.dueDate >= `${year}-03-01` && row.dueDate <= `${year}-03-31`);
    expect(rows.filter((row) => row.clientId === martin)).toHaveLength(everything.length);
  });

  it('filters by kind, several at once, and by status', async () => {
    const rows = await list(`${wholeYear}&kind=tva_ca3,dsn`);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['tva_ca3', 'dsn']));
    const [first] = rows;
    assert(first, 'aucune échéance');
    await camille.request('PUT', `/api/obligations/${first.id}`, { status: 'pas_concerne' });
    expect((await list(`${wholeYear}&status=pas_concerne`)).map((row) => row.id)).toEqual([first.id]);
    expect((await list(`${wholeYear}&status=a_faire,pas_concerne`)).some((row) => row.id === first.id)).toBe(true);
    expect((await list(`${wholeYear}&status=a_faire`)).some((row) => row.id === first.id)).toBe(false);
  });

  it('filters by client, by collaborator and « mes clients », and by client name without accents', async () => {
    const onlyZebre = await list(`${wholeYear}&clientId=${zebre}`);
    expect(onlyZebre.length).toBeGreaterThan(0);
    expect(new Set(onlyZebre.map((row) => row.raisonSociale))).toEqual(new Set(['Zèbre Conseil']));
    expect(new Set((await list(`${wholeYear}&collaborator=${dominiqueId}`)).map((row) => row.clientId))).toEqual(new Set([zebre]));
    expect(new Set((await list(`${wholeYear}&mine=true`)).map((row) => row.clientId))).toEqual(new Set([martin]));
    expect(new Set((await list(`${wholeYear}&q=zebre`)).map((row) => row.clientId))).toEqual(new Set([zebre]));
    expect(await list(`${wholeYear}&q=${encodeURIComponent('100%')}`)).toEqual([]);
  });

  it('narrows to ?clients= under the other filters (a live update\'s patch), and refuses more than 20', async () => {
    const both = await list(`${wholeYear}&kind=tva_ca3&clients=${zebre},${martin}`);
    expect(new Set(both.map((row) => row.clientId))).toEqual(new Set([zebre, martin]));
    expect(both.every((row) => row.kind === 'tva_ca3')).toBe(true);
    // Under « Mes clients », a client outside the portfolio has no rows: the patch removes them.
    expect(new Set((await list(`${wholeYear}&mine=true&clients=${zebre},${martin}`)).map((row) => row.clientId))).toEqual(new Set([martin]));
    const many = Array.from({ length: 21 }, (_, index) => `0f0e0d0c-0b0a-4909-8807-0605040302${String(index).padStart(2, '0')}`).join(',');
    expect(await camille.get(`/api/obligations?clients=${many}`)).toMatchObject({ status: 400, json: { error: { message: 'clients : 20 identifiants au plus' } } });
  });

  it('refuses bad filters with a French 400 and the field at fault', async () => {
    const refused = async (query: string, path: string, message: RegExp) => {
      const response = await camille.get(`/api/obligations${query}`);
      expect(response.status, query).toBe(400);
      const body = response.json as { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.issues?.find((issue) => issue.path === path)?.message ?? `aucun message pour ${path} : ${response.text}`, query).toMatch(message);
    };
    await refused('?kind=tva,dsn', 'kind', /Type d'échéance inconnu/);
    await refused('?status=termine', 'status', /Statut inconnu/);
    await refused('?from=2026-05-01&to=2026-04-30', 'to', /précède/);
    await refused('?from=2026-01-01&to=2027-03-01', 'to', /dépasse 400 jours/);
    await refused('?from=2026-02-30', 'from', /date/i);
    await refused('?clientId=12', 'clientId', /Client inconnu/);
    await refused('?collaborator=moi', 'collaborator', /Collaborateur inconnu/);
    await refused('?mine=oui', 'mine', /mine vaut true ou false/);
    // An unknown parameter is refused too (a typo must not silently widen the list).
    expect(await camille.get('/api/obligations?inconnu=1')).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "inconnu"' } } });
  });
});

describe('PUT /api/obligations/{id}', () => {
  it('sets the status and the note, says who and when, and journals each change', async () => {
    // The last one: untouched by the tests above.
    const row = (await stored(martin)).at(-1);
    assert(row, 'aucune échéance');
    const response = await camille.request('PUT', `/api/obligations/${row.id}`, { status: 'fait', note: '  Déposée le 12  ' });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ id: row.id, status: 'fait', note: 'Déposée le 12', statusBy: 'Camille Dupont' });
    expect((response.json as ObligationRow).statusAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const entries = await t.db
      .select({ field: activityLog.field, oldValue: activityLog.oldValue, newValue: activityLog.newValue, entityId: activityLog.entityId, clientId: activityLog.clientId })
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'obligation'), eq(activityLog.entityId, `${martin}:${row.kind}:${row.period}`)))
      .orderBy(activityLog.id);
    expect(entries).toEqual([
      { field: 'status', oldValue: 'a_faire', newValue: 'fait', entityId: `${martin}:${row.kind}:${row.period}`, clientId: martin },
      { field: 'note', oldValue: null, newValue: 'Déposée le 12', entityId: `${martin}:${row.kind}:${row.period}`, clientId: martin },
    ]);
  });

  it('answers 404 for an unknown obligation and 400 for a bad id or status', async () => {
    expect((await camille.request('PUT', `/api/obligations/${missingId}`, { status: 'fait' })).status).toBe(404);
    expect(await camille.request('PUT', '/api/obligations/pas-un-uuid', { status: 'fait' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: "Identifiant d'échéance invalide", issues: [{ path: 'id' }] } },
    });
    const [row] = await stored(zebre);
    expect(await camille.request('PUT', `/api/obligations/${row?.id}`, { status: 'termine' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Statut inconnu (a_faire, fait, pas_concerne)', issues: [{ path: 'status' }] } },
    });
  });
});

describe('POST /api/obligations/status', () => {
  it('marks many rows at once, journals each one that changed, and answers how many', async () => {
    const rows = (await stored(zebre)).filter((row) => row.status === 'a_faire').slice(0, 3);
    const ids = rows.map((row) => row.id);
    const response = await camille.post('/api/obligations/status', { ids, status: 'fait' });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ updated: 3 });
    const after = await t.db.select().from(clientObligations).where(eq(clientObligations.clientId, zebre));
    for (const id of ids) expect(after.find((row) => row.id === id)).toMatchObject({ status: 'fait', statusBy: camilleId });
    const journal = await t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'obligation'), eq(activityLog.clientId, zebre)));
    expect(journal.map((entry) => [entry.entityId, entry.field, entry.oldValue, entry.newValue]).sort()).toEqual(
      rows.map((row) => [`${zebre}:${row.kind}:${row.period}`, 'status', 'a_faire', 'fait']).sort(),
    );
    // Already fait: nothing to change, nothing journalled.
    expect((await camille.post('/api/obligations/status', { ids, status: 'fait' })).json).toEqual({ updated: 0 });
  });

  it('writes nothing when one id is unknown, and refuses an empty or malformed selection', async () => {
    const [row] = (await stored(zebre)).filter((candidate) => candidate.status === 'a_faire');
    const response = await camille.post('/api/obligations/status', { ids: [row?.id, missingId], status: 'pas_concerne' });
    expect(response.status).toBe(404);
    expect((await stored(zebre)).find((candidate) => candidate.id === row?.id)?.status).toBe('a_faire');
    expect((await camille.post('/api/obligations/status', { ids: [], status: 'fait' })).json).toMatchObject({
      error: { code: 'VALIDATION', issues: [{ message: 'Aucune échéance sélectionnée' }] },
    });
    expect(await camille.post('/api/obligations/status', { ids: ['x'], status: 'fait' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'UUID invalide', issues: [{ path: 'ids.0' }] } },
    });
    expect(await camille.post('/api/obligations/status', { ids: [row?.id], status: 'done' })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Statut inconnu (a_faire, fait, pas_concerne)', issues: [{ path: 'status' }] } },
    });
  });
});

describe('regeneration from the client writes', () => {
  it('creates the obligations with the client, and follows a profile edit without losing a status', async () => {
    const created = await camille.post('/api/clients', { ...profileBody, raisonSociale: 'Créée par API' });
    expect(created.status, created.text).toBe(201);
    const id = (created.json as { id: string }).id;
    const rows = await stored(id);
    expect(rows.some((row) => row.kind === 'tva_ca3')).toBe(true);
    const [ca3] = rows.filter((row) => row.kind === 'tva_ca3');
    await camille.request('PUT', `/api/obligations/${ca3?.id}`, { status: 'fait' });

    // Quarterly TVA: the monthly CA3s nobody followed go, the one marked fait stays, flagged.
    const patched = await camille.request('PATCH', `/api/clients/${id}`, { regimeTva: 'trimestriel' });
    expect(patched.status, patched.text).toBe(200);
    const after = (await stored(id)).filter((row) => row.kind === 'tva_ca3');
    expect(after.find((row) => row.id === ca3?.id)).toMatchObject({ status: 'fait', obsolete: true, statusBy: camilleId });
    expect(after.filter((row) => !row.obsolete).every((row) => /-T\d$/.test(row.period))).toBe(true);

    // Inactive: nothing left to do for it, the followed row stays.
    await camille.request('PATCH', `/api/clients/${id}`, { status: 'inactif' });
    expect((await stored(id)).map((row) => [row.id, row.status])).toEqual([[ca3?.id, 'fait']]);
  });

  it('leaves the obligations alone when a field they do not read changes', async () => {
    const id = await insertWithObligations('Sans effet');
    const before = await stored(id);
    await camille.request('PATCH', `/api/clients/${id}`, { telephone: '01 02 03 04 05' });
    expect(await stored(id)).toEqual(before);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { journalDirectWrites } from '../../testing/direct-writes.ts';
import { and, eq } from 'drizzle-orm';
import { parisYear } from '../../../shared/dates.ts';
import { trackingListSchema, type TrackingRow } from '../../../shared/tracking.ts';
import type { HistoryEntry } from '../../../shared/authorizations.ts';
import { activityLog, clientAuthorizations, trackingYears, yearlyTracking } from '../../db/schema/index.ts';
import { createSignedInApp, MISSING_ID } from '../../testing/signed-in-app.ts';
import { ensureTrackingYear } from './tracking.service.ts';

const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());
type List = { years: number[]; rows: TrackingRow[] };

const list = async (kind: string) => {
  await journalDirectWrites(t.db, ['client', 'authorization', 'tracking', 'tracking_year']);
  const response = await camille.get(`/api/tracking/${kind}`);
  expect(response.status).toBe(200);
  return response.json as List;
};
const put = (kind: string, clientId: string, year: number | string, body: unknown) =>
  camille.request('PUT', `/api/tracking/${kind}/${clientId}/${year}`, body);
const addYears = (kind: 'cfe' | '3en1', years: number[]) =>
  t.db.insert(trackingYears).values(years.map((year) => ({ kind, year }))).onConflictDoNothing();
const cellsOf = (kind: 'cfe' | '3en1', year: number) =>
  t.db.select().from(yearlyTracking).where(and(eq(yearlyTracking.kind, kind), eq(yearlyTracking.year, year)));

describe('GET /api/tracking/:kind', () => {
  it('creates the current year once when the kind has none, even when asked twenty times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => camille.get('/api/tracking/cfe')));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const current = parisYear();
    expect(await t.db.select({ year: trackingYears.year, createdBy: trackingYears.createdBy }).from(trackingYears).where(eq(trackingYears.kind, 'cfe'))).toEqual([
      { year: current, createdBy: camilleId },
    ]);
    expect((responses[0]?.json as List).years).toEqual([current]);
    // 3 EN 1 is a kind of its own: it gets its year on its first visit.
    expect(await t.db.select().from(trackingYears).where(eq(trackingYears.kind, '3en1'))).toEqual([]);
    expect((await list('3en1')).years).toEqual([current]);
  });

  it('takes the year on the Paris calendar', async () => {
    await t.db.delete(trackingYears).where(eq(trackingYears.kind, '3en1'));
    // 31 December 23:30 UTC is already New Year's Day in Paris.
    await ensureTrackingYear({ db: t.db, kind: '3en1', actor: { id: camilleId, fullName: 'Camille Dupont' }, now: new Date('2030-12-31T23:30:00Z') });
    expect((await t.db.select({ year: trackingYears.year }).from(trackingYears).where(eq(trackingYears.kind, '3en1'))).map((row) => row.year)).toEqual([2031]);
    // A kind that has a year gets no other.
    await ensureTrackingYear({ db: t.db, kind: '3en1', actor: { id: camilleId, fullName: 'Camille Dupont' }, now: new Date('2040-06-01T12:00:00Z') });
    expect(await t.db.select().from(trackingYears).where(eq(trackingYears.kind, '3en1'))).toHaveLength(1);
  });

  it('sends only the rows of ?clients= with the years (a live patch), without a validator', async () => {
    const kept = await t.insertClient({ raisonSociale: 'Garage Martin' });
    const inactive = await t.insertClient({ raisonSociale: 'Ancien Garage', status: 'inactif' });
    await t.db.insert(yearlyTracking).values({ clientId: kept, kind: 'cfe', year: parisYear(), status: 'fait' });
    await journalDirectWrites(t.db, ['client', 'tracking']);
    const response = await camille.get(`/api/tracking/cfe?clients=${kept},${inactive}`);
    expect(response.status).toBe(200);
    const body = response.json as List;
    expect(body.years).toContain(parisYear());
    expect(body.rows).toEqual([{ clientId: kept, raisonSociale: 'Garage Martin', siret: expect.any(String), statuses: expect.objectContaining({ [String(parisYear())]: 'fait' }) }]);
    expect(response.headers.get('etag')).toBeNull();
    expect(await camille.get('/api/tracking/cfe?clients=')).toMatchObject({ status: 400, json: { error: { message: 'clients : identifiants de clients séparés par des virgules' } } });
  });

  it('lists active clients by raison sociale with a status for every year, newest year first', async () => {
    await addYears('cfe', [2024, 2025]);
    const zebre = await t.insertClient({ raisonSociale: 'Zèbre Conseil' });
    const atelier = await t.insertClient({ raisonSociale: 'Atelier Dubois' });
    const inactive = await t.insertClient({ raisonSociale: 'Ancien Client', status: 'inactif' });
    const prospect = await t.insertClient({ raisonSociale: 'Futur Client', status: 'prospect' });
    await t.db.insert(yearlyTracking).values([
      { clientId: zebre, kind: 'cfe', year: 2024, status: 'fait' },
      { clientId: zebre, kind: 'cfe', year: 2025, status: 'pas_concerne' },
      { clientId: inactive, kind: 'cfe', year: 2025, status: 'fait' },
    ]);

    const cfe = await list('cfe');
    expect(trackingListSchema.safeParse(cfe).success).toBe(true);
    const current = parisYear();
    expect(cfe.years).toEqual([...new Set([current, 2025, 2024])].sort((a, b) => b - a));
    const ids = cfe.rows.map((row) => row.clientId);
    expect(ids).not.toContain(inactive);
    expect(ids).not.toContain(prospect);
    const names = cfe.rows.map((row) => row.raisonSociale);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byId = new Map(cfe.rows.map((row) => [row.clientId, row]));
    expect(byId.get(zebre)).toEqual({
      clientId: zebre,
      raisonSociale: 'Zèbre Conseil',
      siret: '73282932000074',
      statuses: { [current]: 'a_faire', 2024: 'fait', 2025: 'pas_concerne' },
    });
    expect(byId.get(atelier)?.statuses).toEqual({ [current]: 'a_faire', 2024: 'a_faire', 2025: 'a_faire' });
  });

  it('hides clients whose URSSAF habilitation is pas_necessaire from 3 EN 1, not from CFE', async () => {
    const hidden = await t.insertClient();
    const shown = await t.insertClient();
    await t.db.insert(clientAuthorizations).values([
      { clientId: hidden, kind: 'urssaf', status: 'pas_necessaire' },
      { clientId: shown, kind: 'bank_urssaf', status: 'pas_necessaire' },
    ]);
    const troisEnUn = (await list('3en1')).rows.map((row) => row.clientId);
    expect(troisEnUn).toContain(shown);
    expect(troisEnUn).not.toContain(hidden);
    expect((await list('cfe')).rows.map((row) => row.clientId)).toContain(hidden);
  });

  it('refuses an unknown kind and needs a session', async () => {
    expect(await camille.get('/api/tracking/tva')).toMatchObject({ status: 400, json: { error: { message: 'Type de suivi inconnu' } } });
    const anonymous = t.client();
    expect((await anonymous.get('/api/tracking/cfe')).status).toBe(401);
    expect((await anonymous.post('/api/tracking/cfe/years', { year: 2030 })).status).toBe(401);
    expect((await anonymous.request('DELETE', '/api/tracking/cfe/years/2024')).status).toBe(401);
    expect((await anonymous.request('PUT', `/api/tracking/cfe/${MISSING_ID}/2024`, { status: 'fait' })).status).toBe(401);
    expect((await anonymous.get(`/api/tracking/cfe/${MISSING_ID}/2024/history`)).status).toBe(401);
  });
});

describe('POST /api/tracking/:kind/years', () => {
  it('adds a year, once per kind', async () => {
    // Not a year near today: each kind's first visit created the current year (2027 failed in 2027).
    const year = 2090;
    expect((await list('3en1')).years).not.toContain(year);
    expect((await list('cfe')).years).not.toContain(year);
    expect(await camille.post('/api/tracking/3en1/years', { year })).toMatchObject({ status: 201, json: { kind: '3en1', year } });
    expect((await list('3en1')).years).toContain(year);
    expect(await camille.post('/api/tracking/3en1/years', { year })).toMatchObject({
      status: 409,
      json: { error: { code: 'CONFLICT', message: 'Cette année existe déjà' } },
    });
    expect((await camille.post('/api/tracking/cfe/years', { year })).status).toBe(201);
    const [entry] = await t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'tracking_year'), eq(activityLog.entityId, `3en1:${year}`)));
    expect(entry).toMatchObject({ action: 'create', userName: 'Camille Dupont', newValue: String(year) });
  });

  it('refuses anything but an integer from 2000 to 2100', async () => {
    for (const year of [1999, 2101, 2025.5, 'abc', null]) {
      expect(await camille.post('/api/tracking/cfe/years', { year })).toMatchObject({
        status: 400,
        json: { error: { code: 'VALIDATION', message: 'Veuillez entrer une année valide' } },
      });
    }
    expect((await camille.post('/api/tracking/cfe/years', {})).json).toMatchObject({ error: { message: 'Veuillez entrer une année valide' } });
    expect((await camille.post('/api/tracking/cfe/years', { year: 2000 })).status).toBe(201);
    expect((await camille.post('/api/tracking/cfe/years', { year: 2100 })).status).toBe(201);
    expect(await camille.post('/api/tracking/tva/years', { year: 2030 })).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Type de suivi inconnu', issues: [{ path: 'kind' }] } },
    });
  });
});

describe('DELETE /api/tracking/:kind/years/:year', () => {
  it("deletes the year and that year's statuses only, and journals it", async () => {
    await addYears('cfe', [2020, 2021]);
    await addYears('3en1', [2020]);
    const a = await t.insertClient();
    const b = await t.insertClient();
    await t.db.insert(yearlyTracking).values([
      { clientId: a, kind: 'cfe', year: 2020, status: 'fait' },
      { clientId: b, kind: 'cfe', year: 2020, status: 'pas_concerne' },
      { clientId: a, kind: 'cfe', year: 2021, status: 'fait' },
      { clientId: a, kind: '3en1', year: 2020, status: 'fait' },
    ]);

    expect((await camille.request('DELETE', '/api/tracking/cfe/years/2020')).status).toBe(204);
    expect((await list('cfe')).years).not.toContain(2020);
    expect(await cellsOf('cfe', 2020)).toEqual([]);
    expect(await cellsOf('cfe', 2021)).toHaveLength(1);
    expect(await cellsOf('3en1', 2020)).toHaveLength(1);
    const [entry] = await t.db.select().from(activityLog).where(and(eq(activityLog.entity, 'tracking_year'), eq(activityLog.entityId, 'cfe:2020')));
    expect(entry).toMatchObject({ action: 'delete', field: 'trackingRows', oldValue: '2', userId: camilleId });
  });

  it('deletes nothing when any part fails: one transaction', async () => {
    await addYears('cfe', [2019]);
    const a = await t.insertClient();
    await t.db.insert(yearlyTracking).values({ clientId: a, kind: 'cfe', year: 2019, status: 'fait' });
    // Make the journal entry, the last write of the deletion, fail.
    await t.database.pool.query(`
      CREATE FUNCTION refuse_year_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refusé pour le test'; END $$;
      CREATE TRIGGER refuse_year_deletion BEFORE INSERT ON activity_log
        FOR EACH ROW WHEN (NEW.entity = 'tracking_year' AND NEW.action = 'delete') EXECUTE FUNCTION refuse_year_deletion();`);
    try {
      expect((await camille.request('DELETE', '/api/tracking/cfe/years/2019')).status).toBe(500);
    } finally {
      await t.database.pool.query('DROP TRIGGER refuse_year_deletion ON activity_log; DROP FUNCTION refuse_year_deletion();');
    }
    expect((await list('cfe')).years).toContain(2019);
    expect(await cellsOf('cfe', 2019)).toHaveLength(1);
  });

  it('says so when the year does not exist or is not one', async () => {
    expect(await camille.request('DELETE', '/api/tracking/cfe/years/2099')).toMatchObject({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'Année inconnue' } },
    });
    expect(await camille.request('DELETE', '/api/tracking/cfe/years/abc')).toMatchObject({
      status: 400,
      json: { error: { message: 'Veuillez entrer une année valide' } },
    });
  });
});

describe('PUT /api/tracking/:kind/:clientId/:year', () => {
  it('creates the status on the first change, then updates it, and journals each change', async () => {
    await addYears('3en1', [2025]);
    const id = await t.insertClient();
    const first = await put('3en1', id, 2025, { status: 'fait' });
    expect(first).toMatchObject({ status: 200, json: { clientId: id, kind: '3en1', year: 2025, status: 'fait' } });
    expect((await put('3en1', id, 2025, { status: 'pas_concerne' })).json).toMatchObject({ status: 'pas_concerne' });
    await put('3en1', id, 2025, { status: 'pas_concerne' }); // no change, no entry
    expect(await cellsOf('3en1', 2025).then((rows) => rows.filter((row) => row.clientId === id))).toMatchObject([
      { status: 'pas_concerne', updatedBy: camilleId },
    ]);
    expect((await list('3en1')).rows.find((row) => row.clientId === id)?.statuses['2025']).toBe('pas_concerne');

    const history = await camille.get(`/api/tracking/3en1/${id}/2025/history`);
    expect(history.status).toBe(200);
    expect((history.json as { entries: HistoryEntry[] }).entries.map(({ userName, field, oldValue, newValue }) => ({ userName, field, oldValue, newValue }))).toEqual([
      { userName: 'Camille Dupont', field: 'status', oldValue: 'fait', newValue: 'pas_concerne' },
      { userName: 'Camille Dupont', field: 'status', oldValue: 'a_faire', newValue: 'fait' },
    ]);
  });

  it('leaves one row and no error when 20 people change the same cell at once', async () => {
    await addYears('cfe', [2025]);
    const id = await t.insertClient();
    const statuses = ['a_faire', 'fait', 'pas_concerne'] as const;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => put('cfe', id, 2025, { status: statuses[i % 3] })));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await cellsOf('cfe', 2025)).filter((row) => row.clientId === id)).toHaveLength(1);
  });

  it('refuses an unknown year, status, kind, client or an inactive client, and writes nothing', async () => {
    await addYears('cfe', [2025]);
    const id = await t.insertClient();
    expect(await put('cfe', id, 2042, { status: 'fait' })).toMatchObject({ status: 404, json: { error: { message: 'Année inconnue' } } });
    expect(await put('cfe', id, 2025, { status: 'termine' })).toMatchObject({ status: 400, json: { error: { message: 'Statut inconnu' } } });
    expect(await put('cfe', id, 2025, {})).toMatchObject({ status: 400, json: { error: { message: 'Statut inconnu', issues: [{ path: 'status' }] } } });
    expect(await put('cfe', id, 1999, { status: 'fait' })).toMatchObject({ status: 400, json: { error: { message: 'Veuillez entrer une année valide' } } });
    expect(await put('tva', id, 2025, { status: 'fait' })).toMatchObject({ status: 400, json: { error: { message: 'Type de suivi inconnu' } } });
    expect(await put('cfe', MISSING_ID, 2025, { status: 'fait' })).toMatchObject({ status: 404, json: { error: { message: 'Client introuvable.' } } });
    const inactive = await t.insertClient({ status: 'inactif' });
    expect(await put('cfe', inactive, 2025, { status: 'fait' })).toMatchObject({ status: 400, json: { error: { message: "Ce client n'est pas actif." } } });
    const written = (await cellsOf('cfe', 2025)).filter((row) => [id, inactive].includes(row.clientId));
    expect(written).toEqual([]);
  });
});

describe('GET /api/tracking/:kind/:clientId/:year/history', () => {
  it('refuses an unknown kind, a malformed client id or year in French', async () => {
    const id = await t.insertClient();
    expect(await camille.get(`/api/tracking/tva/${id}/2025/history`)).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Type de suivi inconnu', issues: [{ path: 'kind' }] } },
    });
    expect(await camille.get('/api/tracking/cfe/abc/2025/history')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Identifiant de client invalide', issues: [{ path: 'clientId' }] } },
    });
    for (const year of ['abc', '1999']) {
      expect(await camille.get(`/api/tracking/cfe/${id}/${year}/history`), year).toMatchObject({
        status: 400,
        json: { error: { code: 'VALIDATION', message: 'Veuillez entrer une année valide', issues: [{ path: 'year' }] } },
      });
    }
  });
});

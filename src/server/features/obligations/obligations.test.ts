import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parisToday } from '../../../shared/dates.ts';
import { addDays, addMonths } from '../../../shared/obligations/calendar.ts';
import type { ObligationCounters, ObligationList, ObligationRow } from '../../../shared/obligations/api.ts';
import { FISCAL_PROFILE_DEFAULTS } from '../../../shared/obligations/profile.ts';
import { activityLog, clientCollaborators, clientObligations, clients } from '../../db/schema/index.ts';
import { regenerateObligations } from '../../obligations/regenerate-obligations.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { endOfWeek } from '../../obligations/obligation-window.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let dominiqueId: string;
let martin: string;
let zebre: string;
const today = parisToday();
const missingId = '0f0e0d0c-0b0a-4909-8807-060504030201';

const profile = {
  ...FISCAL_PROFILE_DEFAULTS,
  siret: '73282932000074',
  classification: 'SARL',
  status: 'actif',
  dateCloture: '2025-12-31',
  codePostal: '69003',
  regimeImposition: 'is',
  regimeTva: 'mensuel',
  jourTva: 19,
  employeur: 'moins_50',
} satisfies Partial<typeof clients.$inferInsert>;

async function insertClient(raisonSociale: string, values: Partial<typeof clients.$inferInsert> = {}) {
  const [row] = await t.db.insert(clients).values({ ...profile, raisonSociale, ...values }).returning({ id: clients.id });
  if (!row) throw new Error('insertion impossible');
  await regenerateObligations({ db: t.db, clientIds: [row.id], today });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  camilleId = (await t.createUser({ email: 'camille@cabinet.test', fullName: 'Camille Dupont', password: 'motdepasse' })).id;
  dominiqueId = (await t.createUser({ email: 'dominique@cabinet.test', fullName: 'Dominique Leroy' })).id;
  camille = t.client();
  await camille.signIn('camille@cabinet.test', 'motdepasse');
  martin = await insertClient('Boulangerie Martin');
  zebre = await insertClient('Zèbre Conseil', { employeur: 'non', regimeTva: 'trimestriel', jourTva: null, codePostal: '75011' });
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

describe('PUT /api/obligations/{id}', () => {
  it('sets the status and the note, says who and when, and journals each change', async () => {
    const [row] = await stored(martin);
    if (!row) throw new Error('aucune échéance');
    const response = await camille.request('PUT', `/api/obligations/${row.id}`, { status: 'fait', note: '  Déposée le 12  ' });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ id: row.id, status: 'fait', note: 'Déposée le 12', statusBy: 'Camille Dupont' });
    expect((response.json as ObligationRow).statusAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const entries = await t.db
      .select({ field: activityLog.field, oldValue: activityLog.oldValue, newValue: activityLog.newValue, entityId: activityLog.entityId, clientId: activityLog.clientId })
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'obligation'), eq(activityLog.clientId, martin)))
      .orderBy(activityLog.id);
    expect(entries).toEqual([
      { field: 'status', oldValue: 'a_faire', newValue: 'fait', entityId: `${martin}:${row.kind}:${row.period}`, clientId: martin },
      { field: 'note', oldValue: null, newValue: 'Déposée le 12', entityId: `${martin}:${row.kind}:${row.period}`, clientId: martin },
    ]);
  });

  it('answers 404 for an unknown obligation and 400 for a bad id or status', async () => {
    expect((await camille.request('PUT', `/api/obligations/${missingId}`, { status: 'fait' })).status).toBe(404);
    expect((await camille.request('PUT', '/api/obligations/pas-un-uuid', { status: 'fait' })).status).toBe(400);
    const [row] = await stored(zebre);
    const bad = await camille.request('PUT', `/api/obligations/${row?.id}`, { status: 'termine' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});

describe('GET /api/obligations/counters', () => {
  it('counts this week, overdue and done this month', async () => {
    const response = await camille.get('/api/obligations/counters');
    expect(response.status).toBe(200);
    const counters = response.json as ObligationCounters;
    const rows = await t.db.select().from(clientObligations);
    const sunday = endOfWeek(today);
    expect(counters.dueThisWeek).toBe(rows.filter((row) => row.status === 'a_faire' && row.dueDate >= today && row.dueDate <= sunday).length);
    expect(counters.overdue).toBe(rows.filter((row) => row.status === 'a_faire' && row.dueDate < today).length);
  });
});

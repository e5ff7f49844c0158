import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { parisToday } from '../../../shared/dates.ts';
import { statsSchema, type Stats } from '../../../shared/stats.ts';
import { clientEInvoicing, clients, tasks, users } from '../../db/schema/index.ts';
import { journalDirectWrites } from '../../testing/direct-writes.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { STATS_READS } from './stats.service.ts';

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let benoitId: string;
let zoeId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont', role: 'admin' }));
  benoitId = (await t.createUser({ fullName: 'Benoît Leroy', role: 'collaborateur' })).id;
  zoeId = (await t.createUser({ fullName: 'Zoé Martin', role: 'stagiaire' })).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(tasks);
  await t.db.delete(clients);
});

const parisMonthStart = sql`date_trunc('month', now() AT TIME ZONE 'Europe/Paris')`;
const monthsAgo = (months: number, shift = sql`interval '0'`) =>
  sql`(${parisMonthStart} - ${sql.raw(`interval '${months} months'`)} + ${shift}) AT TIME ZONE 'Europe/Paris'`;

type TaskValues = Omit<Partial<typeof tasks.$inferInsert>, 'completedAt'> & { completedAt?: SQL | Date };

async function insertTasks(count: number, values: TaskValues = {}) {
  await t.db.insert(tasks).values(Array.from({ length: count }, () => ({ title: 'Bilan annuel', ...values })));
}

/**
 * The tests write rows straight into the tables (and delete them between tests), which the journal
 * does not see: the statistics are versioned by it, so each read journals those writes first.
 */
const journalTheDirectWrites = () => journalDirectWrites(t.db, STATS_READS);

async function stats(): Promise<Stats> {
  await journalTheDirectWrites();
  const response = await camille.get('/api/stats');
  expect(response.status).toBe(200);
  expect(statsSchema.safeParse(response.json).error).toBeUndefined();
  return response.json as Stats;
}

describe('GET /api/stats, clients', () => {
  it('counts clients, actifs and prospects, and sorts the classifications by count with Non classé as null', async () => {
    await t.addClients(3, { classification: 'SAS', status: 'actif' });
    await t.addClients(2, { classification: 'SARL', status: 'prospect' });
    await t.addClients(2, { classification: null, status: 'inactif' });
    await t.addClients(1, { classification: 'EURL', status: 'actif' });

    const result = await stats();
    expect(result.clients).toEqual({ total: 8, actifs: 4, prospects: 2 });
    // 3/8 = 37.5 % and 1/8 = 12.5 % round half up; equal counts keep the classification order, unclassified last.
    expect(result.byClassification).toEqual([
      { classification: 'SAS', count: 3, percent: 38 },
      { classification: 'SARL', count: 2, percent: 25 },
      { classification: null, count: 2, percent: 25 },
      { classification: 'EURL', count: 1, percent: 13 },
    ]);
  });
});

describe('GET /api/stats, tasks', () => {
  it('counts every task, the unassigned ones too, and rounds the completion rate (1 of 8 is 13 %)', async () => {
    await insertTasks(1, { status: 'termine', completedAt: sql`now()`, assignedTo: null });
    await insertTasks(3, { status: 'en_cours', assignedTo: benoitId, type: 'recurrente', recurrenceFrequency: 'mois' });
    await insertTasks(2, { status: 'a_faire', assignedTo: null });
    await insertTasks(2, { status: 'en_attente', assignedTo: camilleId });

    expect((await stats()).tasks).toEqual({ total: 8, terminees: 1, enCours: 3, completionRate: 13, completedThisMonth: 1 });
  });

  it('rounds 2 of 3 to 67 % and 1 of 3 to 33 %', async () => {
    await insertTasks(2, { status: 'termine', completedAt: sql`now()` });
    await insertTasks(1, { status: 'a_faire' });
    expect((await stats()).tasks.completionRate).toBe(67);
    await insertTasks(3, { status: 'a_faire' });
    // Now 2 of 6.
    expect((await stats()).tasks.completionRate).toBe(33);
  });

  it('counts open tasks by priority, Urgente to Basse, finished ones left out', async () => {
    await insertTasks(1, { priority: 'urgente', status: 'a_faire' });
    await insertTasks(2, { priority: 'haute', status: 'en_attente', assignedTo: null });
    await insertTasks(3, { priority: 'normale', status: 'en_cours', type: 'recurrente', recurrenceFrequency: 'semaine' });
    await insertTasks(5, { priority: 'urgente', status: 'termine', completedAt: sql`now()` });

    expect((await stats()).openByPriority).toEqual([
      { priority: 'urgente', count: 1, percent: 17 },
      { priority: 'haute', count: 2, percent: 33 },
      { priority: 'normale', count: 3, percent: 50 },
      { priority: 'basse', count: 0, percent: 0 },
    ]);
  });

  it("counts 'terminées ce mois' from 00:00 on the 1st in Paris, and the same in the month's bar", async () => {
    await insertTasks(2, { status: 'termine', completedAt: monthsAgo(0) });
    await insertTasks(1, { status: 'termine', completedAt: monthsAgo(0, sql`interval '-1 minute'`) });
    await insertTasks(1, { status: 'a_faire', completedAt: sql`now()` });

    const result = await stats();
    expect(result.tasks.completedThisMonth).toBe(2);
    expect(result.completedByMonth.at(-1)?.count).toBe(2);
    expect(result.completedByMonth.at(-2)?.count).toBe(1);
  });

  it('gives zeros, not a division by zero, when there is nothing', async () => {
    const result = await stats();
    expect(result.tasks).toEqual({ total: 0, terminees: 0, enCours: 0, completionRate: 0, completedThisMonth: 0 });
    expect(result.clients).toEqual({ total: 0, actifs: 0, prospects: 0 });
    expect(result.byClassification).toEqual([]);
    expect(result.openByPriority.map((row) => [row.priority, row.count, row.percent])).toEqual([
      ['urgente', 0, 0],
      ['haute', 0, 0],
      ['normale', 0, 0],
      ['basse', 0, 0],
    ]);
    expect(result.completedByMonth).toHaveLength(12);
    expect(result.completedByMonth.every((month) => month.count === 0)).toBe(true);
  });
});

describe('GET /api/stats, tasks completed per month', () => {
  it('covers the last 12 Paris months, oldest first, zero-filled', async () => {
    await insertTasks(3, { status: 'termine', completedAt: monthsAgo(11) }); // first month of the window
    await insertTasks(1, { status: 'termine', completedAt: monthsAgo(11, sql`interval '-1 minute'`) }); // just before it
    await insertTasks(2, { status: 'termine', completedAt: monthsAgo(4, sql`interval '10 days'`) });
    await insertTasks(1, { status: 'en_cours', completedAt: monthsAgo(4, sql`interval '10 days'`) });

    const { completedByMonth } = await stats();
    expect(completedByMonth.map((month) => month.count)).toEqual([3, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0]);
    const months = completedByMonth.map((month) => month.month);
    for (let i = 1; i < months.length; i++) {
      const [year, month] = (months[i - 1] ?? '').split('-').map(Number);
      const next = month === 12 ? `${(year ?? 0) + 1}-01` : `${year}-${String((month ?? 0) + 1).padStart(2, '0')}`;
      expect(months[i]).toBe(next);
    }
  });
});

describe("GET /api/stats, 'Performance par collaborateur'", () => {
  it('lists every user by name with role, clients of any status, tasks, completed and rate', async () => {
    await t.addClients(2, { status: 'actif' }, { collaborators: [benoitId, camilleId] });
    await t.addClients(1, { status: 'inactif' }, { collaborators: [benoitId] });
    await insertTasks(2, { assignedTo: benoitId, status: 'termine', completedAt: sql`now() - interval '400 days'` });
    await insertTasks(1, { assignedTo: benoitId, status: 'en_cours' });
    await insertTasks(1, { assignedTo: camilleId, status: 'a_faire' });
    await insertTasks(4, { assignedTo: null, status: 'termine' });

    const { collaborators } = await stats();
    const others = await t.db.$count(users);
    expect(collaborators).toHaveLength(others);
    expect(collaborators.map((row) => row.fullName)).toEqual(['Benoît Leroy', 'Camille Dupont', 'Zoé Martin']);
    expect(collaborators).toEqual([
      { id: benoitId, fullName: 'Benoît Leroy', role: 'collaborateur', clients: 3, tasks: 3, completed: 2, completionRate: 67 },
      { id: camilleId, fullName: 'Camille Dupont', role: 'admin', clients: 2, tasks: 1, completed: 0, completionRate: 0 },
      { id: zoeId, fullName: 'Zoé Martin', role: 'stagiaire', clients: 0, tasks: 0, completed: 0, completionRate: 0 },
    ]);
  });
});

describe('GET /api/stats, e-invoicing readiness by category', () => {
  type Readiness = Pick<typeof clientEInvoicing.$inferInsert, 'receptionStatus' | 'issuingStatus'>;
  async function addFollowed(count: number, values: Partial<typeof clients.$inferInsert>, readiness?: Readiness) {
    const ids = await t.addClients(count, values);
    if (readiness) await t.db.insert(clientEInvoicing).values(ids.map((clientId) => ({ clientId, ...readiness })));
  }

  it('gives, per category and for the unset one, the active clients and the shares ready to receive and to issue', async () => {
    // PME: 4 active, 3 ready to receive (prêt, pas concerné), 1 ready to issue; one without a record is à faire.
    await addFollowed(2, { categorieEntreprise: 'pme' }, { receptionStatus: 'pret', issuingStatus: 'en_cours' });
    await addFollowed(1, { categorieEntreprise: 'pme' }, { receptionStatus: 'pas_concerne', issuingStatus: 'pas_concerne' });
    await addFollowed(1, { categorieEntreprise: 'pme' });
    // GE: 1 of 3 ready on both sides (1/3 is 33 %).
    await addFollowed(1, { categorieEntreprise: 'ge' }, { receptionStatus: 'pret', issuingStatus: 'pret' });
    await addFollowed(2, { categorieEntreprise: 'ge' }, { receptionStatus: 'en_cours', issuingStatus: 'a_faire' });
    // Not filled in: 2, one ready to receive.
    await addFollowed(1, { categorieEntreprise: null }, { receptionStatus: 'pret', issuingStatus: 'a_faire' });
    await addFollowed(1, { categorieEntreprise: null });
    // Inactive clients and prospects are not counted, ready or not.
    await addFollowed(2, { categorieEntreprise: 'pme', status: 'inactif' }, { receptionStatus: 'pret', issuingStatus: 'pret' });
    await addFollowed(1, { categorieEntreprise: 'eti', status: 'prospect' });

    const result = await stats();
    expect(result.eInvoicingByCategory).toEqual([
      { category: 'micro', clients: 0, readyToReceive: 0, readyToReceivePercent: 0, readyToIssue: 0, readyToIssuePercent: 0 },
      { category: 'pme', clients: 4, readyToReceive: 3, readyToReceivePercent: 75, readyToIssue: 1, readyToIssuePercent: 25 },
      { category: 'eti', clients: 0, readyToReceive: 0, readyToReceivePercent: 0, readyToIssue: 0, readyToIssuePercent: 0 },
      { category: 'ge', clients: 3, readyToReceive: 1, readyToReceivePercent: 33, readyToIssue: 1, readyToIssuePercent: 33 },
      { category: null, clients: 2, readyToReceive: 1, readyToReceivePercent: 50, readyToIssue: 0, readyToIssuePercent: 0 },
    ]);
    // The other client figures still count each client once.
    expect(result.clients).toEqual({ total: 12, actifs: 9, prospects: 1 });
  });

  it('gives the five rows at zero without clients', async () => {
    expect((await stats()).eInvoicingByCategory.map((row) => [row.category, row.clients, row.readyToReceivePercent])).toEqual([
      ['micro', 0, 0],
      ['pme', 0, 0],
      ['eti', 0, 0],
      ['ge', 0, 0],
      [null, 0, 0],
    ]);
  });
});

describe('GET /api/stats, versioned by the journal', () => {
  const revalidate = (etag: string) => camille.request('GET', '/api/stats', undefined, { 'if-none-match': etag });
  const etagOf = (response: { headers: Headers }) => {
    const etag = response.headers.get('etag');
    if (!etag) throw new Error('pas de validateur');
    return etag;
  };

  it('answers 304 while nothing changed, and the new figures after a write through the API', async () => {
    // Only the rows the previous tests inserted and beforeEach deleted, outside the API, are journalled here.
    await journalTheDirectWrites();
    const before = await camille.get('/api/stats');
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-cache');
    expect((before.json as Stats).tasks).toMatchObject({ total: 0, terminees: 0, completedThisMonth: 0 });
    expect((await revalidate(etagOf(before))).status).toBe(304);

    const created = await camille.post('/api/tasks', { title: 'Bilan annuel', type: 'ponctuelle', priority: 'normale', status: 'a_faire' });
    expect(created.status).toBe(201);
    const afterCreate = await revalidate(etagOf(before));
    expect(afterCreate.status).toBe(200);
    expect((afterCreate.json as Stats).tasks).toMatchObject({ total: 1, terminees: 0, completedThisMonth: 0 });

    const { id } = created.json as { id: string };
    expect((await camille.request('PATCH', `/api/tasks/${id}/status`, { status: 'termine' })).status).toBe(200);
    const afterDone = await revalidate(etagOf(afterCreate));
    expect(afterDone.status).toBe(200);
    expect((afterDone.json as Stats).tasks).toEqual({ total: 1, terminees: 1, enCours: 0, completionRate: 100, completedThisMonth: 1 });
    expect((afterDone.json as Stats).completedByMonth.at(-1)?.count).toBe(1);

    const again = await revalidate(etagOf(afterDone));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etagOf(afterDone));
  });

  it('is kept per Paris month: a validator of another month gets the figures of this one', async () => {
    await journalTheDirectWrites();
    const now = await camille.get('/api/stats');
    const month = parisToday().slice(0, 7);
    expect((now.json as Stats).completedByMonth.at(-1)?.month).toBe(month);
    // 20:00 UTC the day before the 1st is 21:00 or 22:00 in Paris, last month still (the session,
    // opened « later », stays valid). Only Date is faked: the database keeps its own clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(`${month}-01T00:00:00Z`) - 4 * 3_600_000 });
    try {
      const earlier = await revalidate(etagOf(now));
      expect(earlier.status).toBe(200);
      expect(etagOf(earlier)).not.toBe(etagOf(now));
      expect((earlier.json as Stats).completedByMonth.at(-1)?.month).not.toBe(month);
    } finally {
      vi.useRealTimers();
    }
    expect((await revalidate(etagOf(now))).status).toBe(304);
  });
});

describe('GET /api/stats, session', () => {
  it('needs a session', async () => {
    expect(await t.client().get('/api/stats')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

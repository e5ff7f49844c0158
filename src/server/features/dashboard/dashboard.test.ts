import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { dashboardSchema, type Dashboard } from '../../../shared/dashboard.ts';
import { clientEInvoicing, clientObligations, clients, software, tasks } from '../../db/schema/index.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';
import { getDashboard } from './dashboard.service.ts';

// Times are written relative to the database's own now() when the row is inserted; the request
// comes a few milliseconds later, so 'now() + 48 hours' is then just under 48 hours away, the
// closest a real clock gets to 'exactly 2 days'. Exact instants are pinned in dashboard-clock.test.ts.
const { t, camille, camilleId } = await createSignedInApp();
const benoitId = (await t.createUser({ fullName: 'Benoît Leroy' })).id;
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(tasks);
  await t.db.delete(clients);
});

const fromNow = (interval: string) => sql`now() + ${sql.raw(`interval '${interval}'`)}`;
const parisMonthStart = sql`date_trunc('month', now() AT TIME ZONE 'Europe/Paris')`;
/** 00:00 on the 1st of the current month, Paris. */
const firstInstantOfMonth = sql`${parisMonthStart} AT TIME ZONE 'Europe/Paris'`;
/** 23:59 on the last day of last month, Paris. */
const lastMinuteOfLastMonth = sql`(${parisMonthStart} - interval '1 minute') AT TIME ZONE 'Europe/Paris'`;

type TaskValues = Omit<Partial<typeof tasks.$inferInsert>, 'dueDate' | 'completedAt'> & { dueDate?: SQL; completedAt?: SQL };

async function insertTask(values: TaskValues = {}): Promise<string> {
  const [row] = await t.db
    .insert(tasks)
    .values({ title: 'Saisie des factures', assignedTo: camilleId, ...values })
    .returning({ id: tasks.id });
  if (!row) throw new Error('insertion impossible');
  return row.id;
}

async function dashboard(): Promise<Dashboard> {
  const response = await camille.get('/api/dashboard');
  expect(response.status).toBe(200);
  const parsed = dashboardSchema.safeParse(response.json);
  expect(parsed.error).toBeUndefined();
  return response.json as Dashboard;
}

describe('GET /api/dashboard, counters', () => {
  it('counts the tasks of the signed-in user by status, recurring ones like the others', async () => {
    await insertTask({ status: 'a_faire' });
    await insertTask({ status: 'a_faire', type: 'recurrente', recurrenceFrequency: 'mois' });
    await insertTask({ status: 'en_cours', type: 'recurrente', recurrenceFrequency: 'semaine' });
    await insertTask({ status: 'en_attente' });
    // Someone else's and nobody's tasks are not hers.
    await insertTask({ status: 'a_faire', assignedTo: benoitId });
    await insertTask({ status: 'en_cours', assignedTo: null });

    const { counters, fullName } = await dashboard();
    expect(fullName).toBe('Camille Dupont');
    expect(counters).toEqual({ aFaire: 2, enCours: 1, termineesCeMois: 0, enRetard: 0, echeancesCetteSemaine: 0 });
  });

  it("counts as 'Terminées ce mois' a task completed at 00:00 on the 1st in Paris, not one on the last day of last month", async () => {
    await insertTask({ status: 'termine', completedAt: firstInstantOfMonth });
    await insertTask({ status: 'termine', completedAt: lastMinuteOfLastMonth });
    await insertTask({ status: 'termine', completedAt: sql`now()`, type: 'recurrente', recurrenceFrequency: 'jour' });
    // Finished without a completion time, or completed then reopened: not finished this month.
    await insertTask({ status: 'termine' });
    await insertTask({ status: 'en_cours', completedAt: sql`now()` });
    await insertTask({ status: 'termine', completedAt: sql`now()`, assignedTo: null });

    expect((await dashboard()).counters).toEqual({ aFaire: 0, enCours: 1, termineesCeMois: 2, enRetard: 0, echeancesCetteSemaine: 0 });
  });

  it("counts as 'En retard' what is due before now and not finished", async () => {
    await insertTask({ dueDate: fromNow('-1 day') }); // yesterday
    await insertTask({ dueDate: fromNow('-1 minute'), status: 'en_attente' });
    await insertTask({ dueDate: fromNow('-40 days'), status: 'en_cours', type: 'recurrente', recurrenceFrequency: 'mois' });
    // Not late: due in a minute, finished, undated, or not hers.
    await insertTask({ dueDate: fromNow('1 minute') });
    await insertTask({ dueDate: fromNow('-1 day'), status: 'termine', completedAt: sql`now()` });
    await insertTask({});
    await insertTask({ dueDate: fromNow('-1 day'), assignedTo: null });
    await insertTask({ dueDate: fromNow('-1 day'), assignedTo: benoitId });

    expect((await dashboard()).counters.enRetard).toBe(3);
  });
});

describe('GET /api/dashboard, urgent tasks', () => {
  it('lists what is due from now to 2 days ahead, not finished, soonest first, with title, priority and due date', async () => {
    const inTwoDays = await insertTask({ title: 'TVA mensuelle', priority: 'normale', dueDate: fromNow('48 hours') });
    await insertTask({ title: 'Trop tard pour être urgente', dueDate: fromNow('48 hours 1 minute') });
    const laterToday = await insertTask({ title: 'Relance client', priority: 'urgente', dueDate: fromNow('1 hour') });
    const recurring = await insertTask({
      title: 'Rapprochement bancaire',
      priority: 'basse',
      status: 'en_attente',
      type: 'recurrente',
      recurrenceFrequency: 'semaine',
      dueDate: fromNow('1 day'),
    });
    // Late, not urgent: the two lists do not overlap.
    await insertTask({ title: 'Hier', dueDate: fromNow('-1 day') });
    await insertTask({ title: 'Il y a une minute', dueDate: fromNow('-1 minute') });
    await insertTask({ title: 'Finie', status: 'termine', completedAt: sql`now()`, dueDate: fromNow('1 hour') });
    await insertTask({ title: 'Sans date' });
    await insertTask({ title: 'De Benoît', assignedTo: benoitId, dueDate: fromNow('1 hour') });
    await insertTask({ title: 'Sans responsable', assignedTo: null, dueDate: fromNow('1 hour') });

    const { urgentTasks, counters } = await dashboard();
    expect(urgentTasks.map((task) => task.id)).toEqual([laterToday, recurring, inTwoDays]);
    expect(urgentTasks[0]).toMatchObject({ title: 'Relance client', priority: 'urgente' });
    expect(urgentTasks[1]).toMatchObject({ title: 'Rapprochement bancaire', priority: 'basse' });
    const due = Date.parse(urgentTasks[0]?.dueDate ?? '');
    expect(urgentTasks[0]?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(due - (Date.now() + 3_600_000))).toBeLessThan(60_000);
    expect(counters.enRetard).toBe(2);
  });

  it('shows at most five', async () => {
    const ids = [];
    for (let hours = 6; hours >= 1; hours--) ids.unshift(await insertTask({ title: `Tâche ${hours}`, dueDate: fromNow(`${hours} hours`) }));
    const { urgentTasks } = await dashboard();
    expect(urgentTasks.map((task) => task.id)).toEqual(ids.slice(0, 5));
  });

  it('is empty when nothing is due soon', async () => {
    await insertTask({ dueDate: fromNow('3 days') });
    expect((await dashboard()).urgentTasks).toEqual([]);
  });
});

describe("GET /api/dashboard, 'Mes clients'", () => {
  const insertFollowed = (values: Partial<typeof clients.$inferInsert>, collaborators = [camilleId]) => t.insertClient(values, { collaborators });
  const softwareId = async (name: string) => (await t.db.select({ id: software.id }).from(software).where(eq(software.name, name)))[0]?.id ?? '';

  it('counts her active clients per software, most used first, with a percent; no software as Aucun logiciel', async () => {
    const pennylane = await softwareId('Pennylane');
    const quadra = await softwareId('Quadra');
    for (let i = 0; i < 3; i++) await insertFollowed({ softwareId: pennylane }, [camilleId, benoitId]);
    for (let i = 0; i < 3; i++) await insertFollowed({ softwareId: null });
    await insertFollowed({ softwareId: quadra });
    await insertFollowed({ softwareId: quadra, status: 'inactif' });
    await insertFollowed({ softwareId: quadra, status: 'prospect' });
    await insertFollowed({ softwareId: quadra }, [benoitId]);
    await insertFollowed({ softwareId: quadra }, []);

    const { clients: mine } = await dashboard();
    expect(mine.total).toBe(7);
    expect(mine.bySoftware).toEqual([
      { softwareId: pennylane, name: 'Pennylane', count: 3, percent: 43 },
      { softwareId: null, name: 'Aucun logiciel', count: 3, percent: 43 },
      { softwareId: quadra, name: 'Quadra', count: 1, percent: 14 },
    ]);
  });

  it('says nothing is assigned with a zero total and no rows', async () => {
    await insertFollowed({}, [benoitId]);
    expect((await dashboard()).clients).toEqual({ total: 0, bySoftware: [] });
  });
});

describe('« Échéances cette semaine » on a pinned day', () => {
  // Rows written by hand around the week of Monday 1 to Sunday 7 March 2027; the figures are
  // counted from their dates. The service takes the instant the route would read from the clock.
  const seen = async (now: string) =>
    (await getDashboard({ db: t.db, user: { id: camilleId, fullName: 'Camille Dupont', role: 'admin' }, now: new Date(now) })).counters.echeancesCetteSemaine;

  it('counts the obligations still to do of her clients, from today to Sunday on the Paris calendar', async () => {
    const mine = await t.insertClient({ raisonSociale: 'Boulangerie Martin' }, { collaborators: [camilleId] });
    const theirs = await t.insertClient({ raisonSociale: 'Zèbre Conseil' }, { collaborators: [benoitId] });
    const rows: [string, string, Partial<typeof clientObligations.$inferInsert>?][] = [
      [mine, '2027-02-28'], // the Sunday before
      [mine, '2027-03-01'], // Monday
      [mine, '2027-03-07'], // Sunday
      [mine, '2027-03-08'],
      [mine, '2027-03-09'],
      [mine, '2027-03-14'], // the next week, three rows
      [mine, '2027-03-03', { status: 'fait' }],
      [mine, '2027-03-04', { status: 'pas_concerne' }],
      [mine, '2027-03-05', { obsolete: true }],
      [theirs, '2027-03-02'], // Benoît's client
    ];
    await t.db.insert(clientObligations).values(
      rows.map(([clientId, dueDate, values], index) => ({ clientId, kind: 'dsn' as const, period: `p${index}`, label: `DSN ${dueDate}`, dueDate, ...values })),
    );
    expect(await seen('2027-03-01T08:00:00+01:00')).toBe(2);
    expect(await seen('2027-03-07T22:00:00+01:00')).toBe(1);
    // 23:30 on Sunday in UTC is already Monday 8 March in Paris: the next week.
    expect(await seen('2027-03-07T23:30:00Z')).toBe(3);
    expect(await seen('2027-02-27T12:00:00+01:00')).toBe(1);
  });
});

describe('GET /api/dashboard, « Facturation électronique »', () => {
  const insertFollowed = (values: Partial<typeof clients.$inferInsert>, collaborators = [camilleId]) =>
    t.insertClient({ regimeTva: 'mensuel', ...values }, { collaborators });
  const receiving = (clientId: string, receptionStatus: typeof clientEInvoicing.$inferInsert.receptionStatus) =>
    t.db.insert(clientEInvoicing).values({ clientId, receptionStatus });

  it('counts her active clients subject to VAT not ready to receive, one without a record among them', async () => {
    await insertFollowed({}); // no record yet: à faire
    await receiving(await insertFollowed({ regimeTva: 'franchise' }), 'a_faire');
    await receiving(await insertFollowed({}), 'en_cours');
    // Ready or not concerned; inactive or a prospect; no VAT regime yet; someone else's; nobody's.
    await receiving(await insertFollowed({}), 'pret');
    await receiving(await insertFollowed({}), 'pas_concerne');
    await insertFollowed({ status: 'inactif' });
    await insertFollowed({ status: 'prospect' });
    await insertFollowed({ regimeTva: null });
    await insertFollowed({}, [benoitId]);
    await insertFollowed({}, []);

    expect((await dashboard()).eInvoicing).toEqual({ notReadyToReceive: 3 });
  });

  it('says 0 when every client of hers is ready, then counts a new one she shares with Benoît', async () => {
    await receiving(await insertFollowed({}, [camilleId, benoitId]), 'pret');
    expect((await dashboard()).eInvoicing).toEqual({ notReadyToReceive: 0 });
    await insertFollowed({}, [camilleId, benoitId]);
    expect((await dashboard()).eInvoicing).toEqual({ notReadyToReceive: 1 });
  });
});

describe('GET /api/dashboard, session', () => {
  it('needs a session', async () => {
    expect(await t.client().get('/api/dashboard')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ObligationCounters, ObligationList } from '../../../shared/obligations/api.ts';
import type { ObligationStatus } from '../../../shared/obligations/kinds.ts';
import { clientObligations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { countObligations } from './obligation-counters.service.ts';
import { listObligations } from './obligations-list.service.ts';

// The Échéances tiles (« À faire cette semaine », « En retard », « Faites ce mois ») and the
// « en retard » list on pinned days, over rows written here by hand: each expected figure is
// counted from the dates below, not from the rule under test. Weeks run Monday to Sunday.

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let dominiqueId: string;
/** Camille's client. */
let martin: string;
/** Dominique's client. */
let zebre: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test' }));
  dominiqueId = (await t.createUser({ fullName: 'Dominique Leroy' })).id;
  martin = await t.insertClient({ raisonSociale: 'Boulangerie Martin' }, { collaborators: [camilleId] });
  zebre = await t.insertClient({ raisonSociale: 'Zèbre Conseil' }, { collaborators: [dominiqueId] });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(clientObligations);
});

type Fixture = { client: string; due: string; status?: ObligationStatus; obsolete?: boolean };

/** One DSN per row, its period the row's index (the unique key is client, kind, period). */
async function insertRows(rows: Fixture[]): Promise<string[]> {
  const inserted = await t.db
    .insert(clientObligations)
    .values(
      rows.map(({ client, due, status = 'a_faire', obsolete = false }, index) => ({
        clientId: client,
        kind: 'dsn' as const,
        period: `p${index}`,
        label: `DSN ${due}`,
        dueDate: due,
        status,
        obsolete,
      })),
    )
    .returning({ id: clientObligations.id });
  return inserted.map((row) => row.id);
}

const countersOn = (today: string, portfolioOf: string[] = []) => countObligations({ db: t.db, today, portfolioOf });
const overdueOn = async (today: string) => (await listObligations({ db: t.db, filter: { overdue: true }, today })).map((row) => row.id);

describe('a week with deadlines on its Monday and its Sunday (1–7 March 2027)', () => {
  let ids: string[] = [];
  beforeEach(async () => {
    ids = await insertRows([
      { client: martin, due: '2027-02-26' }, // 0: Friday of the week before
      { client: martin, due: '2027-03-01' }, // 1: Monday
      { client: martin, due: '2027-03-07' }, // 2: Sunday
      { client: martin, due: '2027-03-08' }, // 3: Monday of the next week
      { client: martin, due: '2027-03-03', status: 'fait' },
      { client: martin, due: '2027-03-02', status: 'pas_concerne' },
      { client: martin, due: '2027-03-04', obsolete: true },
      { client: zebre, due: '2027-03-01' }, // 7: Monday
      { client: zebre, due: '2027-02-26', status: 'fait' },
    ]);
  });

  it('on the Monday: its Monday and Sunday rows are this week, the Friday before is late, one done in March', async () => {
    expect(await countersOn('2027-03-01')).toEqual<ObligationCounters>({ dueThisWeek: 3, overdue: 1, doneThisMonth: 1 });
    expect(await overdueOn('2027-03-01')).toEqual([ids[0]]);
  });

  it('on the Sunday: only the Sunday is left this week, the Monday rows are late', async () => {
    expect(await countersOn('2027-03-07')).toEqual<ObligationCounters>({ dueThisWeek: 1, overdue: 3, doneThisMonth: 1 });
    // By due date, then client name.
    expect(await overdueOn('2027-03-07')).toEqual([ids[0], ids[1], ids[7]]);
  });

  it('on the next Monday: a new week, the whole previous one is late', async () => {
    expect(await countersOn('2027-03-08')).toEqual<ObligationCounters>({ dueThisWeek: 1, overdue: 4, doneThisMonth: 1 });
  });

  it('on the Saturday before: nothing this week, February’s done row counts', async () => {
    expect(await countersOn('2027-02-27')).toEqual<ObligationCounters>({ dueThisWeek: 0, overdue: 1, doneThisMonth: 1 });
  });

  it('narrows to a portfolio', async () => {
    expect(await countersOn('2027-03-01', [camilleId])).toEqual<ObligationCounters>({ dueThisWeek: 2, overdue: 1, doneThisMonth: 1 });
    expect(await countersOn('2027-03-01', [dominiqueId])).toEqual<ObligationCounters>({ dueThisWeek: 1, overdue: 0, doneThisMonth: 0 });
    // Both at once: the clients they follow together, none here.
    expect(await countersOn('2027-03-01', [camilleId, dominiqueId])).toEqual<ObligationCounters>({ dueThisWeek: 0, overdue: 0, doneThisMonth: 0 });
  });
});

describe('31 December 2027, a Friday: the week runs into January, the month does not', () => {
  beforeEach(async () => {
    await insertRows([
      { client: martin, due: '2027-12-30' },
      { client: martin, due: '2027-12-31' },
      { client: martin, due: '2028-01-02' }, // Sunday
      { client: martin, due: '2028-01-03' },
      { client: martin, due: '2027-12-01', status: 'fait' },
      { client: martin, due: '2027-12-31', status: 'fait' },
      { client: martin, due: '2028-01-01', status: 'fait' },
      { client: martin, due: '2026-12-15', status: 'fait' }, // December of another year
    ]);
  });

  it('counts 31 December and Sunday 2 January this week, December’s done rows this month', async () => {
    expect(await countersOn('2027-12-31')).toEqual<ObligationCounters>({ dueThisWeek: 2, overdue: 1, doneThisMonth: 2 });
  });

  it('on 1 January: December is late, January’s done row alone counts', async () => {
    expect(await countersOn('2028-01-01')).toEqual<ObligationCounters>({ dueThisWeek: 1, overdue: 2, doneThisMonth: 1 });
  });
});

describe('1 September 2027, a Wednesday: the week started in August', () => {
  beforeEach(async () => {
    await insertRows([
      { client: martin, due: '2027-08-30' }, // this week's Monday, before today
      { client: martin, due: '2027-08-31' },
      { client: martin, due: '2027-09-01' },
      { client: martin, due: '2027-09-05' }, // Sunday
      { client: martin, due: '2027-09-06' },
      { client: martin, due: '2027-08-31', status: 'fait' },
      { client: martin, due: '2027-09-01', status: 'fait' },
      { client: martin, due: '2027-09-30', status: 'fait' },
      { client: martin, due: '2027-10-01', status: 'fait' },
    ]);
  });

  it('counts from today to Sunday, the days of August as late, September’s done rows', async () => {
    expect(await countersOn('2027-09-01')).toEqual<ObligationCounters>({ dueThisWeek: 2, overdue: 2, doneThisMonth: 2 });
  });
});

describe('GET /api/obligations/counters and ?overdue=true, on any day', () => {
  // Rows of 2001 are late and rows of 2099 are neither this week nor this month on whatever day the
  // suite runs: the route's own clock (today in Paris) cannot change these figures.
  let ids: string[] = [];
  beforeEach(async () => {
    ids = await insertRows([
      { client: martin, due: '2001-03-01' },
      { client: zebre, due: '2001-01-15' },
      { client: zebre, due: '2001-02-15' },
      { client: zebre, due: '2001-02-20', status: 'fait' },
      { client: zebre, due: '2099-01-05' },
      { client: zebre, due: '2099-01-05', status: 'fait' },
    ]);
  });

  const counters = async (query = '') => {
    const response = await camille.get(`/api/obligations/counters${query}`);
    expect(response.status, response.text).toBe(200);
    return response.json as ObligationCounters;
  };

  it('counts the firm, « mes clients » and one collaborator’s portfolio', async () => {
    expect(await counters()).toEqual<ObligationCounters>({ dueThisWeek: 0, overdue: 3, doneThisMonth: 0 });
    expect(await counters('?mine=true')).toEqual<ObligationCounters>({ dueThisWeek: 0, overdue: 1, doneThisMonth: 0 });
    expect(await counters(`?collaborator=${dominiqueId}`)).toEqual<ObligationCounters>({ dueThisWeek: 0, overdue: 2, doneThisMonth: 0 });
  });

  it('lists the same late rows, oldest first', async () => {
    const response = await camille.get('/api/obligations?overdue=true');
    expect(response.status, response.text).toBe(200);
    expect((response.json as ObligationList).obligations.map((row) => row.id)).toEqual([ids[1], ids[2], ids[0]]);
  });

  it('refuses a collaborator that is not an id, in French', async () => {
    expect(await camille.get('/api/obligations/counters?collaborator=x')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Collaborateur inconnu (identifiant attendu)', issues: [{ path: 'collaborator' }] } },
    });
  });
});

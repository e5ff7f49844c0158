import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getDashboard } from './dashboard.service.ts';

// The service with a pinned clock, for boundaries a real clock cannot hit exactly: 'now' to the
// millisecond, the Paris month seen from a UTC instant still in the previous month, a change of
// clocks inside the 48 hours. Each case runs under several session time zones: none may matter.
let t: TestApp;
let userId: string;
const user = () => ({ id: userId, fullName: 'Camille Dupont', role: 'admin' as const });

beforeAll(async () => {
  t = await createTestApp();
  userId = (await t.createUser()).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(tasks);
});

const SESSION_TIME_ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Pacific/Auckland'];

async function dashboardAt(now: Date, timeZone: string) {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('TimeZone', ${timeZone}, true)`);
    return getDashboard({ db: tx, user: user(), now });
  });
}

const insertTask = (values: Partial<typeof tasks.$inferInsert>) =>
  t.db.insert(tasks).values({ title: 'Déclaration', assignedTo: userId, ...values }).returning({ id: tasks.id }).then(([row]) => row?.id);

const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
const HOUR = 3_600_000;

describe('dashboard rules at the exact instant', () => {
  const now = new Date('2025-06-16T08:00:00.000Z');

  it.each(SESSION_TIME_ZONES)('a task due now is urgent (0 days) and not late; one due a millisecond ago is late, not urgent (%s)', async (zone) => {
    const dueNow = await insertTask({ dueDate: now });
    await insertTask({ dueDate: plus(now, -1) });
    const atFortyEight = await insertTask({ dueDate: plus(now, 48 * HOUR) });
    await insertTask({ dueDate: plus(now, 48 * HOUR + 1) });
    const { urgentTasks, counters } = await dashboardAt(now, zone);
    expect(urgentTasks.map((task) => task.id)).toEqual([dueNow, atFortyEight]);
    expect(counters.enRetard).toBe(1);
  });
});

describe("'Terminées ce mois' at the turn of a Paris month", () => {
  // 1 March 2025, 00:30 in Paris, is still 28 February in UTC.
  const now = new Date('2025-03-01T00:30:00+01:00');

  it.each(SESSION_TIME_ZONES)('counts from 1 March 00:00 Paris, not 28 February 23:59 Paris (%s)', async (zone) => {
    await insertTask({ status: 'termine', completedAt: new Date('2025-03-01T00:00:00+01:00') });
    await insertTask({ status: 'termine', completedAt: new Date('2025-03-01T00:29:59+01:00') });
    await insertTask({ status: 'termine', completedAt: new Date('2025-02-28T23:59:59.999+01:00') });
    await insertTask({ status: 'termine', completedAt: new Date('2025-02-01T00:00:00+01:00') });
    // The same month of another year is not this month.
    await insertTask({ status: 'termine', completedAt: new Date('2024-03-15T12:00:00+01:00') });
    expect((await dashboardAt(now, zone)).counters.termineesCeMois).toBe(2);
  });

  it.each(SESSION_TIME_ZONES)('ends the month at 00:00 Paris on the 1st of the next (%s)', async (zone) => {
    const endOfMarch = new Date('2025-03-31T23:30:00+02:00');
    await insertTask({ status: 'termine', completedAt: new Date('2025-03-31T23:59:59+02:00') });
    await insertTask({ status: 'termine', completedAt: new Date('2025-04-01T00:00:00+02:00') });
    expect((await dashboardAt(endOfMarch, zone)).counters.termineesCeMois).toBe(1);
  });
});

describe('the 2-day window across a change of clocks', () => {
  // Paris moves to summer time on 30 March 2025: 48 hours after 29 March 12:00 is 31 March 13:00.
  const now = new Date('2025-03-29T12:00:00+01:00');

  it.each(SESSION_TIME_ZONES)('is 48 hours, not two calendar days (%s)', async (zone) => {
    const inside = await insertTask({ dueDate: new Date('2025-03-31T12:30:00+02:00') });
    const edge = await insertTask({ dueDate: new Date('2025-03-31T13:00:00+02:00') });
    await insertTask({ dueDate: new Date('2025-03-31T13:30:00+02:00') });
    expect((await dashboardAt(now, zone)).urgentTasks.map((task) => task.id)).toEqual([inside, edge]);
  });
});

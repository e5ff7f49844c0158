import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getStats } from './stats.service.ts';

// The service with a pinned clock: months are those of Paris, whatever the session's time zone.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const completed = [
    '2024-03-31T23:59:59+02:00', // before the window
    '2024-04-01T00:00:00+02:00', // its first instant
    '2024-10-27T02:30:00+01:00', // the autumn change of clocks
    '2025-02-28T23:59:59+01:00', // last month, Paris (UTC says the same)
    '2025-03-01T00:00:00+01:00', // this month in Paris, still February in UTC
    '2025-03-01T00:20:00+01:00',
  ];
  await t.db.insert(tasks).values(completed.map((at) => ({ title: 'Bilan', status: 'termine' as const, completedAt: new Date(at) })));
});
afterAll(() => t.close());

// 1 March 2025, 00:30 in Paris, is still 28 February in UTC and the day before in New York.
const now = new Date('2025-03-01T00:30:00+01:00');

describe('statistics at the turn of a Paris month', () => {
  it.each(['UTC', 'Europe/Paris', 'America/New_York', 'Pacific/Auckland'])('series and month card read Paris months (session %s)', async (zone) => {
    const stats = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('TimeZone', ${zone}, true)`);
      return getStats({ db: tx, now });
    });
    expect(stats.tasks.completedThisMonth).toBe(2);
    expect(stats.completedByMonth).toEqual([
      { month: '2024-04', count: 1 },
      { month: '2024-05', count: 0 },
      { month: '2024-06', count: 0 },
      { month: '2024-07', count: 0 },
      { month: '2024-08', count: 0 },
      { month: '2024-09', count: 0 },
      { month: '2024-10', count: 1 },
      { month: '2024-11', count: 0 },
      { month: '2024-12', count: 0 },
      { month: '2025-01', count: 0 },
      { month: '2025-02', count: 1 },
      { month: '2025-03', count: 2 },
    ]);
  });
});

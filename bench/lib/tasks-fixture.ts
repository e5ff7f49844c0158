import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { daysInMonth } from '../../src/shared/dates.ts';
import { fromParisParts, isoDay, toParisParts } from '../../src/shared/paris-time.ts';
import { RECURRENCE_FREQUENCIES, TASK_PRIORITIES } from '../../src/shared/tasks.ts';
import type { Database } from '../../src/server/db/client.ts';
import { clients, tasks, users } from '../../src/server/db/schema/index.ts';

// The Tâches benchmarks' data (bench/tasks.ts for the API, bench/tasks-browser.ts for Chromium).

export type MonthKey = { year: number; month: number };

/** The month grid around `now`, as the page asks for it: from the Monday on or before the 1st, six weeks. */
export function monthGrid(now: Date): { from: string; to: string; first: MonthKey } {
  const p = toParisParts(now);
  const first = new Date(Date.UTC(p.year, p.month - 1, 1));
  const start = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const end = new Date(start.getTime() + 41 * 86_400_000);
  const day = (d: Date) => isoDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  return { from: day(start), to: day(end), first: { year: p.year, month: p.month } };
}

/**
 * The seed's recurring tasks make some 38,000 series, each with its open occurrence repeating in
 * every month: far beyond a firm's real recurring work. They become one-off tasks here, and
 * `count` recurring series start in the month shown, spread over the four frequencies.
 */
export async function placeRecurringTasks(database: Database, month: MonthKey, count: number): Promise<void> {
  const { db } = database;
  await db.update(tasks).set({ type: 'ponctuelle', recurrenceFrequency: null }).where(eq(tasks.type, 'recurrente'));
  const staff = (await db.select({ id: users.id }).from(users)).map((row) => row.id);
  const active = (await db.select({ id: clients.id }).from(clients).where(eq(clients.status, 'actif')).limit(2000)).map((row) => row.id);
  const rows = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    return {
      id,
      title: `Tâche récurrente ${i + 1}`,
      type: 'recurrente' as const,
      recurrenceFrequency: RECURRENCE_FREQUENCIES[i % 4] ?? 'mois',
      priority: TASK_PRIORITIES[i % 4] ?? 'normale',
      status: 'a_faire' as const,
      clientId: active[i % active.length] ?? null,
      assignedTo: staff[i % staff.length] ?? null,
      dueDate: fromParisParts({ ...month, day: 1 + (i % daysInMonth(month.year, month.month)), hour: 8 + (i % 10), minute: 0 }),
      seriesId: id,
    };
  });
  await db.insert(tasks).values(rows);
}

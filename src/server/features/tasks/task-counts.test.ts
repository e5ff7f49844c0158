import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_FILTER_DEFAULTS, type TaskFilter } from '../../../shared/tasks/filter.ts';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../../shared/tasks.ts';
import { tasks, users } from '../../db/schema/index.ts';
import { compactTaskCounts, taskCountsByKey } from '../../db/task-counts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { taskListWhere } from './task-list-filter.ts';
import { taskCountQuery } from './tasks-list.service.ts';

// task_counts (migration 0029) is kept by triggers on tasks. Whatever the writes, its sums must
// be the tasks counted afresh: each run of random writes is compared with a recount, key by key,
// and the Tâches counter it answers with the same filter counted on the tasks.

let t: TestApp;
const people: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const fullName of ['Aurélie Poirier', 'Bruno Marchand', 'Chloé Garnier']) people.push((await t.createUser({ fullName })).id);
});
afterAll(() => t.close());

type Key = { assigned_to: string | null; status: string; priority: string; n: number };
const byKey = (a: Key, b: Key) => `${a.assigned_to}|${a.status}|${a.priority}`.localeCompare(`${b.assigned_to}|${b.status}|${b.priority}`);

async function sums(): Promise<Key[]> {
  const { rows } = await t.db.execute<Key>(sql`SELECT assigned_to, status, priority, n FROM ${taskCountsByKey} AS counts`);
  return rows.sort(byKey);
}

async function recount(): Promise<Key[]> {
  const { rows } = await t.db.execute<Key>(sql`SELECT assigned_to, status, priority, count(*)::int AS n FROM tasks GROUP BY 1, 2, 3`);
  return rows.sort(byKey);
}

const who = fc.option(fc.constantFrom(0, 1, 2), { nil: null });
const status = fc.constantFrom(...TASK_STATUSES);
const priority = fc.constantFrom(...TASK_PRIORITIES);
/** Which of the tasks a write reaches: a fraction of them, from a starting point. */
const reach = fc.record({ from: fc.nat(), share: fc.double({ min: 0, max: 1, noNaN: true }) });

const write = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), rows: fc.array(fc.record({ who, status, priority }), { minLength: 1, maxLength: 8 }) }),
  fc.record({ op: fc.constant('status' as const), reach, status }),
  fc.record({ op: fc.constant('reassign' as const), reach, who, priority }),
  fc.record({ op: fc.constant('rename' as const), reach }),
  fc.record({ op: fc.constant('delete' as const), reach }),
  // Several statements in one transaction, then rolled back: none of their deltas may stay.
  fc.record({ op: fc.constant('rolled back' as const), reach, status }),
  fc.record({ op: fc.constant('compact' as const) }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

const personOf = (index: number | null) => (index === null ? null : (people[index] ?? null));

async function reached({ from, share }: { from: number; share: number }): Promise<string[]> {
  const ids = (await t.db.select({ id: tasks.id }).from(tasks).orderBy(tasks.id)).map((row) => row.id);
  if (ids.length === 0) return [];
  const start = from % ids.length;
  return [...ids.slice(start), ...ids.slice(0, start)].slice(0, Math.ceil(ids.length * share));
}

async function apply(w: Write): Promise<void> {
  switch (w.op) {
    case 'insert':
      await t.db.insert(tasks).values(w.rows.map((row, i) => ({ title: `Tâche ${i}`, assignedTo: personOf(row.who), status: row.status, priority: row.priority })));
      return;
    case 'status': {
      const ids = await reached(w.reach);
      if (ids.length) await t.db.update(tasks).set({ status: w.status }).where(inArray(tasks.id, ids));
      return;
    }
    case 'reassign': {
      const ids = await reached(w.reach);
      if (ids.length) await t.db.update(tasks).set({ assignedTo: personOf(w.who), priority: w.priority }).where(inArray(tasks.id, ids));
      return;
    }
    case 'rename': {
      // An update that moves no task between keys.
      const ids = await reached(w.reach);
      if (ids.length) await t.db.update(tasks).set({ title: 'Renommée' }).where(inArray(tasks.id, ids));
      return;
    }
    case 'delete': {
      const ids = await reached(w.reach);
      if (ids.length) await t.db.delete(tasks).where(inArray(tasks.id, ids));
      return;
    }
    case 'rolled back': {
      const ids = await reached(w.reach);
      await t.db
        .transaction(async (tx) => {
          await tx.insert(tasks).values({ title: 'Annulée', status: w.status });
          if (ids.length) await tx.update(tasks).set({ status: w.status }).where(inArray(tasks.id, ids));
          throw new Error('rollback');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'rollback')) throw error;
        });
      return;
    }
    case 'compact':
      await compactTaskCounts(t.db);
      return;
  }
}

/** The Tâches counter's filters over who, status and priority, as the page sends them. */
const filter = fc.record({
  scope: fc.constantFrom('mine' as const, 'all' as const),
  assignee: fc.option(fc.constantFrom(0, 1, 2, 'none' as const), { nil: undefined }),
  status: fc.option(fc.subarray([...TASK_STATUSES], { minLength: 1 }), { nil: undefined }),
  priority: fc.option(fc.subarray([...TASK_PRIORITIES], { minLength: 1 }), { nil: undefined }),
  include_done: fc.boolean(),
});

describe('task_counts', () => {
  it('sums, after any writes, to the tasks counted afresh, key by key and through the Tâches counter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), fc.array(filter, { minLength: 1, maxLength: 4 }), async (writes, filters) => {
        for (const w of writes) await apply(w);
        expect(await sums()).toEqual(await recount());
        for (const f of filters) {
          const picked: TaskFilter = {
            ...TASK_FILTER_DEFAULTS,
            scope: f.scope,
            assignee: f.scope === 'all' && f.assignee !== undefined ? (f.assignee === 'none' ? 'none' : (people[f.assignee] ?? 'none')) : undefined,
            status: f.status,
            priority: f.priority,
            include_done: f.include_done,
          };
          const userId = people[0] ?? '';
          const [answered] = (await t.db.execute<{ total: number }>(taskCountQuery(picked, userId))).rows;
          const where = taskListWhere(picked, userId);
          const [counted] = await t.db.select({ total: sql<number>`count(*)::int` }).from(tasks).where(where);
          expect(answered?.total).toBe(counted?.total);
        }
      }),
      { numRuns: 40, seed: 2027 },
    );
  });

  it('follows a deleted assignee’s tasks to « non assignée », and empties with the tasks', async () => {
    const leaving = await t.createUser({ fullName: 'Denis Lemoine' });
    await t.db.insert(tasks).values([
      { title: 'Relance', assignedTo: leaving.id, status: 'a_faire' },
      { title: 'Bilan', assignedTo: leaving.id, status: 'en_cours', priority: 'haute' },
    ]);
    await t.db.delete(users).where(eq(users.id, leaving.id));
    const after = await sums();
    expect(after.filter((key) => key.assigned_to === leaving.id)).toEqual([]);
    expect(after).toEqual(await recount());

    await t.db.execute(sql`TRUNCATE tasks CASCADE`);
    expect(await sums()).toEqual([]);
  });

  it('counts right while writers and folds run at once, without a deadlock', async () => {
    const [a = '', b = ''] = people;
    // Each transaction moves tasks between the same keys in the opposite order of the next one:
    // counters updated in place would deadlock here.
    const ids = await t.db
      .insert(tasks)
      .values(Array.from({ length: 40 }, (_, i) => ({ title: `Concurrente ${i}`, assignedTo: i % 2 ? a : b })))
      .returning({ id: tasks.id });
    await Promise.all(
      ids.map(({ id }, i) =>
        i % 5 === 0
          ? compactTaskCounts(t.db)
          : t.db.transaction(async (tx) => {
              const [first, second] = i % 2 ? (['en_cours', 'termine'] as const) : (['termine', 'en_cours'] as const);
              await tx.update(tasks).set({ status: first }).where(eq(tasks.id, id));
              await tx.insert(tasks).values({ title: `Suivante ${i}`, assignedTo: i % 2 ? b : a, status: second });
            }),
      ),
    );
    expect(await sums()).toEqual(await recount());
    await compactTaskCounts(t.db);
    const { rows } = await t.db.execute<{ rows: number; keys: number }>(
      sql`SELECT count(*)::int AS rows, count(DISTINCT (assigned_to, status, priority))::int AS keys FROM task_counts`,
    );
    expect(rows[0]?.rows).toBe(rows[0]?.keys);
    expect(await sums()).toEqual(await recount());
  });
});

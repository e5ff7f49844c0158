import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { taskCounts } from './schema/index.ts';

/**
 * The number of tasks per (assigned_to, status, priority), from task_counts' deltas (migration
 * 0029): a few hundred keys summed instead of the firm's 100,000 tasks counted. A key no task
 * holds any more sums to 0 and is left out. The columns are named as in tasks, so a condition
 * written for tasks (task-list-filter.ts) reads the same here under the alias `tasks`.
 */
export const taskCountsByKey: SQL = sql`(
  SELECT ${taskCounts.assignedTo} AS assigned_to, ${taskCounts.status} AS status, ${taskCounts.priority} AS priority, sum(${taskCounts.n})::int AS n
  FROM ${taskCounts}
  GROUP BY 1, 2, 3
  HAVING sum(${taskCounts.n}) <> 0
)`;

/**
 * Folds each key's deltas into one row, and drops the keys that sum to 0. Only keys with several
 * rows (or none left) are touched, so a quiet firm rewrites nothing. Safe beside writers and other
 * instances folding too: the rows a concurrent writer appends are not in this statement's snapshot
 * and stay; a row another fold deleted first is skipped by the DELETE and so not counted twice.
 * Readers see the rows before or after, equal sums.
 */
export async function compactTaskCounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    WITH keys AS (
      SELECT assigned_to, status, priority FROM ${taskCounts}
      GROUP BY 1, 2, 3
      HAVING count(*) > 1 OR sum(n) = 0
    ),
    folded AS (
      DELETE FROM ${taskCounts} c
      USING keys k
      WHERE c.assigned_to IS NOT DISTINCT FROM k.assigned_to AND c.status = k.status AND c.priority = k.priority
      RETURNING c.assigned_to, c.status, c.priority, c.n
    )
    INSERT INTO ${taskCounts} (assigned_to, status, priority, n)
    SELECT assigned_to, status, priority, sum(n) FROM folded GROUP BY 1, 2, 3 HAVING sum(n) <> 0`);
}

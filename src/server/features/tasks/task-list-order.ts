import { sql, type SQL } from 'drizzle-orm';
import type { TaskCursor, TaskSort } from '../../../shared/task-cursor.ts';
import { tasks } from '../../db/schema/index.ts';

/**
 * Undated tasks sort last as 'infinity': a sort key without NULLs, so that the cursor's bound
 * is one range on the index that holds the same expression (tasks_list_due_idx).
 */
export const DUE_KEY = sql`coalesce(${tasks.dueDate}, 'infinity'::timestamptz)`;

type Key = { expr: SQL; desc: boolean };

const created: Key = { expr: sql`${tasks.createdAt}`, desc: true };
const id: Key = { expr: sql`${tasks.id}`, desc: false };
const due: Key = { expr: DUE_KEY, desc: false };

/** Each order ends on (creation, newest first; id): two rows never tie, so no page repeats or skips one. */
const KEYS: Record<TaskSort, readonly Key[]> = {
  due: [due, created, id],
  priority: [{ expr: sql`${tasks.priority}`, desc: false }, due, created, id],
  created: [created, id],
};

/** The cursor's values, in KEYS order, cast as the columns are. */
function cursorValues(cursor: TaskCursor): SQL[] {
  const tail = [sql`${cursor.created}::timestamptz`, sql`${cursor.id}::uuid`];
  if (cursor.sort === 'created') return tail;
  const dueValue = sql`coalesce(${cursor.due}::timestamptz, 'infinity'::timestamptz)`;
  return cursor.sort === 'due' ? [dueValue, ...tail] : [sql`${cursor.priority}::task_priority`, dueValue, ...tail];
}

export function taskListOrder(sort: TaskSort): SQL {
  return sql.join(
    KEYS[sort].map(({ expr, desc }) => (desc ? sql`${expr} DESC` : sql`${expr} ASC`)),
    sql`, `,
  );
}

/**
 * The rows after the cursor in the list's order: k1 > v1 OR (k1 = v1 AND (k2 > v2 OR …)), with
 * the comparison turned for descending keys. The leading `k1 >= v1` repeats the first step as a
 * plain range, the part an index scan can start from.
 */
export function afterCursor(cursor: TaskCursor): SQL {
  const keys = KEYS[cursor.sort];
  const values = cursorValues(cursor);
  const step = (index: number): SQL => {
    const key = keys[index];
    const value = values[index];
    if (!key || !value) return sql`false`;
    const beyond = key.desc ? sql`${key.expr} < ${value}` : sql`${key.expr} > ${value}`;
    if (index === keys.length - 1) return beyond;
    return sql`(${beyond} OR (${key.expr} = ${value} AND ${step(index + 1)}))`;
  };
  const [first] = keys;
  const [firstValue] = values;
  if (!first || !firstValue) return sql`true`;
  const range = first.desc ? sql`${first.expr} <= ${firstValue}` : sql`${first.expr} >= ${firstValue}`;
  return sql`${range} AND ${step(0)}`;
}

const microInstant = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The row's sort key to the microsecond, selected beside the row to write the next cursor. */
export const sortKeyColumns = sql`${microInstant(sql`${tasks.dueDate}`)} AS "sortDue", ${microInstant(sql`${tasks.createdAt}`)} AS "sortCreated"`;
export type SortKeyColumns = { sortDue: string | null; sortCreated: string };

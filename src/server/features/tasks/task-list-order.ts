import { sql, type SQL } from 'drizzle-orm';
import type { TaskCursor, TaskSort } from '../../../shared/task-cursor.ts';
import { afterKeys, keysetOrder, type SortKey } from '../../db/keyset.ts';
import { tasks } from '../../db/schema/index.ts';

/**
 * Undated tasks sort last as 'infinity': a sort key without NULLs, so that the cursor's bound
 * is one range on the index that holds the same expression (tasks_list_due_idx).
 */
export const DUE_KEY = sql`coalesce(${tasks.dueDate}, 'infinity'::timestamptz)`;

const created: SortKey = { expr: sql`${tasks.createdAt}`, desc: true };
const id: SortKey = { expr: sql`${tasks.id}`, desc: false };
const due: SortKey = { expr: DUE_KEY, desc: false };

/** Each order ends on (creation, newest first; id): two rows never tie, so no page repeats or skips one. */
const KEYS: Record<TaskSort, readonly SortKey[]> = {
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

export const taskListOrder = (sort: TaskSort): SQL => keysetOrder(KEYS[sort]);

/** The rows after the cursor in the list's order. */
export const afterCursor = (cursor: TaskCursor): SQL => afterKeys(KEYS[cursor.sort], cursorValues(cursor));

const microInstant = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The row's sort key to the microsecond, selected beside the row to write the next cursor. */
export const sortKeyColumns = sql`${microInstant(sql`${tasks.dueDate}`)} AS "sortDue", ${microInstant(sql`${tasks.createdAt}`)} AS "sortCreated"`;
export type SortKeyColumns = { sortDue: string | null; sortCreated: string };

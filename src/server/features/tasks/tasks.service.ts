import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TaskListRow, TaskScope } from '../../../shared/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/index.ts';
import { fromTasks, selectTaskListRow } from './task-row.ts';

export type TaskListFilter = { scope: TaskScope; includeDone: boolean; userId: string };

/** The query behind GET /api/tasks, exposed for the benchmark that runs it bare. */
export function listTasksQuery({ scope, includeDone, userId }: TaskListFilter): SQL {
  const where = and(scope === 'mine' ? eq(tasks.assignedTo, userId) : undefined, includeDone ? undefined : ne(tasks.status, 'termine'));
  // SPEC §2: by due date, undated last; then the newest first.
  return sql`SELECT ${selectTaskListRow} FROM ${fromTasks}
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY ${tasks.dueDate} ASC NULLS LAST, ${tasks.createdAt} DESC, ${tasks.id}`;
}

/** The whole list in one query: the page filters and sorts it in the browser. */
export async function listTasks({ db, ...filter }: TaskListFilter & { db: DbOrTx }): Promise<TaskListRow[]> {
  return (await db.execute<TaskListRow>(listTasksQuery(filter))).rows;
}

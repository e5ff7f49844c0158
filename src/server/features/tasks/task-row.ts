import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { CalendarTask, TaskListRow, TaskRow } from '../../../shared/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clients, tasks, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

const isoTime = (column: Column) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A TaskRow as PostgreSQL computes it: client and assignee names joined, instants already in ISO
 * form, columns aliased to the API's names, so that 100,000 rows go out as the driver gives them.
 */
const taskRowColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  type: tasks.type,
  priority: tasks.priority,
  status: tasks.status,
  clientId: tasks.clientId,
  clientName: clients.raisonSociale,
  assignedTo: tasks.assignedTo,
  assigneeName: users.fullName,
  createdBy: tasks.createdBy,
  dueDate: isoTime(tasks.dueDate),
  completedAt: isoTime(tasks.completedAt),
  recurrenceFrequency: tasks.recurrenceFrequency,
  seriesId: tasks.seriesId,
  recurrenceEndedAt: isoTime(tasks.recurrenceEndedAt),
  missionId: tasks.missionId,
  createdAt: isoTime(tasks.createdAt),
  updatedAt: isoTime(tasks.updatedAt),
} satisfies Record<keyof TaskRow, Column | SQL>;

const selectColumns = (columns: Record<string, Column | SQL>) =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
    sql`, `,
  );

export const selectTaskRow = selectColumns(taskRowColumns);

const taskListRowColumns = {
  id: tasks.id,
  title: tasks.title,
  priority: tasks.priority,
  status: tasks.status,
  clientName: clients.raisonSociale,
  assignedTo: tasks.assignedTo,
  assigneeName: users.fullName,
  dueDate: isoTime(tasks.dueDate),
  recurrenceFrequency: tasks.recurrenceFrequency,
  recurrenceEndedAt: isoTime(tasks.recurrenceEndedAt),
  createdAt: isoTime(tasks.createdAt),
} satisfies Record<keyof TaskListRow, Column | SQL>;

/** The list's lighter row (GET /api/tasks). */
export const selectTaskListRow = selectColumns(taskListRowColumns);

const calendarTaskRowColumns = {
  id: tasks.id,
  title: tasks.title,
  clientName: clients.raisonSociale,
  priority: tasks.priority,
  status: tasks.status,
  dueDate: isoTime(tasks.dueDate),
  recurrenceFrequency: tasks.recurrenceFrequency,
  recurrenceEndedAt: isoTime(tasks.recurrenceEndedAt),
} satisfies Record<Exclude<keyof CalendarTask, 'recurrenceAnchor'>, Column | SQL>;

/** The calendar's row (GET /api/tasks/calendar), without the anchor the service adds; needs `clients` joined. */
export const selectCalendarTaskRow = selectColumns(calendarTaskRowColumns);

/**
 * Tasks (the table, or a subquery named after it) with their client's and assignee's names.
 * `fewRows` (a page of at most a few hundred tasks): each client is read by primary key, LATERAL
 * with LIMIT 1 so that the planner cannot turn it back into a join. As a join it hashed all 10,000
 * clients of the reference firm for a page of 100 (issue 27: « Mes tâches »'s first page, the
 * statement alone 10 → 6.5 ms). An export of up to 100,000 tasks keeps the join: one lookup per
 * row made it 15 % slower. `withAssignee` false: the rows name no assignee (the calendar's).
 */
export const pageJoins = (from: SQL, { fewRows = false, withAssignee = true }: { fewRows?: boolean; withAssignee?: boolean } = {}) => sql`${from}
  ${fewRows ? sql`LEFT JOIN LATERAL (SELECT * FROM ${clients} WHERE ${clients.id} = ${tasks.clientId} LIMIT 1) AS ${clients} ON true` : sql`LEFT JOIN ${clients} ON ${clients.id} = ${tasks.clientId}`}
  ${withAssignee ? sql`LEFT JOIN ${users} ON ${users.id} = ${tasks.assignedTo}` : sql``}`;

export const fromTasks = pageJoins(sql`${tasks}`);

export async function findTask({ db, id }: { db: DbOrTx; id: string }): Promise<TaskRow | undefined> {
  const { rows } = await db.execute<TaskRow>(sql`SELECT ${selectTaskRow} FROM ${fromTasks} WHERE ${eq(tasks.id, id)}`);
  return rows[0];
}

export async function getTask({ db, id }: { db: DbOrTx; id: string }): Promise<TaskRow> {
  const row = await findTask({ db, id });
  if (!row) throw notFound('Tâche');
  return row;
}

import { sql } from 'drizzle-orm';
import { parisIsoDay, parisMidnight } from '../../../shared/paris-time.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clients, notifications, tasks } from '../../db/schema/index.ts';

/**
 * Overdue reminders reach back a week only: the first run on a firm's existing data must not
 * bury the bell under a reminder for every task late since last year.
 */
const OVERDUE_LOOKBACK_DAYS = 7;

/**
 * The bell's reminders for open, assigned tasks: 'task_due_today' for a task due later today,
 * 'task_overdue' once its due time has passed. One of each per task and due date, whoever runs
 * it: the dedupe key ('due:<task>:<Paris due date>') is unique per user and ON CONFLICT DO
 * NOTHING skips what another run or another instance already wrote. A task moved to another day
 * gets its reminders again. Returns how many were created.
 */
export async function createTaskReminders({ db, now = new Date() }: { db: DbOrTx; now?: Date }): Promise<number> {
  const from = new Date(now.getTime() - OVERDUE_LOOKBACK_DAYS * 86_400_000);
  const endOfToday = parisMidnight(parisIsoDay(now), 1);
  const overdue = sql`${tasks.dueDate} < ${now}`;
  const parisDue = (format: string) => sql`to_char(${tasks.dueDate} AT TIME ZONE 'Europe/Paris', ${format})`;
  const { rowCount } = await db.execute(sql`
    INSERT INTO ${notifications} (user_id, kind, task_id, title, body, dedupe_key)
    SELECT
      ${tasks.assignedTo},
      (CASE WHEN ${overdue} THEN 'task_overdue' ELSE 'task_due_today' END)::notification_kind,
      ${tasks.id},
      (CASE WHEN ${overdue} THEN 'En retard : ' ELSE 'À faire aujourd’hui : ' END) || ${tasks.title},
      'Échéance : ' || ${parisDue('DD/MM/YYYY à HH24:MI')} || coalesce(' · Client : ' || ${clients.raisonSociale}, ''),
      (CASE WHEN ${overdue} THEN 'overdue:' ELSE 'due:' END) || ${tasks.id} || ':' || ${parisDue('YYYY-MM-DD')}
    FROM ${tasks} LEFT JOIN ${clients} ON ${clients.id} = ${tasks.clientId}
    WHERE ${tasks.status} <> 'termine'
      AND ${tasks.assignedTo} IS NOT NULL
      AND ${tasks.dueDate} >= ${from}
      AND ${tasks.dueDate} < ${endOfToday}
    ON CONFLICT (user_id, dedupe_key) DO NOTHING`);
  return rowCount ?? 0;
}

import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { recurrenceAnchor } from '../../../shared/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clients, tasks, users } from '../../db/schema/index.ts';
import { seriesFirstDueDate } from '../../db/series-first-due-date.ts';
import { buildTasksCalendar, type FeedTask } from './ics/tasks-calendar.ts';
import type { FeedObligation } from './ics/obligation-events.ts';

/**
 * The obligations still to do of the user's clients (client_collaborators), obsolete ones aside:
 * what the Échéances page's « Mes clients » shows as À faire, stored window and overdue included.
 */
async function readFeedObligations(db: DbOrTx, userId: string): Promise<FeedObligation[]> {
  const { rows } = await db.execute<Omit<FeedObligation, 'updatedAt'> & { updatedAt: string }>(sql`
    SELECT o.id, o.label, c.raison_sociale AS "clientName", o.due_date::text AS "dueDate", o.estimated,
      o.estimate_note AS "estimateNote", o.tolerance_date::text AS "toleranceDate", o.updated_at AS "updatedAt"
    FROM client_collaborators cc
    JOIN client_obligations o ON o.client_id = cc.client_id
    JOIN clients c ON c.id = o.client_id
    WHERE cc.collaborator_id = ${userId}::uuid AND o.status = 'a_faire' AND NOT o.obsolete
    ORDER BY o.due_date, c.raison_sociale, o.kind, o.period, o.id`);
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
}

/** The user's open tasks that have a due date, and their clients' obligations, as an iCalendar document. */
export async function renderUserCalendar({ db, userId }: { db: DbOrTx; userId: string }): Promise<string> {
  const [owner] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      priority: tasks.priority,
      clientName: clients.raisonSociale,
      dueDate: tasks.dueDate,
      recurrenceFrequency: tasks.recurrenceFrequency,
      recurrenceEndedAt: tasks.recurrenceEndedAt,
      updatedAt: tasks.updatedAt,
      seriesFirst: seriesFirstDueDate().mapWith(tasks.dueDate),
    })
    .from(tasks)
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .where(and(eq(tasks.assignedTo, userId), ne(tasks.status, 'termine'), isNotNull(tasks.dueDate)))
    .orderBy(asc(tasks.dueDate), asc(tasks.id));
  const feedTasks = rows.flatMap(({ seriesFirst, dueDate, ...task }): FeedTask[] => {
    if (!dueDate) return [];
    const frequency = task.recurrenceFrequency;
    return [{ ...task, dueDate, anchor: frequency ? recurrenceAnchor(dueDate, seriesFirst, frequency) : null }];
  });
  const obligations = await readFeedObligations(db, userId);
  return buildTasksCalendar({ ownerName: owner?.fullName ?? 'Utilisateur', tasks: feedTasks, obligations });
}

import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { recurrenceAnchor } from '../../../shared/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { clients, tasks, users } from '../../db/schema/index.ts';
import { seriesFirstDueDate } from '../../db/series-first-due-date.ts';
import { buildTasksCalendar, type FeedTask } from './ics/tasks-calendar.ts';

/** The user's open tasks that have a due date, as an iCalendar document. */
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
  return buildTasksCalendar({ ownerName: owner?.fullName ?? 'Utilisateur', tasks: feedTasks });
}

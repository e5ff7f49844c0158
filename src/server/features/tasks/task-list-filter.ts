import { and, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { escapeLike, normalizeSearchText } from '../../../shared/search.ts';
import { UNASSIGNED } from '../../../shared/task-queries.ts';
import type { TaskPriority, TaskScope, TaskStatus, TaskType } from '../../../shared/tasks.ts';
import { tasks } from '../../db/schema/index.ts';
import { parisMidnight } from './paris-day.ts';

/** Who and which client: the filters the list and the calendar share. */
export type TaskOwnerFilter = { scope: TaskScope; userId: string; assignee?: string | undefined; client?: string | undefined };

export type TaskListFilter = TaskOwnerFilter & {
  statuses?: readonly TaskStatus[] | undefined;
  priorities?: readonly TaskPriority[] | undefined;
  type?: TaskType | undefined;
  /** Paris days, both included. */
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  overdue: boolean;
  includeDone: boolean;
  text?: string | undefined;
};

export function ownerConditions({ scope, userId, assignee, client }: TaskOwnerFilter): SQL[] {
  const conditions: SQL[] = [];
  if (scope === 'mine') conditions.push(eq(tasks.assignedTo, userId));
  if (assignee === UNASSIGNED) conditions.push(isNull(tasks.assignedTo));
  else if (assignee) conditions.push(eq(tasks.assignedTo, assignee));
  if (client) conditions.push(eq(tasks.clientId, client));
  return conditions;
}

/**
 * Title or client name containing the text, accents and case aside: written as migration 0004's
 * trigram indexes are (`f_unaccent(lower(col))`), so both lookups read them. The matching clients
 * are gathered first into an array, which tasks_client_id_idx reads: an OR over a join would scan.
 */
function textCondition(text: string): SQL {
  const pattern = sql`'%' || f_unaccent(lower(${escapeLike(normalizeSearchText(text))})) || '%'`;
  return sql`(f_unaccent(lower(${tasks.title})) LIKE ${pattern}
    OR ${tasks.clientId} = ANY (ARRAY(SELECT id FROM clients WHERE f_unaccent(lower(raison_sociale)) LIKE ${pattern})))`;
}

/** The WHERE of GET /api/tasks and of its count. Finished tasks stay out unless asked for. */
export function taskListWhere(filter: TaskListFilter): SQL | undefined {
  const { statuses, priorities, type, dueFrom, dueTo, overdue, includeDone, text } = filter;
  const conditions = ownerConditions(filter);
  if (statuses?.length) conditions.push(inArray(tasks.status, [...statuses]));
  else if (!includeDone) conditions.push(ne(tasks.status, 'termine'));
  if (priorities?.length) conditions.push(inArray(tasks.priority, [...priorities]));
  if (type) conditions.push(eq(tasks.type, type));
  if (dueFrom) conditions.push(gte(tasks.dueDate, parisMidnight(dueFrom)));
  if (dueTo) conditions.push(lt(tasks.dueDate, parisMidnight(dueTo, 1)));
  // SPEC §9: late is due in the past and not finished.
  if (overdue) conditions.push(sql`${tasks.dueDate} < now()`, ne(tasks.status, 'termine'));
  if (text) conditions.push(textCondition(text));
  return and(...conditions);
}

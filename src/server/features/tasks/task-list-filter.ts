import { and, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { escapeLike, normalizeSearchText } from '../../../shared/search.ts';
import { UNASSIGNED, type TaskFilter } from '../../../shared/tasks/filter.ts';
import { tasks } from '../../db/schema/index.ts';
import { parisMidnight } from '../../../shared/paris-time.ts';

/** Who and which client: the filters the list and the calendar share; « mine » is `userId`'s. */
export type TaskOwnerFilter = Pick<TaskFilter, 'scope' | 'assignee' | 'client'> & { userId: string };

export function ownerConditions({ scope, userId, assignee, client }: TaskOwnerFilter): SQL[] {
  const conditions: SQL[] = [];
  if (scope === 'mine') conditions.push(eq(tasks.assignedTo, userId));
  if (assignee === UNASSIGNED) conditions.push(isNull(tasks.assignedTo));
  else if (assignee) conditions.push(eq(tasks.assignedTo, assignee));
  if (client) conditions.push(eq(tasks.clientId, client));
  return conditions;
}

/**
 * Title or client name containing the text, accents and case aside: the title folded as its
 * trigram index is (`f_unaccent(lower(title))`), the name as stored folded (clients.name_folded),
 * so both lookups read their trigram indexes. The matching clients
 * are gathered first into an array, which tasks_client_id_idx reads: an OR over a join would scan.
 */
function textCondition(text: string): SQL {
  const pattern = sql`'%' || f_unaccent(lower(${escapeLike(normalizeSearchText(text))})) || '%'`;
  return sql`(f_unaccent(lower(${tasks.title})) LIKE ${pattern}
    OR ${tasks.clientId} = ANY (ARRAY(SELECT id FROM clients WHERE name_folded LIKE ${pattern})))`;
}

/** The WHERE of GET /api/tasks and of its count. Finished tasks stay out unless asked for. */
export function taskListWhere(filter: TaskFilter, userId: string): SQL | undefined {
  const { mission, status, priority, type, due_from, due_to, overdue, include_done, q } = filter;
  const conditions = ownerConditions({ ...filter, userId });
  if (mission) conditions.push(eq(tasks.missionId, mission));
  if (status?.length) conditions.push(inArray(tasks.status, status));
  else if (!include_done) conditions.push(ne(tasks.status, 'termine'));
  if (priority?.length) conditions.push(inArray(tasks.priority, priority));
  if (type) conditions.push(eq(tasks.type, type));
  if (due_from) conditions.push(gte(tasks.dueDate, parisMidnight(due_from)));
  if (due_to) conditions.push(lt(tasks.dueDate, parisMidnight(due_to, 1)));
  // SPEC §9: late is due in the past and not finished.
  if (overdue) conditions.push(sql`${tasks.dueDate} < now()`, ne(tasks.status, 'termine'));
  if (q) conditions.push(textCondition(q));
  return and(...conditions);
}

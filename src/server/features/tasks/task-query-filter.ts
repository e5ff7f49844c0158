import type { TaskListParams } from '../../../shared/task-queries.ts';

type FilterParams = Omit<TaskListParams, 'cursor' | 'limit' | 'sort'>;

/** The query's filters in the service's terms; « mine » is the signed-in user's. */
export function taskFilter({ status, priority, due_from, due_to, include_done, q, ...owner }: FilterParams, userId: string) {
  return { ...owner, userId, statuses: status, priorities: priority, dueFrom: due_from, dueTo: due_to, includeDone: include_done, text: q };
}

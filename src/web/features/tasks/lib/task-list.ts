import type { TaskSort } from '../../../../shared/task-cursor.ts';
import type { TaskPriority, TaskScope, TaskStatus, TaskType } from '../../../../shared/tasks.ts';

export type { TaskScope, TaskSort };

/** What the list shows, in the API's terms (GET /api/tasks); the page URL holds it in French. */
export type TaskListFilter = {
  scope: TaskScope;
  includeDone: boolean;
  /** A user id, or 'none' for « Non assignée »; Cabinet only. */
  assignee?: string;
  client?: string;
  statuses?: readonly TaskStatus[];
  priorities?: readonly TaskPriority[];
  type?: TaskType;
  /** Paris days 'YYYY-MM-DD', both included. */
  dueFrom?: string;
  dueTo?: string;
  overdue: boolean;
  text?: string;
  sort: TaskSort;
};

/** The query string of one page: defaults left out, lists comma-joined, the cursor last. */
export function taskListParams(filter: TaskListFilter, cursor: string | null): URLSearchParams {
  const params = new URLSearchParams({ scope: filter.scope });
  const set = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
  };
  set('assignee', filter.scope === 'all' ? filter.assignee : undefined);
  set('client', filter.client);
  set('status', filter.statuses?.join(','));
  set('priority', filter.priorities?.join(','));
  set('type', filter.type);
  set('due_from', filter.dueFrom);
  set('due_to', filter.dueTo);
  set('overdue', filter.overdue ? 'true' : undefined);
  set('include_done', filter.includeDone ? 'true' : undefined);
  set('q', filter.text);
  set('sort', filter.sort === 'due' ? undefined : filter.sort);
  set('cursor', cursor ?? undefined);
  return params;
}

/** The export is a plain link, with the list's filters and sort: the browser downloads it with the session cookie. */
export const taskExportHref = (filter: TaskListFilter) => `/api/tasks/export.csv?${taskListParams(filter, null)}`;

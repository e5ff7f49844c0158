import type { BulkResult, TaskBulk } from '../../../../shared/bulk.ts';
import { taskFilterParams, type TaskFilter } from '../../../../shared/tasks/filter.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { AllIds } from '../../../components/selection/use-row-selection.ts';

/** POST /api/tasks/bulk: a status, an assignee, a priority, or the deletion, for every selected task. */
export const bulkUpdateTasks = (body: TaskBulk) => apiFetch<BulkResult>('/api/tasks/bulk', { method: 'POST', body });

/** GET /api/tasks/ids: every task the list's filters show (the list is paged), for « Tout sélectionner ». */
export const fetchTaskIds = (filter: TaskFilter) => apiFetch<AllIds>(`/api/tasks/ids?${taskFilterParams(filter)}`);

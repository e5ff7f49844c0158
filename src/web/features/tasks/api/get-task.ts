import { queryOptions, useQuery } from '@tanstack/react-query';

import type { TaskRow } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

export const taskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<TaskRow>(`/api/tasks/${id}`, { signal }),
  });

/**
 * One whole task, for its form. Never a list's row as a placeholder: the list leaves out fields
 * (the description…) that the form would show empty, then save as such.
 */
export function useTask(id: string | undefined) {
  return useQuery({ ...taskQueryOptions(id ?? ''), enabled: id !== undefined });
}

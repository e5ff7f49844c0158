import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import type { TaskRow } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { findCachedTask } from './tasks-cache.ts';
import { taskKeys } from './task-keys.ts';

export const taskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<TaskRow>(`/api/tasks/${id}`, { signal }),
  });

/** One task, shown at once from a loaded list while the fresh copy is fetched. */
export function useTask(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...taskQueryOptions(id ?? ''),
    enabled: id !== undefined,
    placeholderData: () => (id ? findCachedTask(queryClient, id) : undefined),
  });
}

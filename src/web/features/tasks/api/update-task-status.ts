import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TaskStatus, TaskStatusChange } from '../../../../shared/tasks.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatDueDay } from '../lib/format-task.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { cancelListRefetches, findCachedTask, patchTask, refreshTaskViews } from './tasks-cache.ts';

/**
 * The inline status select: the row shows the new status at once; a failure puts it back as it
 * was. Then the list is asked again: a task finished while finished ones are hidden leaves it.
 */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) =>
      apiFetch<TaskStatusChange>(`/api/tasks/${id}/status`, { method: 'PATCH', body: { status } }),
    onMutate: async ({ id, status }) => {
      await cancelListRefetches(queryClient);
      const previous = findCachedTask(queryClient, id);
      // completed_at is the server's to set: its answer brings it.
      if (previous) patchTask(queryClient, { ...previous, status });
      return { previous };
    },
    // `next` is the occurrence the server created when a recurring task was finished.
    onSuccess: ({ task, next }) => {
      patchTask(queryClient, task);
      if (next) {
        toast.success(TASK_PAGE_MESSAGES.nextOccurrence(formatDueDay(next.dueDate) || 'sans échéance'));
      }
      void refreshTaskViews(queryClient);
    },
    // Here rather than per call: with several rows changed quickly, every failure is still told.
    onError: (_error, _variables, context) => {
      if (context?.previous) patchTask(queryClient, context.previous);
      toast.error(TASK_PAGE_MESSAGES.statusUpdateFailed);
    },
  });
}

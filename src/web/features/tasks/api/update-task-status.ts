import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TaskStatus, TaskStatusChange } from '../../../../shared/tasks.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDueDay } from '../lib/format-task.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { cancelListRefetches, findCachedTask, refreshCalendars, storeTask } from './tasks-cache.ts';

/**
 * The inline status select: the row shows the new status at once; a failure puts the task back
 * as it was (and back into the list it may have left, finished tasks being hidden).
 */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) =>
      apiFetch<TaskStatusChange>(`/api/tasks/${id}/status`, { method: 'PATCH', body: { status } }),
    onMutate: async ({ id, status }) => {
      await cancelListRefetches(queryClient);
      const previous = findCachedTask(queryClient, id);
      // completed_at is the server's to set: its answer brings it.
      if (previous) storeTask(queryClient, { ...previous, status }, userId);
      return { previous };
    },
    // `next` is the occurrence the server created when a recurring task was finished.
    onSuccess: ({ task, next }) => {
      storeTask(queryClient, task, userId);
      if (next) {
        storeTask(queryClient, next, userId);
        toast.success(TASK_PAGE_MESSAGES.nextOccurrence(formatDueDay(next.dueDate) || 'sans échéance'));
      }
      void refreshCalendars(queryClient);
    },
    // Here rather than per call: with several rows changed quickly, every failure is still told.
    onError: (_error, _variables, context) => {
      if (context?.previous) storeTask(queryClient, context.previous, userId);
      toast.error(TASK_PAGE_MESSAGES.statusUpdateFailed);
    },
  });
}

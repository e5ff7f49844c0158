import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TaskInput, TaskUpdateResult } from '../../../../shared/tasks.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatDueDay } from '../lib/format-task.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { cancelListRefetches, refreshCalendars, storeTask } from './tasks-cache.ts';

export type UpdateTaskInput = { id: string; input: TaskInput };

export function useUpdateTask() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  return useMutation({
    mutationFn: ({ id, input }: UpdateTaskInput) => apiFetch<TaskUpdateResult>(`/api/tasks/${id}`, { method: 'PUT', body: input }),
    onSuccess: async ({ next, ...saved }: TaskUpdateResult) => {
      await cancelListRefetches(queryClient);
      storeTask(queryClient, saved, userId);
      // Finishing a recurring task from the form creates its next occurrence, as the status select does.
      if (next) {
        storeTask(queryClient, next, userId);
        toast.success(TASK_PAGE_MESSAGES.nextOccurrence(formatDueDay(next.dueDate) || 'sans échéance'));
      }
      void refreshCalendars(queryClient);
    },
  });
}

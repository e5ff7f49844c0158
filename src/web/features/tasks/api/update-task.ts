import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TaskInput, TaskUpdateResult } from '../../../../shared/tasks.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { formatDueDay } from '../lib/format-task.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { cancelListRefetches, patchTask, refreshTaskViews } from './tasks-cache.ts';

export type UpdateTaskInput = { id: string; input: TaskInput };

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: UpdateTaskInput) => apiFetch<TaskUpdateResult>(`/api/tasks/${id}`, { method: 'PUT', body: input }),
    onSuccess: async ({ next, ...saved }: TaskUpdateResult) => {
      await cancelListRefetches(queryClient);
      patchTask(queryClient, saved);
      // Finishing a recurring task from the form creates its next occurrence, as the status select does.
      if (next) {
        toast.success(TASK_PAGE_MESSAGES.nextOccurrence(formatDueDay(next.dueDate) || 'sans échéance'));
      }
      void refreshTaskViews(queryClient);
    },
  });
}

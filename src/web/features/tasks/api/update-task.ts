import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TaskInput, TaskRow } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { cancelListRefetches, refreshCalendars, storeTask } from './tasks-cache.ts';
import { taskKeys } from './task-keys.ts';

export type UpdateTaskInput = { id: string; input: TaskInput; /** The status before the edit. */ previousStatus: TaskRow['status'] };

export function useUpdateTask() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  return useMutation({
    mutationFn: ({ id, input }: UpdateTaskInput) => apiFetch<TaskRow>(`/api/tasks/${id}`, { method: 'PUT', body: input }),
    onSuccess: async (saved, { previousStatus }) => {
      await cancelListRefetches(queryClient);
      storeTask(queryClient, saved, userId);
      // Finishing a recurring task from the form may have created its next occurrence on the server.
      if (saved.recurrenceFrequency && saved.status === 'termine' && previousStatus !== 'termine') {
        void queryClient.invalidateQueries({ queryKey: taskKeys.lists });
      }
      void refreshCalendars(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TaskInput, TaskRow } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { cancelListRefetches, refreshCalendars, storeTask } from './tasks-cache.ts';

export function useCreateTask() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  return useMutation({
    mutationFn: (input: TaskInput) => apiFetch<TaskRow>('/api/tasks', { method: 'POST', body: input }),
    onSuccess: async (created) => {
      await cancelListRefetches(queryClient);
      storeTask(queryClient, created, userId);
      void refreshCalendars(queryClient);
    },
  });
}

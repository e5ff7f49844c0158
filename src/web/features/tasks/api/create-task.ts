import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TaskInput, TaskRow } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshTaskViews } from './tasks-cache.ts';

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskInput) => apiFetch<TaskRow>('/api/tasks', { method: 'POST', body: input }),
    // Where the new task falls (which page, whether it matches the filters) is the server's to say.
    onSuccess: () => void refreshTaskViews(queryClient),
  });
}

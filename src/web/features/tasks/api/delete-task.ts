import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '../../../lib/api-client.ts';
import { cancelListRefetches, forgetTask, refreshTaskViews } from './tasks-cache.ts';

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/tasks/${id}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      await cancelListRefetches(queryClient);
      forgetTask(queryClient, id);
      void refreshTaskViews(queryClient);
    },
  });
}

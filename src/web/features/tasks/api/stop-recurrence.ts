import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TaskRow } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { patchTask, refreshTaskViews } from './tasks-cache.ts';

/** 'Arrêter la récurrence': the series ends, no next occurrence will be created. */
export function useStopRecurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<TaskRow>(`/api/tasks/${id}/stop-recurrence`, { method: 'POST' }),
    onSuccess: (saved) => {
      patchTask(queryClient, saved);
      void refreshTaskViews(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Software } from '../../../../shared/software.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { softwareQueryKey } from '../../../entities/software/software-query.ts';

export function useCreateSoftware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<Software>('/api/software', { method: 'POST', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}

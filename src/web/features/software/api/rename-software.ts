import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Software } from '../../../../shared/software.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { softwareQueryKey } from '../../../entities/software/software-query.ts';

export function useRenameSoftware() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiFetch<Software>(`/api/software/${id}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}

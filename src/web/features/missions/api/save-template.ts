import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MissionTemplate, TemplateInput } from '../../../../shared/missions/templates.ts';
import { missionTemplatesQueryKey } from '../../../entities/mission/mission-templates-query.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { MISSIONS_STALE_AFTER_WRITE } from './missions-keys.ts';

const templatePath = (id: string) => `/api/mission-templates/${encodeURIComponent(id)}`;

/**
 * PUT /api/mission-templates/{id} (an edited template) or POST (a new one), admins only: the saved
 * template takes its place in the cached list; the board's columns and the sheets reload with it.
 */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TemplateInput }) =>
      id === null
        ? apiFetch<MissionTemplate>('/api/mission-templates', { method: 'POST', body: input })
        : apiFetch<MissionTemplate>(templatePath(id), { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData<MissionTemplate[]>(missionTemplatesQueryKey, (templates = []) =>
        templates.some((template) => template.id === saved.id)
          ? templates.map((template) => (template.id === saved.id ? saved : template))
          : [...templates, saved],
      );
      void queryClient.invalidateQueries({ queryKey: missionTemplatesQueryKey });
      for (const queryKey of MISSIONS_STALE_AFTER_WRITE) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** DELETE /api/mission-templates/{id}: refused (409, the count said) while missions use it. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<undefined>(templatePath(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<MissionTemplate[]>(missionTemplatesQueryKey, (templates = []) => templates.filter((template) => template.id !== id));
      void queryClient.invalidateQueries({ queryKey: missionTemplatesQueryKey });
    },
  });
}

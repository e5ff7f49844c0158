import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MissionTemplate } from '../../../shared/missions/templates.ts';
import { apiFetch } from '../../lib/api-client.ts';

// The firm's mission templates (Paramètres › « Modèles de mission »): Production picks one, the
// mission sheet names its stages, the task form and the client sheet name a mission by its template.

export const missionTemplatesQueryKey = ['mission-templates'] as const;

export const missionTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: missionTemplatesQueryKey,
    queryFn: ({ signal }) => apiFetch<{ templates: MissionTemplate[] }>('/api/mission-templates', { signal }).then((r) => r.templates),
    staleTime: 60_000,
  });

export const useMissionTemplates = () => useQuery(missionTemplatesQueryOptions());

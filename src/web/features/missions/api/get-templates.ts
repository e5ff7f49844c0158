import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** The firm's mission templates (« Modèles de mission »): the page's template choice, the board's columns. */
export const missionTemplatesRootKey = ['mission-templates'] as const;

export const missionTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: missionTemplatesRootKey,
    queryFn: ({ signal }) => apiFetch<{ templates: MissionTemplate[] }>('/api/mission-templates', { signal }).then((body) => body.templates),
  });

/** GET /api/mission-templates: every template, stages in order (everyone reads them). */
export const useMissionTemplates = () => useQuery(missionTemplatesQueryOptions());

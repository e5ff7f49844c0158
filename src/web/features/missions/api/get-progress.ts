import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Progress } from '../../../../shared/missions/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { missionProgressRootKey } from './missions-keys.ts';

export type ProgressScope = { templateId: string; year: number };

export const progressQueryOptions = ({ templateId, year }: ProgressScope) =>
  queryOptions({
    queryKey: [...missionProgressRootKey, templateId, year] as const,
    queryFn: ({ signal }) =>
      apiFetch<Progress>(`/api/missions/progress?${new URLSearchParams({ templateId, year: String(year) }).toString()}`, { signal }),
  });

/** GET /api/missions/progress: the « Avancement » curves (this year's campaign and last year's) and the counts per collaborator. */
export const useProgress = (scope: ProgressScope) => useQuery(progressQueryOptions(scope));

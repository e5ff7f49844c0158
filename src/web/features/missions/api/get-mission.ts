import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MissionDetail } from '../../../../shared/missions/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every open mission sheet: a colleague's change to a mission makes them stale. */
export const missionDetailRootKey = ['mission'] as const;
export const missionDetailQueryKey = (id: string) => [...missionDetailRootKey, id] as const;

export const missionDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: missionDetailQueryKey(id),
    queryFn: ({ signal }) => apiFetch<MissionDetail>(`/api/missions/${encodeURIComponent(id)}`, { signal }),
  });

/** GET /api/missions/{id}: the mission's sheet. */
export const useMission = (id: string) => useQuery(missionDetailQueryOptions(id));

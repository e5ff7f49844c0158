import { queryOptions, useQuery } from '@tanstack/react-query';

import type { NotificationList } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const notificationsQueryKey = ['notifications'] as const;

/** Live updates come later; until then the bell asks every 30 seconds while the tab is visible. */
export const POLL_INTERVAL_MS = 30_000;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => apiFetch<NotificationList>('/api/notifications', { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    staleTime: 10_000,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

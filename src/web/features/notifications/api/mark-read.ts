import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import type { NotificationList } from '../../../../shared/tasks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

/** Marks one notification, or all of them, read in the cache. */
function markCachedRead(queryClient: QueryClient, id: string | null): void {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<NotificationList>(notificationsQueryKey, (current) => {
    if (!current) return current;
    let newlyRead = 0;
    const items = current.items.map((item) => {
      if (item.readAt || (id !== null && item.id !== id)) return item;
      newlyRead += 1;
      return { ...item, readAt };
    });
    const unread = id === null ? 0 : Math.max(0, current.unread - newlyRead);
    return { unread, items };
  });
}

/** The bell shows the change at once; the server's answer (or a failure) is read on the next poll. */
function useMarkRead(request: (id: string | null) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      markCachedRead(queryClient, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export const useMarkNotificationRead = () =>
  useMarkRead((id) => apiFetch<unknown>(`/api/notifications/${id}/read`, { method: 'POST' }));

export const useMarkAllNotificationsRead = () =>
  useMarkRead(() => apiFetch<unknown>('/api/notifications/read-all', { method: 'POST' }));

import { useRef, useState, type ComponentProps } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Popover } from 'radix-ui';
import { Bell, CheckCheck } from 'lucide-react';

import type { NotificationRow } from '../../../../shared/tasks.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read.ts';
import { badgeCount } from '../lib/relative-time.ts';
import { NotificationItem } from './notification-item.tsx';

/** The top bar's bell: unread count, the latest notifications, mark as read, open the task (or the backups, for a backup alert). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const unread = notifications.data?.unread ?? 0;
  // Opening a task hands the keyboard to its dialog: the popover must not pull it back to the bell.
  const openingTask = useRef(false);

  function handleSelect(item: NotificationRow) {
    if (!item.readAt) markRead.mutate(item.id);
    openingTask.current = item.taskId !== null;
    setOpen(false);
    if (item.taskId) void navigate({ to: '/tasks', search: { tache: item.taskId } });
    // A backup alert (admins): the backups are shown in Paramètres › Système.
    else if (item.kind === 'backup_alert') void navigate({ to: '/settings', search: { onglet: 'systeme' } });
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <BellButton unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-labelledby="notifications-title"
          onCloseAutoFocus={(event) => {
            if (openingTask.current) event.preventDefault();
            openingTask.current = false;
          }}
          className="z-40 flex max-h-[min(32rem,calc(100vh-5rem))] w-96 max-w-[calc(100vw-2rem)] flex-col rounded-lg border border-border bg-surface shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 id="notifications-title" className="text-sm font-semibold">
              Notifications
            </h2>
            <Button variant="link" size="inline" className="text-xs" disabled={unread === 0} onClick={() => markAllRead.mutate(null)}>
              <CheckCheck aria-hidden="true" />
              Tout marquer comme lu
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <NotificationList notifications={notifications} onSelect={handleSelect} />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type BellButtonProps = ComponentProps<typeof Button> & { unread: number };

/** The bell, its badge counting the unread (the trigger passes its props and ref through). */
function BellButton({ unread, ...props }: BellButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={unread > 0 ? `Notifications (${unread} non lue${unread > 1 ? 's' : ''})` : 'Notifications'}
      className="relative text-muted-foreground"
      {...props}
    >
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-primary-foreground tabular-nums"
        >
          {badgeCount(unread)}
        </span>
      ) : null}
    </Button>
  );
}

type NotificationListProps = { notifications: ReturnType<typeof useNotifications>; onSelect: (item: NotificationRow) => void };

/** The latest notifications, or what stands in for them: loading, a failure, none. */
function NotificationList({ notifications, onSelect }: NotificationListProps) {
  if (notifications.isPending) {
    return (
      <div role="status" aria-label="Chargement des notifications" className="flex justify-center p-6">
        <Spinner className="text-primary" />
      </div>
    );
  }
  if (notifications.isError && !notifications.data) {
    return (
      <div className="p-3">
        <Alert>Impossible de charger les notifications.</Alert>
      </div>
    );
  }
  if (notifications.data.items.length === 0) return <p className="p-6 text-center text-sm text-muted-foreground">Aucune notification</p>;
  return (
    <ul className="divide-y divide-border">
      {notifications.data.items.map((item) => (
        <li key={item.id}>
          <NotificationItem item={item} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

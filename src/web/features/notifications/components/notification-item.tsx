import type { NotificationRow } from '../../../../shared/tasks.ts';
import { cn } from '../../../lib/cn.ts';
import { NOTIFICATION_KIND_CLASS, NOTIFICATION_KIND_LABELS } from '../lib/notification-kinds.ts';
import { relativeTime } from '../lib/relative-time.ts';

type NotificationItemProps = {
  item: NotificationRow;
  onSelect: (item: NotificationRow) => void;
};

export function NotificationItem({ item, onSelect }: NotificationItemProps) {
  const unread = item.readAt === null;
  return (
    <button
      type="button"
      onClick={() => onSelect(item)}
      className={cn(
        'flex w-full cursor-pointer items-start gap-3 px-4 py-3 text-left hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
        unread && 'bg-info-soft/60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-xs font-semibold', NOTIFICATION_KIND_CLASS[item.kind])}>
          {NOTIFICATION_KIND_LABELS[item.kind]}
          {unread ? <span className="sr-only"> (non lue)</span> : null}
        </span>
        <span className={cn('text-sm', unread ? 'font-medium text-foreground' : 'text-foreground/80')}>{item.title}</span>
        {item.body ? <span className="line-clamp-2 text-xs text-muted-foreground">{item.body}</span> : null}
        <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
          {relativeTime(item.createdAt)}
        </time>
      </span>
    </button>
  );
}

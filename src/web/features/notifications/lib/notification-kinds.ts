import type { NotificationKind } from '../../../../shared/tasks.ts';

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  task_assigned: 'Tâche assignée',
  task_due_today: "Échéance aujourd'hui",
  task_overdue: 'En retard',
  backup_alert: 'Sauvegarde',
};

export const NOTIFICATION_KIND_CLASS: Record<NotificationKind, string> = {
  task_assigned: 'text-primary',
  task_due_today: 'text-orange-700',
  task_overdue: 'text-destructive',
  backup_alert: 'text-destructive',
};

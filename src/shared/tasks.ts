import { z } from 'zod';
import type { JournalEntity } from './journal-entity.ts';
import { daysInMonth } from './dates.ts';
import { toParisParts } from './paris-time.ts';

export const TASK_TYPES = ['ponctuelle', 'recurrente'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_PRIORITIES = ['urgente', 'haute', 'normale', 'basse'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STATUSES = ['a_faire', 'en_cours', 'en_attente', 'termine'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const RECURRENCE_FREQUENCIES = ['jour', 'semaine', 'mois', 'annee'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export const TASK_TYPE_LABELS: Record<TaskType, string> = { ponctuelle: 'Ponctuelle', recurrente: 'Récurrente' };
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  urgente: 'Urgente',
  haute: 'Haute',
  normale: 'Normale',
  basse: 'Basse',
};
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  a_faire: 'À faire',
  en_cours: 'En cours',
  en_attente: 'En attente',
  termine: 'Terminé',
};
export const RECURRENCE_LABELS: Record<RecurrenceFrequency, string> = {
  jour: 'Quotidien',
  semaine: 'Hebdomadaire',
  mois: 'Mensuel',
  annee: 'Annuel',
};

export const TASK_JOURNAL: JournalEntity = {
  entity: 'task',
  label: 'Tâche',
  created: 'Tâche créée',
  deleted: 'Tâche supprimée',
  statusLabels: TASK_STATUS_LABELS,
  fields: {
    title: 'Titre',
    description: 'Description',
    type: 'Type',
    priority: 'Priorité',
    clientId: 'Client',
    assignedTo: 'Assigné à',
    dueDate: 'Échéance',
    completedAt: 'Terminée le',
    recurrenceFrequency: 'Récurrence',
    recurrenceEndedAt: 'Fin de la récurrence',
    missionId: 'Mission',
  },
  values: { type: TASK_TYPE_LABELS, priority: TASK_PRIORITY_LABELS, recurrenceFrequency: RECURRENCE_LABELS },
};

// ---- API contracts ----

export const TASK_MESSAGES = {
  titleRequired: 'Le titre est requis',
  frequencyRequired: 'La fréquence est requise pour une tâche récurrente',
  noUser: 'Utilisateur non identifié. Veuillez vous reconnecter.',
  unexpected: 'Une erreur inattendue est survenue',
  statusUpdateFailed: 'Erreur lors de la mise à jour du statut',
  missionUnknown: 'Mission introuvable',
  missionOfOtherClient: 'Cette mission est celle d’un autre client que la tâche',
} as const;

const nullableUuid = (message: string) =>
  z
    .union([z.uuid({ error: message }), z.literal('')])
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** The task form's fields; optional ones accept '' and save null (SPEC §5). */
export const taskInputSchema = z
  .strictObject({
    title: z
      .string({ error: TASK_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: TASK_MESSAGES.titleRequired })
      .max(200, { error: 'Le titre : 200 caractères au maximum' }),
    description: z
      .string()
      .trim()
      .max(5000, { error: 'La description : 5 000 caractères au maximum' })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .default(null),
    type: z.enum(TASK_TYPES, { error: 'Type de tâche inconnu' }),
    priority: z.enum(TASK_PRIORITIES, { error: 'Priorité inconnue' }),
    status: z.enum(TASK_STATUSES, { error: 'Statut inconnu' }),
    clientId: nullableUuid('Client inconnu').default(null),
    assignedTo: nullableUuid('Utilisateur inconnu').default(null),
    /** An instant (ISO 8601 with offset), or null for an undated task. */
    dueDate: z
      .union([z.iso.datetime({ offset: true, error: 'Date d’échéance invalide' }), z.literal('')])
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .default(null),
    recurrenceFrequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Fréquence inconnue' }).nullable().default(null),
    /**
     * The mission (Production) the task is part of; its client must be the task's when both are
     * set. Left out, a creation has none and an edit keeps the task's (a caller that does not
     * know missions does not detach it).
     */
    missionId: nullableUuid('Mission inconnue').optional(),
  })
  .superRefine((task, ctx) => {
    if (task.type === 'recurrente' && !task.recurrenceFrequency) {
      ctx.addIssue({ code: 'custom', path: ['recurrenceFrequency'], message: TASK_MESSAGES.frequencyRequired });
    }
  })
  // SPEC §5: the frequency is saved only for recurring tasks.
  .transform((task) => ({ ...task, recurrenceFrequency: task.type === 'recurrente' ? task.recurrenceFrequency : null }));
export type TaskInput = z.infer<typeof taskInputSchema>;

export const taskStatusPatchSchema = z.strictObject({ status: z.enum(TASK_STATUSES, { error: 'Statut inconnu' }) });

export const taskRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(TASK_TYPES),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  assignedTo: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  recurrenceFrequency: z.enum(RECURRENCE_FREQUENCIES).nullable(),
  seriesId: z.uuid().nullable(),
  recurrenceEndedAt: z.string().nullable(),
  /** The mission (Production) the task is part of, if it is. */
  missionId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;

/**
 * A row of GET /api/tasks: what the list shows (title, client, assignee, priority, status, due
 * date, recurrence) and what keeps it in order (assignee for 'Mes tâches', creation for equal due
 * dates). Fields the list does not show stay out: the form reads the whole task by id.
 */
export const taskListRowSchema = taskRowSchema.pick({
  id: true,
  title: true,
  priority: true,
  status: true,
  clientName: true,
  assignedTo: true,
  assigneeName: true,
  dueDate: true,
  recurrenceFrequency: true,
  recurrenceEndedAt: true,
  createdAt: true,
});
export type TaskListRow = z.infer<typeof taskListRowSchema>;

// ---- Lists, calendar, recurrence, notifications, calendar feed ----

export const TASK_SCOPES = ['mine', 'all'] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];

/**
 * A row of GET /api/tasks/calendar: what the grid lays out (due date, recurrence and its end),
 * the chip shows (title, priority, a marker when recurring), the tooltip reads (client,
 * frequency) and a click opens (id; the form reads the whole task by id). A Cabinet month can
 * hold some 15,000 open tasks, so nothing else comes. `recurrenceAnchor` (recurring tasks only)
 * is the due date whose day of month (mois) or day and month (annee) the series repeats: after
 * 31 January → 28 February the next one is 31 March, not 28 March. Expand with
 * recurrenceRule({ dueDate: anchor, frequency, endedAt }) on days from the task's own due date on.
 */
export const calendarTaskSchema = taskRowSchema
  .pick({
    id: true,
    title: true,
    clientName: true,
    priority: true,
    status: true,
    dueDate: true,
    recurrenceFrequency: true,
    recurrenceEndedAt: true,
  })
  .extend({ recurrenceAnchor: z.string().nullable() });
export type CalendarTask = z.infer<typeof calendarTaskSchema>;

/** PATCH /api/tasks/:id/status: a recurring task entering termine answers its next occurrence too. */
export const taskStatusChangeSchema = z.object({ task: taskRowSchema, next: taskRowSchema.nullable() });
export type TaskStatusChange = z.infer<typeof taskStatusChangeSchema>;

/**
 * PUT /api/tasks/:id: the task as saved, with (as PATCH …/status gives it) the next occurrence
 * created when the form finished a recurring task, so the form can say when it falls.
 */
export const taskUpdateResultSchema = taskRowSchema.extend({ next: taskRowSchema.nullable() });
export type TaskUpdateResult = z.infer<typeof taskUpdateResultSchema>;

/**
 * The due date whose day of month (mois) or day and month (annee) a series keeps, for
 * nextOccurrence and the calendar: the series' first due date while the current occurrence still
 * falls on its pattern (31 Jan → 28 Feb → 31 Mar), the current one once someone has moved it
 * elsewhere (moved to the 15th, the series goes on on the 15th).
 */
export function recurrenceAnchor(current: Date, seriesFirst: Date | null, frequency: RecurrenceFrequency): Date {
  if (!seriesFirst || frequency === 'jour' || frequency === 'semaine') return current;
  const c = toParisParts(current);
  const first = toParisParts(seriesFirst);
  const onPattern =
    (frequency === 'mois' || c.month === first.month) && c.day === Math.min(first.day, daysInMonth(c.year, c.month));
  return onPattern ? seriesFirst : current;
}

const parisDueFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'mercredi 12 mars 2025 à 14:00' on Paris time; 'sans échéance' for an undated task. */
export function formatTaskDueDate(dueDate: string | Date | null): string {
  return dueDate === null ? 'sans échéance' : parisDueFormat.format(typeof dueDate === 'string' ? new Date(dueDate) : dueDate);
}

/** 'backup_alert': a nightly backup failed, could not be verified, or none was taken for 36 hours (admins). */
export const NOTIFICATION_KINDS = ['task_assigned', 'task_due_today', 'task_overdue', 'backup_alert'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell (GET /api/notifications): unread count and the 30 latest. */
export const notificationRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  taskId: z.uuid().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;
export const notificationListSchema = z.object({ unread: z.number().int(), items: z.array(notificationRowSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * GET /api/calendar-feed. Only a hash of the token is kept, so the address can be shown once:
 * when it is created (`url` set) or regenerated. Later answers carry `url: null` and the date it
 * was created; regenerating gives a new address and the old one stops working.
 */
export const calendarFeedSchema = z.object({ url: z.string().nullable(), createdAt: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

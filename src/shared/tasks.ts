import { z } from 'zod';

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

// ---- API contracts ----

export const TASK_MESSAGES = {
  titleRequired: 'Le titre est requis',
  frequencyRequired: 'La fréquence est requise pour une tâche récurrente',
  noUser: 'Utilisateur non identifié. Veuillez vous reconnecter.',
  unexpected: 'Une erreur inattendue est survenue',
  statusUpdateFailed: 'Erreur lors de la mise à jour du statut',
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;
export const taskListSchema = z.object({ tasks: z.array(taskRowSchema) });

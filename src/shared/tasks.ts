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

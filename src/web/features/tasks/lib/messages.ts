import { TASK_MESSAGES } from '../../../../shared/tasks.ts';

/** The Tâches page's texts (SPEC §2, §8), in one place for the components and the tests. */
export const TASK_PAGE_MESSAGES = {
  ...TASK_MESSAGES,
  empty: 'Aucune tâche pour le moment',
  loadFailed: 'Impossible de charger les tâches.',
  deleteTitle: 'Supprimer la tâche',
  deleteFailed: 'Erreur lors de la suppression',
  deleted: 'Tâche supprimée',
  saved: 'Tâche enregistrée',
  created: 'Tâche créée',
  notFound: 'Cette tâche n’existe plus ou n’a pas pu être chargée.',
  stopRecurrenceFailed: "Erreur lors de l'arrêt de la récurrence",
  recurrenceStopped: 'Récurrence arrêtée',
  nextOccurrence: (day: string) => `Prochaine occurrence créée pour le ${day}`,
} as const;

import type { JournalEntity } from '../journal-entity.ts';
import { MISSION_KIND_LABELS, MISSION_STATUS_LABELS } from './statuses.ts';

/** A mission; its stage is journalled by name (the stage may be renamed later, the journal says what it was). */
export const MISSION_JOURNAL: JournalEntity = {
  entity: 'mission',
  label: 'Mission',
  created: 'Mission créée',
  deleted: 'Mission supprimée',
  statusLabels: MISSION_STATUS_LABELS,
  subject: () => 'Mission',
  fields: {
    template: 'Modèle',
    closingDate: 'Clôture',
    stage: 'Étape',
    waitingReason: 'Motif d’attente',
    responsibleId: 'Responsable',
    reviewerId: 'Réviseur',
    budgetHours: 'Budget (heures)',
    notes: 'Notes',
    onlineFiling: 'Dépôt en ligne',
    checklist: 'Point de contrôle',
    targetDates: 'Dates cibles',
    // On an échéance this feature closed (the liasse, when its stage is done): why.
    statusReason: 'Motif',
  },
};

/** A template of missions, edited in Paramètres. */
export const MISSION_TEMPLATE_JOURNAL: JournalEntity = {
  entity: 'mission_template',
  label: 'Modèle de mission',
  created: 'Modèle de mission créé',
  deleted: 'Modèle de mission supprimé',
  fields: { name: 'Nom', kind: 'Type', stages: 'Étapes' },
  values: { kind: MISSION_KIND_LABELS },
};

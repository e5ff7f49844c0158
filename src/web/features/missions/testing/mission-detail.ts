import type { MissionDetail } from '../../../../shared/missions/api.ts';

export const STAGE_IDS = {
  pieces: '0b7f6a52-3c1d-4e8f-9a2b-1c3d4e5f6a01',
  saisie: '0b7f6a52-3c1d-4e8f-9a2b-1c3d4e5f6a02',
  revision: '0b7f6a52-3c1d-4e8f-9a2b-1c3d4e5f6a03',
} as const;

export const CLAIRE = { id: '7d3c2b1a-0f9e-4d8c-b7a6-951847362510', fullName: 'Claire Morel', role: 'admin' as const };
export const HUGO = { id: '7d3c2b1a-0f9e-4d8c-b7a6-951847362511', fullName: 'Hugo Petit', role: 'collaborateur' as const };
export const USERS = [CLAIRE, HUGO];

/** A « Bilan et liasse » mission of Boulangerie Martin, its first stage done, « Saisie terminée » being worked on. */
export function missionDetail(overrides: Partial<MissionDetail> = {}): MissionDetail {
  return {
    id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c10',
    clientId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c60',
    raisonSociale: 'Boulangerie Martin',
    templateId: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a090',
    templateName: 'Bilan et liasse',
    closingDate: '2025-12-31',
    stageId: STAGE_IDS.saisie,
    status: 'en_cours',
    waitingReason: null,
    responsibleId: HUGO.id,
    reviewerId: null,
    checklistDone: 1,
    checklistTotal: 3,
    budgetHours: null,
    notes: null,
    onlineFiling: false,
    updatedAt: '2026-02-10T09:00:00.000Z',
    stages: [
      {
        stageId: STAGE_IDS.pieces,
        name: 'Pièces reçues',
        targetDate: '2026-01-31',
        doneAt: '2026-01-20',
        doneByName: 'Hugo Petit',
        checklist: [{ label: 'Relevés bancaires de l’exercice', done: true }],
      },
      {
        stageId: STAGE_IDS.saisie,
        name: 'Saisie terminée',
        targetDate: '2026-02-28',
        doneAt: null,
        doneByName: null,
        checklist: [
          { label: 'Banques rapprochées', done: true },
          { label: 'Comptes de tiers lettrés', done: false },
          { label: 'TVA rapprochée des déclarations', done: false },
        ],
      },
      { stageId: STAGE_IDS.revision, name: 'Révision', targetDate: null, doneAt: null, doneByName: null, checklist: [] },
    ],
    tasks: [{ id: '2f1e0d9c-8b7a-4f6e-9d5c-4b3a2f1e0d90', title: 'Relancer le client pour les relevés', status: 'a_faire', dueDate: null }],
    ...overrides,
  };
}

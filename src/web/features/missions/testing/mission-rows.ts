import type { MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { DONE_COLUMN, MISSION_BOARD_PAGE, type MissionBoard } from '../../../../shared/missions/list-query.ts';

// A « Bilan et liasse » board of three missions, for the board's, the table's and the filters' tests.

export const TEMPLATE_ID = '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a10';
export const STAGES = {
  pieces: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a11',
  saisie: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a12',
  revision: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a13',
} as const;

export const TEMPLATE: MissionTemplate = {
  id: TEMPLATE_ID,
  name: 'Bilan et liasse',
  kind: 'exercice',
  stages: [
    { id: STAGES.pieces, name: 'Pièces reçues', checklist: ['Relevés bancaires', 'Factures'], rule: { type: 'after_closing', amount: 1, unit: 'months' } },
    { id: STAGES.saisie, name: 'Saisie terminée', checklist: ['Banques rapprochées'], rule: { type: 'after_closing', amount: 2, unit: 'months' } },
    { id: STAGES.revision, name: 'Révision', checklist: ['Cut-off', 'Provisions', 'Dossier revu'], rule: { type: 'after_closing', amount: 3, unit: 'months' } },
  ],
};

export const CLAIRE = { id: '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a80', fullName: 'Claire Morel', role: 'admin' as const };
export const HUGO = { id: '2a3b4c5d-6e7f-4081-9a2b-3c4d5e6f7a81', fullName: 'Hugo Petit', role: 'collaborateur' as const };
export const USERS = [CLAIRE, HUGO];

/** The board's « today » in these tests. */
export const TODAY = '2026-03-10';

type RowOptions = Partial<MissionRow> & { id: string; raisonSociale: string };

/** A mission on « Saisie terminée » unless told: « Pièces reçues » done on 05/02/2026. */
export function missionRow({ id, raisonSociale, ...overrides }: RowOptions): MissionRow {
  return {
    id,
    clientId: id.replace(/^./, 'c'),
    raisonSociale,
    templateId: TEMPLATE_ID,
    closingDate: '2025-12-31',
    stageId: STAGES.saisie,
    status: 'en_cours',
    responsibleId: HUGO.id,
    checklistDone: 0,
    checklistTotal: 1,
    // The template's stages, in its order.
    stages: [
      { targetDate: '2026-01-31', doneAt: '2026-02-05' },
      { targetDate: '2026-02-28' },
      { targetDate: '2026-03-31' },
    ],
    ...overrides,
  };
}

/** Late on « Saisie terminée » (28/02/2026 passed), Hugo Petit's. */
export const MARTIN = missionRow({ id: '3b4c5d6e-7f80-4192-8a3b-4c5d6e7f8a01', raisonSociale: 'Boulangerie Martin' });
/** On « Pièces reçues », waiting for the client, Claire Morel's. */
export const DUPONT = missionRow({
  id: '3b4c5d6e-7f80-4192-8a3b-4c5d6e7f8a02',
  raisonSociale: 'Dupont SARL',
  stageId: STAGES.pieces,
  status: 'en_attente_client',
  waitingReason: 'Relevés bancaires de décembre',
  responsibleId: CLAIRE.id,
  checklistDone: 1,
  checklistTotal: 2,
  stages: [
    { targetDate: '2026-03-31' },
    { targetDate: '2026-04-30' },
    { targetDate: '2026-05-31' },
  ],
});
/** Done, nobody responsible. */
export const ZENITH = missionRow({
  id: '3b4c5d6e-7f80-4192-8a3b-4c5d6e7f8a03',
  raisonSociale: 'Zénith Conseil',
  stageId: STAGES.revision,
  status: 'terminee',
  responsibleId: undefined,
  stages: [
    { targetDate: '2026-01-31', doneAt: '2026-01-20' },
    { targetDate: '2026-02-28', doneAt: '2026-02-10' },
    { targetDate: '2026-03-31', doneAt: '2026-03-01' },
  ],
});

export const ROWS: MissionRow[] = [MARTIN, DUPONT, ZENITH];

/**
 * GET /api/missions/board as the server answers it for these rows (given by client): each column's
 * count and first `pageSize` cards, the next page's cursor named after its column.
 */
export function boardOf(template: MissionTemplate, rows: readonly MissionRow[], pageSize = MISSION_BOARD_PAGE): MissionBoard {
  const keys = [...template.stages.map((stage) => stage.id), DONE_COLUMN];
  const open = rows.filter((row) => row.status !== 'abandonnee');
  return {
    templateId: template.id,
    total: rows.length,
    columns: keys.map((key) => {
      const cards = open.filter((row) => (row.status === 'terminee' ? DONE_COLUMN : row.stageId) === key);
      return { key, total: cards.length, missions: cards.slice(0, pageSize), nextCursor: cards.length > pageSize ? `suite-${key}` : null };
    }),
  };
}

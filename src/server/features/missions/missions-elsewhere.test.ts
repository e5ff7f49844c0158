import { afterAll, describe, expect, it } from 'vitest';
import type { ClientSheet } from '../../../shared/client-sheet.ts';
import { clientSheetSchema } from '../../../shared/client-sheet.ts';
import { insertMission, insertTemplate } from '../../testing/mission-rows.ts';
import { createSignedInApp } from '../../testing/signed-in-app.ts';

// Where the missions show outside the Production page and its own routes: the client sheet.
const { t, camille, camilleId } = await createSignedInApp();
afterAll(() => t.close());

describe('the client sheet', () => {
  it('lists the client’s missions, newest exercise first, with their template, stage, status and next target date', async () => {
    const martin = await t.insertClient({ raisonSociale: 'Boulangerie Martin' });
    const other = await t.insertClient({ raisonSociale: 'Zèbre Conseil', siret: null });
    const bilan = await insertTemplate(t.db, { name: 'Bilan et liasse', position: 0 });
    const juridique = await insertTemplate(t.db, { name: 'Juridique annuel', position: 1 });
    const done2024 = await insertMission(t.db, {
      clientId: martin, template: bilan, closingDate: '2024-12-31', stage: 4, status: 'terminee', targetDates: [null, null, null, null, '2025-05-20'],
    });
    const bilan2025 = await insertMission(t.db, {
      clientId: martin, template: bilan, closingDate: '2025-12-31', stage: 1, status: 'en_attente_client', waitingReason: 'Relevés bancaires de décembre manquants',
      responsibleId: camilleId, targetDates: ['2026-01-31', '2026-02-28'], doneAt: ['2026-02-02'],
    });
    const juridique2025 = await insertMission(t.db, { clientId: martin, template: juridique, closingDate: '2025-12-31' });
    await insertMission(t.db, { clientId: other, template: bilan, closingDate: '2025-12-31' });

    const response = await camille.get(`/api/clients/${martin}/sheet`);
    expect(response.status).toBe(200);
    expect(clientSheetSchema.safeParse(response.json).error).toBeUndefined();
    expect((response.json as ClientSheet).missions).toEqual([
      {
        id: bilan2025, templateId: bilan.id, templateName: 'Bilan et liasse', closingDate: '2025-12-31', stageId: bilan.stageIds[1], stageName: 'Saisie terminée',
        status: 'en_attente_client', waitingReason: 'Relevés bancaires de décembre manquants', nextTargetDate: '2026-02-28',
      },
      {
        id: juridique2025, templateId: juridique.id, templateName: 'Juridique annuel', closingDate: '2025-12-31', stageId: juridique.stageIds[0], stageName: 'Convocation',
        status: 'en_cours', waitingReason: null, nextTargetDate: null,
      },
      // Finished: no next date, though its last stage had one.
      {
        id: done2024, templateId: bilan.id, templateName: 'Bilan et liasse', closingDate: '2024-12-31', stageId: bilan.stageIds[4], stageName: 'Comptes présentés au client',
        status: 'terminee', waitingReason: null, nextTargetDate: null,
      },
    ]);
    expect((await camille.get(`/api/clients/${await t.insertClient({ raisonSociale: 'Sans mission', siret: null })}/sheet`)).json).toMatchObject({ missions: [] });
  });
});

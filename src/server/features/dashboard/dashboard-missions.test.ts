import { afterAll, describe, expect, it } from 'vitest';
import { dashboardSchema, type Dashboard } from '../../../shared/dashboard.ts';
import { insertMission, insertTemplate } from '../../testing/mission-rows.ts';
import { BENOIT, createSignedInApp } from '../../testing/signed-in-app.ts';
import { getDashboard } from './dashboard.service.ts';

// The Dashboard's Production lines (the missions feature's, issue 24): « Mes missions en retard »
// and my open missions by stage. Written straight into the tables; the day is pinned.
const { t, camille, camilleId } = await createSignedInApp();
const benoitId = (await t.createUser(BENOIT)).id;
afterAll(() => t.close());

/** Wednesday 18 March 2026, 10:00 Paris. */
const NOW = new Date('2026-03-18T09:00:00Z');
const missionsOf = async (userId: string) => (await getDashboard({ db: t.db, user: { id: userId, fullName: '', role: 'collaborateur' }, now: NOW })).missions;

describe('the Dashboard’s missions', () => {
  it('lists my open missions whose current stage is past its target date, oldest first, and counts my open missions by stage', async () => {
    const bilan = await insertTemplate(t.db, { name: 'Bilan et liasse', position: 0 });
    const juridique = await insertTemplate(t.db, { name: 'Juridique annuel', position: 1 });
    const unused = await insertTemplate(t.db, { name: 'Prévisionnel', position: 2, stages: [{ name: 'Hypothèses' }] });
    const [martin = '', zebre = '', alpha = '', beta = ''] = await t.addClients(4);
    const mine = { responsibleId: camilleId, closingDate: '2025-12-31' };
    // Late: yesterday's target (Saisie terminée), waiting client too, and an older one on Révision.
    const yesterday = await insertMission(t.db, { ...mine, clientId: martin, template: bilan, stage: 1, targetDates: ['2026-01-31', '2026-03-17'], doneAt: ['2026-02-02'] });
    const waiting = await insertMission(t.db, {
      ...mine, clientId: zebre, template: bilan, stage: 0, status: 'en_attente_client', waitingReason: 'Relevés bancaires de décembre manquants', targetDates: ['2026-01-31'],
    });
    const older = await insertMission(t.db, { ...mine, clientId: alpha, template: juridique, stage: 1, targetDates: ['2026-01-15', '2026-01-20'] });
    // Not late: due today, no target date, finished, abandoned, someone else's.
    await insertMission(t.db, { ...mine, clientId: beta, template: bilan, stage: 2, targetDates: [null, null, '2026-03-18'] });
    await insertMission(t.db, { ...mine, clientId: beta, template: juridique, closingDate: '2024-12-31', stage: 0 });
    await insertMission(t.db, { ...mine, clientId: alpha, template: bilan, stage: 4, status: 'terminee', targetDates: [null, null, null, null, '2026-01-01'] });
    await insertMission(t.db, { ...mine, clientId: zebre, template: juridique, stage: 0, status: 'abandonnee', targetDates: ['2026-01-01'] });
    await insertMission(t.db, { ...mine, clientId: beta, template: unused, responsibleId: benoitId, targetDates: ['2026-01-01'] });

    const missions = await missionsOf(camilleId);
    expect(missions.lateCount).toBe(3);
    expect(missions.late).toEqual([
      { id: older, clientId: alpha, raisonSociale: 'Client 3', templateId: juridique.id, templateName: 'Juridique annuel', closingDate: '2025-12-31', stageName: "AG d'approbation", targetDate: '2026-01-20' },
      { id: waiting, clientId: zebre, raisonSociale: 'Client 2', templateId: bilan.id, templateName: 'Bilan et liasse', closingDate: '2025-12-31', stageName: 'Pièces reçues', targetDate: '2026-01-31' },
      { id: yesterday, clientId: martin, raisonSociale: 'Client 1', templateId: bilan.id, templateName: 'Bilan et liasse', closingDate: '2025-12-31', stageName: 'Saisie terminée', targetDate: '2026-03-17' },
    ]);
    const counts = (entry: Dashboard['missions']['byTemplate'][number]) => entry.stages.map((stage) => [stage.name, stage.count]);
    expect(missions.byTemplate.map((entry) => [entry.templateName, entry.waiting])).toEqual([
      ['Bilan et liasse', 1],
      ['Juridique annuel', 0],
    ]);
    expect(missions.byTemplate.map(counts)).toEqual([
      [['Pièces reçues', 1], ['Saisie terminée', 1], ['Révision', 1], ['Liasse télétransmise', 0], ['Comptes présentés au client', 0]],
      [['Convocation', 1], ["AG d'approbation", 1], ['Dépôt au greffe', 0]],
    ]);
    expect(missions.byTemplate[0]?.stages[0]?.stageId).toBe(bilan.stageIds[0]);

    // Benoît's: one mission of the third template, late.
    const his = await missionsOf(benoitId);
    expect(his.lateCount).toBe(1);
    expect(his.byTemplate).toEqual([{ templateId: unused.id, templateName: 'Prévisionnel', waiting: 0, stages: [{ stageId: unused.stageIds[0], name: 'Hypothèses', count: 1 }] }]);
  });

  it('shows at most ten late missions but counts them all; GET /api/dashboard answers them', async () => {
    const template = await insertTemplate(t.db, { name: 'Situation', stages: [{ name: 'Saisie' }] });
    const clientIds = await t.addClients(12);
    for (const [index, clientId] of clientIds.entries()) {
      await insertMission(t.db, { clientId, template, closingDate: '2025-06-30', responsibleId: benoitId, targetDates: [`2026-02-${String(index + 1).padStart(2, '0')}`] });
    }
    const missions = await missionsOf(benoitId);
    expect(missions.lateCount).toBe(13);
    expect(missions.late).toHaveLength(10);
    expect(missions.late[0]?.targetDate).toBe('2026-01-01');

    const response = await camille.get('/api/dashboard');
    expect(response.status).toBe(200);
    expect(dashboardSchema.safeParse(response.json).error).toBeUndefined();
    // The route reads the real clock, past 18 March 2026: Camille's mission due that day is late too.
    expect((response.json as Dashboard).missions.lateCount).toBe(4);
  });

  it('is empty for a user without missions', async () => {
    const { id } = await t.createUser();
    expect(await missionsOf(id)).toEqual({ lateCount: 0, late: [], byTemplate: [] });
  });
});

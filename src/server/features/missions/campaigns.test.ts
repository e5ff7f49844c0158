import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../../shared/bulk.ts';
import { MISSION_MESSAGES, type MissionRow } from '../../../shared/missions/api.ts';
import { TEMPLATE_MESSAGES } from '../../../shared/missions/templates.ts';
import { activityBatches, activityLog, clientCollaborators, clients, missions } from '../../db/schema/index.ts';
import { BENOIT, MISSING_ID } from '../../testing/signed-in-app.ts';
import { createMissionsApp, stageId } from './testing/missions-app.ts';

const { t, camille, camilleId, bilan, juridique, countMissions, patch } = await createMissionsApp();
const benoitId = (await t.createUser(BENOIT)).id;
afterAll(() => t.close());

const open = (body: object) => camille.post('/api/missions/campaigns', body);
const preview = (body: object) => camille.post('/api/missions/campaigns/preview', body);
const undo = (batchId: string) => camille.post(`/api/batches/${batchId}/undo`);
const missionsOf = (templateId: string) =>
  t.db
    .select({ id: missions.id, clientId: missions.clientId, closingDate: missions.closingDate, stageId: missions.stageId, responsibleId: missions.responsibleId })
    .from(missions)
    .where(eq(missions.templateId, templateId));
const byClient = async (templateId: string) => Object.fromEntries((await missionsOf(templateId)).map((m) => [m.clientId, m]));

// The firm of these tests: every active client is made here, so counts are exact.
await t.db.execute(sql`UPDATE clients SET status = 'inactif'`);
const decembre = await t.insertClient({ raisonSociale: 'Décembre SARL', dateCloture: null });
const juin = await t.insertClient({ raisonSociale: 'Juin SAS', dateCloture: '2024-06-30' });
const mars = await t.insertClient({ raisonSociale: 'Mars EURL', dateCloture: '2023-03-31' });
const fevrier = await t.insertClient({ raisonSociale: 'Février SA', dateCloture: '2022-02-28' });
await t.insertClient({ raisonSociale: 'Ancien Client', status: 'inactif' });
await t.insertClient({ raisonSociale: 'Prospect SAS', status: 'prospect' });
await t.db.insert(clientCollaborators).values([
  { clientId: juin, collaboratorId: camilleId, createdAt: new Date('2025-03-01T00:00:00Z') },
  { clientId: juin, collaboratorId: benoitId, createdAt: new Date('2025-01-01T00:00:00Z') },
]);

describe('POST /api/missions/campaigns', () => {
  it('counts, then creates one mission per active client closing in the range, on the first stage, its first collaborator responsible, dated, as one batch', async () => {
    const campaign = { templateId: bilan.id, closingFrom: '2026-01-01', closingTo: '2026-06-30' };
    expect(await preview(campaign)).toMatchObject({ status: 200, json: { count: 3 } });
    const response = await open(campaign);
    expect(response).toMatchObject({ status: 200, json: { created: 3 } });
    const { batchId } = response.json as { batchId: string };

    const created = await byClient(bilan.id);
    expect(Object.keys(created).sort()).toEqual([juin, mars, fevrier].sort());
    // A month-end closing stays on the month's end; the first collaborator is the first assigned.
    expect(created[fevrier]).toMatchObject({ closingDate: '2026-02-28', stageId: stageId(bilan, 'Pièces reçues'), responsibleId: null });
    expect(created[juin]).toMatchObject({ closingDate: '2026-06-30', responsibleId: benoitId });
    expect(created[mars]).toMatchObject({ closingDate: '2026-03-31' });
    const rows = (await camille.get(`/api/missions?templateId=${bilan.id}`)).json as { missions: MissionRow[] };
    expect(rows.missions.find((row) => row.clientId === juin)?.stages.slice(0, 3).map((stage) => stage.targetDate)).toEqual(['2026-07-30', '2026-08-30', '2026-09-30']);

    const [batch] = await t.db.select().from(activityBatches).where(eq(activityBatches.id, batchId));
    expect(batch).toMatchObject({ kind: 'missions.campaign', rowCount: 3, userId: camilleId });
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.batchId, batchId));
    expect(entries.map((entry) => [entry.entity, entry.action, entry.newValue]).sort()).toEqual([
      ['mission', 'create', 'Bilan et liasse — clôture 28/02/2026'],
      ['mission', 'create', 'Bilan et liasse — clôture 30/06/2026'],
      ['mission', 'create', 'Bilan et liasse — clôture 31/03/2026'],
    ]);

    // Run again: nothing is missing. A new client closing in the range: only it.
    expect(await preview(campaign)).toMatchObject({ json: { count: 0 } });
    expect(await open(campaign)).toMatchObject({ status: 200, json: { created: 0, batchId: null } });
    const nouveau = await t.insertClient({ raisonSociale: 'Nouveau SARL', dateCloture: '2025-04-30' });
    expect(await open(campaign)).toMatchObject({ json: { created: 1 } });
    expect((await byClient(bilan.id))[nouveau]).toMatchObject({ closingDate: '2026-04-30' });
  });

  it('gives a client two missions when the range holds two of its closings (31/12 assumed when none is recorded)', async () => {
    const response = await open({ templateId: juridique.id, closingFrom: '2025-01-01', closingTo: '2026-12-31' });
    expect(response.status).toBe(200);
    const legal = await missionsOf(juridique.id);
    expect(legal.filter((m) => m.clientId === decembre).map((m) => m.closingDate).sort()).toEqual(['2025-12-31', '2026-12-31']);
    expect(legal.filter((m) => m.clientId === fevrier).map((m) => m.closingDate).sort()).toEqual(['2025-02-28', '2026-02-28']);
  });

  it('refuses a reversed range, one over two years and an unknown template, in French, creating nothing', async () => {
    const before = await countMissions();
    expect(await open({ templateId: bilan.id, closingFrom: '2026-12-31', closingTo: '2026-01-01' })).toMatchObject({
      status: 400,
      json: { error: { message: MISSION_MESSAGES.rangeReversed } },
    });
    expect(await open({ templateId: bilan.id, closingFrom: '2024-01-01', closingTo: '2026-12-31' })).toMatchObject({
      status: 400,
      json: { error: { message: MISSION_MESSAGES.rangeTooLong } },
    });
    expect(await preview({ templateId: bilan.id, closingFrom: '2024-01-01', closingTo: '2026-12-31' })).toMatchObject({ status: 400 });
    expect(await open({ templateId: MISSING_ID, closingFrom: '2026-01-01', closingTo: '2026-12-31' })).toMatchObject({
      status: 400,
      json: { error: { message: TEMPLATE_MESSAGES.templateUnknown } },
    });
    expect(await preview({ templateId: MISSING_ID, closingFrom: '2026-01-01', closingTo: '2026-12-31' })).toMatchObject({ status: 400 });
    expect(await open({ templateId: bilan.id, closingFrom: '2026-02-30', closingTo: '2026-12-31' })).toMatchObject({ status: 400, json: { error: { message: 'Date invalide' } } });
    expect(await countMissions()).toBe(before);
  });

  it('is undone by its author: the missions it created go, and undoing the undo brings them back as they were', async () => {
    const campaign = { templateId: bilan.id, closingFrom: '2027-01-01', closingTo: '2027-12-31' };
    const { json } = await open(campaign);
    const { batchId, created } = json as { batchId: string; created: number };
    expect(created).toBe(5);
    const made = (await missionsOf(bilan.id)).filter((m) => m.closingDate.startsWith('2027'));
    const undone = await undo(batchId);
    expect(undone).toMatchObject({ status: 200, json: { count: 5 } });
    expect((await missionsOf(bilan.id)).filter((m) => m.closingDate.startsWith('2027'))).toEqual([]);
    const redone = await undo((undone.json as { batchId: string }).batchId);
    expect(redone).toMatchObject({ status: 200, json: { count: 5 } });
    const back = (await missionsOf(bilan.id)).filter((m) => m.closingDate.startsWith('2027'));
    expect(back.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(made.sort((a, b) => (a.id < b.id ? -1 : 1)));
    const sheet = await camille.get(`/api/missions/${made[0]?.id}`);
    expect((sheet.json as { stages: { targetDate: string | null }[] }).stages[0]?.targetDate).not.toBeNull();
  });

  it('is not undone once a colleague worked on one of its missions, nor once a task was tied to one', async () => {
    const moved = await open({ templateId: juridique.id, closingFrom: '2027-01-01', closingTo: '2027-06-30' });
    const { batchId } = moved.json as { batchId: string };
    const [mission] = (await missionsOf(juridique.id)).filter((m) => m.closingDate.startsWith('2027'));
    expect((await patch(mission?.id ?? '', { stageId: stageId(juridique, "AG d'approbation") })).status).toBe(200);
    expect(await undo(batchId)).toMatchObject({ status: 409, json: { error: { message: BULK_MESSAGES.undoConflict } } });

    const tied = await open({ templateId: juridique.id, closingFrom: '2027-07-01', closingTo: '2027-12-31' });
    const ids = (await missionsOf(juridique.id)).filter((m) => m.closingDate >= '2027-07-01').map((m) => m.id);
    await t.insertTask({ title: 'Convoquer l’AG', missionId: ids[0] });
    expect(await undo((tied.json as { batchId: string }).batchId)).toMatchObject({ status: 409, json: { error: { message: BULK_MESSAGES.undoConflict } } });
    expect(await t.db.select({ id: missions.id }).from(missions).where(inArray(missions.id, ids))).toHaveLength(ids.length);
  });

  it('leaves out clients made inactive', async () => {
    await t.db.update(clients).set({ status: 'inactif' }).where(eq(clients.id, mars));
    expect(await preview({ templateId: bilan.id, closingFrom: '2028-01-01', closingTo: '2028-12-31' })).toMatchObject({ json: { count: 4 } });
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../../shared/bulk.ts';
import { parisToday } from '../../../shared/dates.ts';
import { MISSION_MESSAGES, type MissionDetail } from '../../../shared/missions/api.ts';
import { activityBatches, activityLog } from '../../db/schema/index.ts';
import { BENOIT, MISSING_ID } from '../../testing/signed-in-app.ts';
import { createMissionsApp, stageId } from './testing/missions-app.ts';

const { t, camille, bilan, juridique, createMission, patch } = await createMissionsApp();
const benoitId = (await t.createUser(BENOIT)).id;
afterAll(() => t.close());

const today = parisToday();
const bulk = (body: object) => camille.post('/api/missions/bulk', body);
const undo = (batchId: string) => camille.post(`/api/batches/${batchId}/undo`);
const sheet = async (id: string) => (await camille.get(`/api/missions/${id}`)).json as MissionDetail;
const state = async (id: string) => {
  const mission = await sheet(id);
  return { stageId: mission.stageId, status: mission.status, waitingReason: mission.waitingReason, responsibleId: mission.responsibleId, done: mission.stages.map((s) => s.doneAt) };
};
const missionsFor = async (count: number, template = bilan) => {
  const ids = await t.addClients(count);
  return Promise.all(ids.map((clientId) => createMission({ clientId, templateId: template.id })));
};

describe('POST /api/missions/bulk', () => {
  it('moves the selected missions to a stage by PATCH’s rules, as one journalled batch', async () => {
    const selected = await missionsFor(3);
    const [first] = selected;
    await patch(first?.id ?? '', { stageId: stageId(bilan, 'Saisie terminée') });
    const response = await bulk({ missionIds: selected.map((m) => m.id), stageId: stageId(bilan, 'Révision') });
    expect(response).toMatchObject({ status: 200, json: { count: 3 } });
    const { batchId } = response.json as { batchId: string };
    for (const mission of selected) expect(await state(mission.id)).toMatchObject({ stageId: stageId(bilan, 'Révision'), done: [today, today, null, null, null] });
    const entries = await t.db.select().from(activityLog).where(eq(activityLog.batchId, batchId));
    expect(entries.map((e) => [e.entity, e.field, e.oldValue, e.newValue]).sort()).toEqual([
      ['mission', 'stage', 'Pièces reçues', 'Révision'],
      ['mission', 'stage', 'Pièces reçues', 'Révision'],
      ['mission', 'stage', 'Saisie terminée', 'Révision'],
    ]);
    expect((await t.db.select().from(activityBatches).where(eq(activityBatches.id, batchId)))[0]).toMatchObject({ kind: 'missions.update', rowCount: 3 });
  });

  it('reassigns, sets and clears « en attente client » with its reason, counting only the missions it changed', async () => {
    const selected = await missionsFor(2);
    const ids = selected.map((m) => m.id);
    expect(await bulk({ missionIds: ids, responsibleId: benoitId })).toMatchObject({ json: { count: 2 } });
    expect(await bulk({ missionIds: ids, responsibleId: benoitId })).toMatchObject({ json: { count: 0 } });
    expect(await bulk({ missionIds: ids, status: 'en_attente_client', waitingReason: 'Inventaire' })).toMatchObject({ json: { count: 2 } });
    expect(await state(ids[0] ?? '')).toMatchObject({ responsibleId: benoitId, status: 'en_attente_client', waitingReason: 'Inventaire' });
    expect(await bulk({ missionIds: ids, status: 'en_cours' })).toMatchObject({ json: { count: 2 } });
    expect(await state(ids[1] ?? '')).toMatchObject({ status: 'en_cours', waitingReason: null });
    expect(await bulk({ missionIds: ids, responsibleId: null })).toMatchObject({ json: { count: 2 } });
  });

  it('is undone: each mission back as it was, done dates included, in a batch of its own', async () => {
    const selected = await missionsFor(2);
    const ids = selected.map((m) => m.id);
    await patch(ids[0] ?? '', { stageId: stageId(bilan, 'Saisie terminée'), status: 'en_attente_client', waitingReason: 'Relevés' });
    const before = await Promise.all(ids.map(state));
    const moved = await bulk({ missionIds: ids, stageId: stageId(bilan, 'Liasse télétransmise'), responsibleId: benoitId });
    expect(moved).toMatchObject({ status: 200, json: { count: 2 } });
    const undone = await undo((moved.json as { batchId: string }).batchId);
    expect(undone).toMatchObject({ status: 200, json: { count: 2 } });
    expect(await Promise.all(ids.map(state))).toEqual(before);
    // The undo is a batch too, undone in turn.
    expect(await undo((undone.json as { batchId: string }).batchId)).toMatchObject({ status: 200, json: { count: 2 } });
    expect(await state(ids[1] ?? '')).toMatchObject({ stageId: stageId(bilan, 'Liasse télétransmise'), responsibleId: benoitId });
  });

  it('refuses a stage missing from one mission’s template, naming it, and an unknown mission or user; nothing is written', async () => {
    const [ours] = await missionsFor(1);
    const [legal] = await missionsFor(1, juridique);
    const ids = [ours?.id ?? '', legal?.id ?? ''];
    const before = await Promise.all(ids.map(state));
    const response = await bulk({ missionIds: ids, stageId: stageId(bilan, 'Révision') });
    expect(response.status).toBe(400);
    expect((response.json as { error: { issues: unknown[] } }).error.issues).toEqual([{ path: legal?.id, message: MISSION_MESSAGES.stageOfOtherTemplate }]);
    const missing = randomUUID();
    const unknown = await bulk({ missionIds: [ours?.id, missing], responsibleId: benoitId });
    expect((unknown.json as { error: { issues: unknown[] } }).error.issues).toEqual([{ path: missing, message: BULK_MESSAGES.unknown }]);
    expect(await bulk({ missionIds: ids, responsibleId: MISSING_ID })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.userUnknown } } });
    expect(await bulk({ missionIds: ids, status: 'en_attente_client' })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.waitingReasonRequired } } });
    expect(await bulk({ missionIds: ids })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.nothingToChange } } });
    expect(await bulk({ missionIds: [], responsibleId: null })).toMatchObject({ status: 400, json: { error: { message: BULK_MESSAGES.empty } } });
    expect(await Promise.all(ids.map(state))).toEqual(before);
  });
});

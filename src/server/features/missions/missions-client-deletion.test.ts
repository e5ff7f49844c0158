import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { MissionDetail } from '../../../shared/missions/api.ts';
import { missions, tasks } from '../../db/schema/index.ts';
import { createMissionsApp, stageId } from './testing/missions-app.ts';

const { t, camille, camilleId, bilan, createMission, patch } = await createMissionsApp();
afterAll(() => t.close());

const sheet = async (id: string) => {
  const response = await camille.get(`/api/missions/${id}`);
  return { status: response.status, mission: response.json as MissionDetail };
};

describe('deleting a client (clients/bulk/delete) and its undo', () => {
  it('takes its missions with their stages’ progress, unlinks their tasks, and brings all of it back', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Suppression SARL' });
    const created = await createMission({ clientId, responsibleId: camilleId });
    await patch(created.id, {
      stageId: stageId(bilan, 'Révision'),
      reviewerId: camilleId,
      notes: 'À revoir',
      checklist: [{ stageId: stageId(bilan, 'Révision'), index: 1, done: true }],
    });
    const taskId = await t.insertTask({ title: 'Révision des stocks', missionId: created.id, clientId });
    const before = (await sheet(created.id)).mission;
    expect(before.tasks).toHaveLength(1);

    const deleted = await camille.post('/api/clients/bulk/delete', { ids: [clientId] });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(missions).where(eq(missions.clientId, clientId))).toEqual([]);
    expect((await t.db.select().from(tasks).where(eq(tasks.id, taskId)))[0]).toMatchObject({ missionId: null, clientId: null });

    const undone = await camille.post(`/api/batches/${(deleted.json as { batchId: string }).batchId}/undo`);
    expect(undone).toMatchObject({ status: 200, json: { count: 1 } });
    const after = await sheet(created.id);
    expect(after.status).toBe(200);
    expect(after.mission).toEqual(before);
    expect((await t.db.select().from(tasks).where(eq(tasks.id, taskId)))[0]).toMatchObject({ missionId: created.id, clientId });
  });
});

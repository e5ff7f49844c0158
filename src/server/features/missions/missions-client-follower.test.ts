import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { MissionDetail } from '../../../shared/missions/api.ts';
import { activityLog, clientObligations } from '../../db/schema/index.ts';
import { createMissionsApp } from './testing/missions-app.ts';

const { t, camille, juridique, createMission, patch } = await createMissionsApp();
afterAll(() => t.close());

const sheet = async (id: string) => (await camille.get(`/api/missions/${id}`)).json as MissionDetail;
const targets = async (id: string) => (await sheet(id)).stages.map((stage) => stage.targetDate);
const patchClient = async (id: string, body: object) => expect((await camille.request('PATCH', `/api/clients/${id}`, body)).status).toBe(200);
const newClient = async (body: object) => ((await camille.post('/api/clients', { raisonSociale: 'Suivi SARL', ...body })).json as { id: string }).id;

describe('open missions follow their client', () => {
  it('a new closing day moves the exercise within its year, and every target date with it, journalled', async () => {
    const clientId = await newClient({ regimeImposition: 'is', dateCloture: '2025-12-31' });
    const mission = await createMission({ clientId, closingDate: '2026-12-31' });
    expect(await targets(mission.id)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-05-04', '2027-05-19']);

    await patchClient(clientId, { dateCloture: '2026-06-30' });
    const moved = await sheet(mission.id);
    expect(moved.closingDate).toBe('2026-06-30');
    // IS closing on 30 June: the liasse is due three months after (the next business day).
    expect(moved.stages.map((stage) => stage.targetDate)).toEqual(['2026-07-30', '2026-08-30', '2026-09-30', '2026-09-30', '2026-10-15']);
    const entries = await t.db.select().from(activityLog).where(and(eq(activityLog.entityId, mission.id), eq(activityLog.field, 'closingDate')));
    expect(entries.map((e) => [e.oldValue, e.newValue])).toEqual([['2026-12-31', '2026-06-30']]);
  });

  it('the closing date staying, moved échéances move the targets tied to them; a vanished échéance leaves none', async () => {
    const clientId = await newClient({ regimeImposition: 'is', dateCloture: '2025-06-30' });
    const mission = await createMission({ clientId, closingDate: '2026-06-30' });
    expect((await targets(mission.id)).slice(3)).toEqual(['2026-09-30', '2026-10-15']);
    // Impôt sur le revenu: the liasse is due in May of the next year whatever the closing.
    await patchClient(clientId, { regimeImposition: 'ir_bic' });
    expect((await sheet(mission.id)).closingDate).toBe('2026-06-30');
    expect((await targets(mission.id)).slice(3)).toEqual(['2027-05-04', '2027-05-19']);
    await patchClient(clientId, { regimeImposition: null });
    expect((await targets(mission.id)).slice(3)).toEqual([null, null]);
  });

  it('leaves finished missions as they were worked, and a stage already done keeps its date for the next one', async () => {
    const clientId = await newClient({ regimeImposition: 'is', dateCloture: '2025-12-31' });
    const finished = await createMission({ clientId, closingDate: '2025-12-31' });
    await patch(finished.id, { status: 'terminee' });
    const before = await targets(finished.id);
    const legal = await createMission({ clientId, templateId: juridique.id, closingDate: '2026-12-31' });
    await patchClient(clientId, { dateCloture: '2026-09-30' });
    expect(await targets(finished.id)).toEqual(before);
    expect((await sheet(finished.id)).closingDate).toBe('2025-12-31');
    expect((await sheet(legal.id)).stages.map((stage) => stage.targetDate)).toEqual(['2027-02-28', '2027-03-30', '2027-05-30']);
  });

  it('keeps the closing date when the client already has that exercise’s mission', async () => {
    const clientId = await newClient({ dateCloture: '2025-12-31' });
    const december = await createMission({ clientId, closingDate: '2026-12-31' });
    const june = await createMission({ clientId, closingDate: '2026-06-30' });
    await patchClient(clientId, { dateCloture: '2026-06-30' });
    expect((await sheet(december.id)).closingDate).toBe('2026-12-31');
    expect((await sheet(june.id)).closingDate).toBe('2026-06-30');
  });

  it('a liasse already done by hand stays as it is when its stage is done', async () => {
    const clientId = await newClient({ regimeImposition: 'is', dateCloture: '2025-12-31' });
    const [liasse] = await t.db
      .select()
      .from(clientObligations)
      .where(and(eq(clientObligations.clientId, clientId), eq(clientObligations.kind, 'liasse'), eq(clientObligations.period, '2025')));
    expect((await camille.request('PUT', `/api/obligations/${liasse?.id}`, { status: 'pas_concerne' })).status).toBe(200);
    const mission = await createMission({ clientId, closingDate: '2025-12-31' });
    await patch(mission.id, { status: 'terminee' });
    const [after] = await t.db.select().from(clientObligations).where(eq(clientObligations.id, liasse?.id ?? ''));
    expect(after?.status).toBe('pas_concerne');
  });
});

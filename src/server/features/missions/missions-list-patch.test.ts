import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissionRow } from '../../../shared/missions/api.ts';
import { missionListSchema } from '../../../shared/missions/list-query.ts';
import { statementsDuring } from '../../testing/statements-during.ts';
import { listMissionRows } from './mission-rows.ts';
import { createMissionsApp, stageId } from './testing/missions-app.ts';

// After a write naming clients (a card moved, a client edited, a bulk change), GET /api/missions
// is its previous version with those clients' missions read again (http/list-rows.ts), not the
// campaign's 8,000. Each answer is compared with the list read whole afresh.

const { t, camille, camilleId, bilan, juridique, createMission, patch } = await createMissionsApp();
afterAll(() => t.close());

const CAMPAIGN = { templateId: bilan.id, closingFrom: '2026-01-01', closingTo: '2026-12-31', today: '2026-11-27' };
const CAMPAIGN_PATH = `/api/missions?templateId=${bilan.id}&closingFrom=2026-01-01&closingTo=2026-12-31`;
const clients: Record<string, string> = {};
const missions: Record<string, string> = {};
const client = (name: string) => clients[name] ?? '';
const mission = (name: string) => missions[name] ?? '';

beforeAll(async () => {
  for (const raisonSociale of ['Atelier Roux', 'Boulangerie Leroy', 'Cave Martin', 'Domaine Petit']) {
    clients[raisonSociale] = await t.insertClient({ raisonSociale });
    missions[raisonSociale] = (await createMission({ clientId: client(raisonSociale) })).id;
  }
  // Several missions for one client: another exercise and another template.
  missions['Cave Martin 2025'] = (await createMission({ clientId: client('Cave Martin'), closingDate: '2025-12-31' })).id;
  missions['Cave Martin juridique'] = (await createMission({ clientId: client('Cave Martin'), templateId: juridique.id })).id;
});

/** The missions list's statements run while `run` goes: read whole, or for a few clients. */
async function listReads<T>(run: () => Promise<T>): Promise<{ result: T; whole: number; patched: number }> {
  const { result, texts } = await statementsDuring(t.database.pool, run);
  const lists = texts.filter((text) => text.includes('json_strip_nulls'));
  const patched = lists.filter((text) => text.includes('missions.client_id = ANY(')).length;
  return { result, whole: lists.length - patched, patched };
}

const rowsOf = (response: { status: number; json: unknown }): MissionRow[] => {
  expect(response.status).toBe(200);
  return missionListSchema.parse(response.json).missions;
};

/** Both lists as a browser reads them, each checked against a fresh read of the whole list. */
async function readBoth(): Promise<{ campaign: MissionRow[]; all: MissionRow[]; whole: number; patched: number }> {
  const { result, whole, patched } = await listReads(async () => ({ campaign: await camille.get(CAMPAIGN_PATH), all: await camille.get('/api/missions') }));
  const campaign = rowsOf(result.campaign);
  const all = rowsOf(result.all);
  expect(campaign).toEqual(await listMissionRows({ db: t.db, filter: CAMPAIGN }));
  expect(all).toEqual(await listMissionRows({ db: t.db, filter: { today: CAMPAIGN.today } }));
  return { campaign, all, whole, patched };
}

const rowOf = (rows: readonly MissionRow[], id: string) => rows.find((row) => row.id === id);

describe('GET /api/missions after a write', () => {
  it('re-reads only the moved card’s client, and equals the list read whole', async () => {
    await readBoth();
    expect((await patch(mission('Boulangerie Leroy'), { stageId: stageId(bilan, 'Révision') })).status).toBe(200);
    const { campaign, whole, patched } = await readBoth();
    expect(rowOf(campaign, mission('Boulangerie Leroy'))).toMatchObject({ stageId: stageId(bilan, 'Révision') });
    expect({ whole, patched }).toEqual({ whole: 0, patched: 2 });
  });

  it('patches every mission of a client, across exercises and templates, after a sheet’s write and a status with its reason', async () => {
    expect((await patch(mission('Cave Martin 2025'), { responsibleId: camilleId })).status).toBe(200);
    expect((await patch(mission('Cave Martin'), { status: 'en_attente_client', waitingReason: 'Relevés de décembre' })).status).toBe(200);
    const waiting = await readBoth();
    expect(rowOf(waiting.all, mission('Cave Martin 2025'))).toMatchObject({ responsibleId: camilleId });
    expect(rowOf(waiting.campaign, mission('Cave Martin'))).toMatchObject({ status: 'en_attente_client', waitingReason: 'Relevés de décembre' });
    expect({ whole: waiting.whole, patched: waiting.patched }).toEqual({ whole: 0, patched: 2 });

    expect((await patch(mission('Cave Martin'), { status: 'en_cours' })).status).toBe(200);
    const resumed = await readBoth();
    expect(rowOf(resumed.campaign, mission('Cave Martin'))).not.toHaveProperty('waitingReason');
    expect({ whole: resumed.whole, patched: resumed.patched }).toEqual({ whole: 0, patched: 2 });
  });

  it('patches a client’s edit and a bulk change of several clients’ missions', async () => {
    expect((await camille.request('PATCH', `/api/clients/${client('Domaine Petit')}`, { ville: 'Beaune' })).status).toBe(200);
    expect((await readBoth()).patched).toBe(2);

    const bulk = await camille.post('/api/missions/bulk', { missionIds: [mission('Atelier Roux'), mission('Domaine Petit')], stageId: stageId(bilan, 'Saisie terminée') });
    expect(bulk.status).toBe(200);
    const { campaign, whole, patched } = await readBoth();
    expect([rowOf(campaign, mission('Atelier Roux'))?.stageId, rowOf(campaign, mission('Domaine Petit'))?.stageId]).toEqual([
      stageId(bilan, 'Saisie terminée'),
      stageId(bilan, 'Saisie terminée'),
    ]);
    expect({ whole, patched }).toEqual({ whole: 0, patched: 2 });
  });

  it('reads the list whole when a rename moves a client’s rows or a client gains a mission, and keeps it sorted', async () => {
    expect((await camille.request('PATCH', `/api/clients/${client('Atelier Roux')}`, { raisonSociale: 'Menuiserie Roux' })).status).toBe(200);
    const renamed = await readBoth();
    expect(renamed.campaign.map((row) => row.raisonSociale)).toEqual(['Boulangerie Leroy', 'Cave Martin', 'Domaine Petit', 'Menuiserie Roux']);
    expect(renamed.whole).toBe(2);

    await createMission({ clientId: client('Domaine Petit'), templateId: juridique.id });
    const added = await readBoth();
    expect(added.all.filter((row) => row.clientId === client('Domaine Petit'))).toHaveLength(2);
    expect(added.whole).toBe(1);
  });
});

describe('GET /api/missions?clients=', () => {
  it('answers only those clients’ missions under the list’s filters, neither versioned nor read whole', async () => {
    const { result, whole } = await listReads(() => camille.get(`${CAMPAIGN_PATH}&clients=${client('Cave Martin')},${client('Domaine Petit')}`));
    expect(rowsOf(result).map((row) => row.id)).toEqual([mission('Cave Martin'), mission('Domaine Petit')]);
    expect(result.headers.get('etag')).toBeNull();
    expect(whole).toBe(0);
  });

  it('refuses a malformed list of clients in French', async () => {
    expect(await camille.get('/api/missions?clients=abc')).toMatchObject({ status: 400, json: { error: { message: 'clients : identifiants de clients séparés par des virgules' } } });
  });
});

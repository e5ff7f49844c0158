import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MISSION_MESSAGES, missionDetailSchema, type MissionRow } from '../../../shared/missions/api.ts';
import { missionListSchema } from '../../../shared/missions/list-query.ts';
import { TEMPLATE_MESSAGES } from '../../../shared/missions/templates.ts';
import { activityLog, clientCollaborators } from '../../db/schema/index.ts';
import { BENOIT, MISSING_ID } from '../../testing/signed-in-app.ts';
import { createMissionsApp, stageId } from './testing/missions-app.ts';

const { t, camille, camilleId, bilan, juridique, createMission, countMissions } = await createMissionsApp();
const benoitId = (await t.createUser(BENOIT)).id;
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await camille.get(`/api/missions${query}`);
  expect(response.status).toBe(200);
  return missionListSchema.parse(response.json).missions;
};
const journalOf = async (entityId: string) =>
  (await t.db.select().from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(activityLog.id)).map((e) => [e.action, e.field, e.oldValue, e.newValue]);

/** A client with an IS profile closing on 31 December: its échéances hold a liasse for each exercise. */
const clientWithLiasse = async (raisonSociale: string) => {
  const response = await camille.post('/api/clients', { raisonSociale, regimeImposition: 'is', dateCloture: '2025-12-31' });
  expect(response.status).toBe(201);
  return (response.json as { id: string }).id;
};

describe('POST /api/missions', () => {
  it('creates the mission on the first stage, its responsible the client’s first collaborator, its target dates from the rules, journalled', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Garage Petit' });
    await t.db.insert(clientCollaborators).values([
      { clientId, collaboratorId: benoitId, createdAt: new Date('2025-01-01T10:00:00Z') },
      { clientId, collaboratorId: camilleId, createdAt: new Date('2025-02-01T10:00:00Z') },
    ]);

    const mission = await createMission({ clientId });
    expect(missionDetailSchema.parse(mission)).toMatchObject({
      clientId,
      raisonSociale: 'Garage Petit',
      templateId: bilan.id,
      templateName: 'Bilan et liasse',
      closingDate: '2026-12-31',
      stageId: stageId(bilan, 'Pièces reçues'),
      status: 'en_cours',
      responsibleId: benoitId,
      reviewerId: null,
      onlineFiling: true,
      checklistDone: 0,
      checklistTotal: 4,
      tasks: [],
    });
    // No fiscal profile: no liasse échéance, so neither the liasse stage nor the one after it has a date.
    expect(mission.stages.map((stage) => [stage.name, stage.targetDate, stage.doneAt])).toEqual([
      ['Pièces reçues', '2027-01-31', null],
      ['Saisie terminée', '2027-02-28', null],
      ['Révision', '2027-03-31', null],
      ['Liasse télétransmise', null, null],
      ['Comptes présentés au client', null, null],
    ]);
    expect(await journalOf(mission.id)).toEqual([['create', 'template', null, 'Bilan et liasse — clôture 31/12/2026']]);
  });

  it('dates the liasse stage from the client’s liasse échéance of that exercise, and the stage after it from there', async () => {
    const mission = await createMission({ clientId: await clientWithLiasse('Menuiserie Roux') });
    expect(mission.stages.slice(3).map((stage) => [stage.name, stage.targetDate])).toEqual([
      ['Liasse télétransmise', '2027-05-04'],
      ['Comptes présentés au client', '2027-05-19'],
    ]);
  });

  it('takes the responsible given, or none with null', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Atelier Sud' }, { collaborators: [benoitId] });
    expect(await createMission({ clientId, responsibleId: camilleId })).toMatchObject({ responsibleId: camilleId });
    expect(await createMission({ clientId, templateId: juridique.id, responsibleId: null })).toMatchObject({ responsibleId: null });
  });

  it('refuses in French, writing nothing: a second mission for the same exercise (409), an inactive or unknown client, an unknown template or user', async () => {
    const clientId = await t.insertClient({ raisonSociale: 'Doublon SARL' });
    await createMission({ clientId });
    const inactive = await t.insertClient({ raisonSociale: 'Ancien Client', status: 'inactif' });
    const before = await countMissions();
    const post = (body: object) => camille.post('/api/missions', { clientId, templateId: bilan.id, closingDate: '2026-12-31', ...body });

    expect(await post({})).toMatchObject({ status: 409, json: { error: { code: 'CONFLICT', message: MISSION_MESSAGES.duplicate } } });
    expect(await post({ clientId: inactive })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.clientInactive } } });
    expect(await post({ clientId: MISSING_ID })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.clientUnknown } } });
    expect(await post({ templateId: MISSING_ID, closingDate: '2025-12-31' })).toMatchObject({ status: 400, json: { error: { message: TEMPLATE_MESSAGES.templateUnknown } } });
    expect(await post({ closingDate: '2025-12-31', responsibleId: MISSING_ID })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.userUnknown } } });
    expect(await post({ closingDate: '2025-02-30' })).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Date invalide' } } });
    expect(await countMissions()).toBe(before);
  });
});

describe('GET /api/missions', () => {
  it('lists the missions by raison sociale, filtered by template, closing range and client, the dates of each stage of the template in its order, no null field', async () => {
    const zebre = await t.insertClient({ raisonSociale: 'Zèbre Conseil' });
    const abeille = await t.insertClient({ raisonSociale: 'Abeille Bio' });
    const first = await createMission({ clientId: zebre });
    const second = await createMission({ clientId: abeille });
    const older = await createMission({ clientId: abeille, closingDate: '2025-12-31' });
    const legal = await createMission({ clientId: abeille, templateId: juridique.id });

    const campaign = await list(`?templateId=${bilan.id}&closingFrom=2026-01-01&closingTo=2026-12-31`);
    const ours = campaign.filter((row) => [zebre, abeille].includes(row.clientId));
    expect(ours.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(campaign.map((row) => row.raisonSociale)).toEqual([...campaign.map((row) => row.raisonSociale)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const row = ours[0] as MissionRow;
    expect(row).toEqual({
      id: second.id,
      clientId: abeille,
      raisonSociale: 'Abeille Bio',
      templateId: bilan.id,
      closingDate: '2026-12-31',
      stageId: stageId(bilan, 'Pièces reçues'),
      status: 'en_cours',
      checklistDone: 0,
      checklistTotal: 4,
      // No liasse échéance: the last two stages have no date.
      stages: [{ targetDate: '2027-01-31' }, { targetDate: '2027-02-28' }, { targetDate: '2027-03-31' }, {}, {}],
    });
    expect(second.stages.map((stage) => stage.stageId)).toEqual(bilan.stages.map((stage) => stage.id));
    expect((await list(`?clientId=${abeille}`)).map((mission) => mission.id).sort()).toEqual([second.id, older.id, legal.id].sort());
    expect((await list(`?clientId=${abeille}&closingTo=2025-12-31`)).map((mission) => mission.id)).toEqual([older.id]);
  });

  it('answers gzipped, then 304 while nothing changed, and a new list after a write', async () => {
    const first = await camille.request('GET', '/api/missions', undefined, { 'accept-encoding': 'gzip' });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"missions\./);
    expect(await camille.request('GET', '/api/missions', undefined, { 'if-none-match': etag })).toMatchObject({ status: 304 });
    await createMission({ clientId: await t.insertClient({ raisonSociale: 'Nouveau Venu' }) });
    const after = await camille.request('GET', '/api/missions', undefined, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect((after.json as { missions: MissionRow[] }).missions.some((row) => row.raisonSociale === 'Nouveau Venu')).toBe(true);
    const raw = await t.app.request('/api/missions', { headers: { cookie: camille.cookieHeader(), 'accept-encoding': 'gzip' } });
    expect(missionListSchema.safeParse(JSON.parse(gunzipSync(Buffer.from(await raw.arrayBuffer())).toString())).success).toBe(true);
  });

  it('refuses a reversed closing range or a malformed id in French', async () => {
    expect(await camille.get('/api/missions?closingFrom=2026-12-31&closingTo=2026-01-01')).toMatchObject({
      status: 400,
      json: { error: { message: MISSION_MESSAGES.rangeReversed } },
    });
    expect(await camille.get('/api/missions?templateId=abc')).toMatchObject({ status: 400, json: { error: { message: 'Identifiant de modèle invalide' } } });
  });
});

describe('the OpenAPI document', () => {
  it('declares every Production route under its tag', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json as { paths: Record<string, Record<string, { tags: string[] }>> };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/mission'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation.tags]));
    expect(operations.map(([operation]) => operation)).toEqual(
      expect.arrayContaining([
        'GET /api/mission-templates',
        'POST /api/mission-templates',
        'PUT /api/mission-templates/{id}',
        'DELETE /api/mission-templates/{id}',
        'GET /api/missions',
        'POST /api/missions',
        'GET /api/missions/{id}',
        'PATCH /api/missions/{id}',
        'POST /api/missions/campaigns',
        'POST /api/missions/campaigns/preview',
        'POST /api/missions/bulk',
      ]),
    );
    expect(operations.every(([, tags]) => JSON.stringify(tags) === JSON.stringify(['Production']))).toBe(true);
  });
});

describe('GET /api/missions/{id}', () => {
  it('gives the sheet: stages with names and checklists, and the mission’s tasks', async () => {
    const mission = await createMission({ clientId: await t.insertClient({ raisonSociale: 'Fiche SARL' }) });
    const taskId = await t.insertTask({ title: 'Relancer les relevés', missionId: mission.id });
    const response = await camille.get(`/api/missions/${mission.id}`);
    expect(response.status).toBe(200);
    const sheet = missionDetailSchema.parse(response.json);
    expect(sheet.stages[0]).toMatchObject({
      name: 'Pièces reçues',
      doneByName: null,
      checklist: [
        { label: 'Relevés bancaires de l’exercice', done: false },
        { label: 'Factures d’achats et de ventes', done: false },
        { label: 'Inventaire des stocks', done: false },
        { label: 'État des immobilisations', done: false },
      ],
    });
    expect(sheet.tasks).toEqual([{ id: taskId, title: 'Relancer les relevés', status: 'a_faire', dueDate: null }]);
  });

  it('answers 404 for an unknown mission', async () => {
    expect(await camille.get(`/api/missions/${MISSING_ID}`)).toMatchObject({ status: 404, json: { error: { message: MISSION_MESSAGES.missionUnknown } } });
  });
});

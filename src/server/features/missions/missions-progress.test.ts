import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { progressSchema, type Progress } from '../../../shared/missions/api.ts';
import { clients, missions, missionTemplates } from '../../db/schema/index.ts';
import { insertMission, insertTemplate, type TemplateRows } from '../../testing/mission-rows.ts';
import { BENOIT, createSignedInApp, MISSING_ID } from '../../testing/signed-in-app.ts';
import { getMissionsProgress } from './missions-progress.service.ts';

const { t, camille, camilleId } = await createSignedInApp();
const benoitId = (await t.createUser(BENOIT)).id;
afterAll(() => t.close());

const STAGES = [{ name: 'Pièces reçues' }, { name: 'Saisie terminée' }, { name: 'Révision' }];
let template: TemplateRows;
let clientIds: string[];

beforeEach(async () => {
  await t.db.delete(missions);
  await t.db.delete(missionTemplates);
  await t.db.delete(clients);
  template = await insertTemplate(t.db, { name: 'Bilan', stages: STAGES });
  clientIds = await t.addClients(8);
});

const client = (index: number) => clientIds[index] ?? '';
/** Wednesday 7 January 2026, 10:00 Paris. */
const OPENED_2026 = new Date('2026-01-07T09:00:00Z');
const OPENED_2025 = new Date('2025-01-06T09:00:00Z');

describe('the « Avancement » curve', () => {
  it('gives per week since the opening (Paris) the share of the campaign past each stage; last year to its last done week', async () => {
    // Created on Sunday 4 January 23:30 UTC: already Monday 5 January in Paris, the first week.
    await insertMission(t.db, { clientId: client(0), template, closingDate: '2026-06-30', targetDates: ['2026-01-10'], createdAt: new Date('2026-01-04T23:30:00Z') });
    await insertMission(t.db, {
      clientId: client(1), template, closingDate: '2026-12-31', stage: 2, responsibleId: camilleId, createdAt: OPENED_2026,
      doneAt: ['2026-01-08', '2026-01-20'], targetDates: [null, null, '2026-01-20'],
    });
    await insertMission(t.db, {
      clientId: client(2), template, closingDate: '2026-03-31', stage: 1, status: 'en_attente_client', waitingReason: 'Relevés bancaires de décembre manquants',
      responsibleId: camilleId, createdAt: OPENED_2026, doneAt: ['2026-01-12'], targetDates: [null, '2026-01-25'],
    });
    await insertMission(t.db, {
      clientId: client(3), template, closingDate: '2026-09-30', stage: 2, status: 'terminee', responsibleId: benoitId, createdAt: OPENED_2026,
      doneAt: ['2026-01-09', '2026-01-09', '2026-01-09'], targetDates: ['2026-01-01', '2026-01-01', '2026-01-01'],
    });
    // Left out: abandoned, another exercise, another template.
    await insertMission(t.db, { clientId: client(4), template, closingDate: '2026-12-31', status: 'abandonnee', responsibleId: camilleId, doneAt: ['2026-01-06'], createdAt: OPENED_2026 });
    await insertMission(t.db, { clientId: client(4), template, closingDate: '2027-12-31', responsibleId: camilleId, doneAt: ['2026-01-06'], createdAt: OPENED_2026 });
    const other = await insertTemplate(t.db, { name: 'Juridique', stages: STAGES });
    await insertMission(t.db, { clientId: client(5), template: other, closingDate: '2026-12-31', responsibleId: camilleId, doneAt: ['2026-01-06'], createdAt: OPENED_2026 });
    // Last year's, finished: one stage done before the opening counts in its first week.
    await insertMission(t.db, {
      clientId: client(6), template, closingDate: '2025-12-31', stage: 2, status: 'terminee', createdAt: OPENED_2025,
      doneAt: ['2025-01-06', '2025-01-14', '2025-01-15'],
    });
    await insertMission(t.db, {
      clientId: client(7), template, closingDate: '2025-12-31', stage: 2, status: 'terminee', createdAt: OPENED_2025,
      doneAt: ['2024-12-30', '2025-01-07', '2025-01-20'],
    });

    const progress = await getMissionsProgress({ db: t.db, templateId: template.id, year: 2026, today: '2026-01-21' });
    expect(progressSchema.safeParse(progress).error).toBeUndefined();
    expect(progress.current).toEqual({
      missionCount: 4,
      weeks: [
        { weekStart: '2026-01-05', shares: [0.5, 0.25, 0.25] },
        { weekStart: '2026-01-12', shares: [0.75, 0.25, 0.25] },
        { weekStart: '2026-01-19', shares: [0.75, 0.5, 0.25] },
      ],
    });
    expect(progress.previous).toEqual({
      missionCount: 2,
      weeks: [
        { weekStart: '2025-01-06', shares: [1, 0.5, 0] },
        { weekStart: '2025-01-13', shares: [1, 1, 0.5] },
        { weekStart: '2025-01-20', shares: [1, 1, 1] },
      ],
    });
    expect(progress.collaborators).toEqual([
      { userId: benoitId, name: 'Benoît Leroy', open: 0, late: 0, waiting: 0, done: 1 },
      { userId: camilleId, name: 'Camille Dupont', open: 2, late: 1, waiting: 1, done: 0 },
      { userId: null, name: 'Non assigné', open: 1, late: 1, waiting: 0, done: 0 },
    ]);
  });

  it('rounds shares to four decimals and runs an open campaign to this week', async () => {
    for (const index of [0, 1, 2]) {
      await insertMission(t.db, { clientId: client(index), template, closingDate: '2026-12-31', createdAt: OPENED_2026, doneAt: index === 0 ? ['2026-01-07'] : [] });
    }
    const { current, previous } = await getMissionsProgress({ db: t.db, templateId: template.id, year: 2026, today: '2026-01-26' });
    expect(current.weeks.map((week) => week.weekStart)).toEqual(['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26']);
    expect(current.weeks.at(-1)?.shares).toEqual([0.3333, 0, 0]);
    expect(previous).toBeNull();
  });

  it('is empty for a year without missions', async () => {
    await insertMission(t.db, { clientId: client(0), template, closingDate: '2025-12-31', status: 'terminee', createdAt: OPENED_2025, doneAt: ['2025-02-01'] });
    expect(await getMissionsProgress({ db: t.db, templateId: template.id, year: 2027, today: '2026-01-26' })).toEqual({
      current: { weeks: [], missionCount: 0 },
      previous: null,
      collaborators: [],
    });
  });
});

describe('GET /api/missions/progress', () => {
  it('answers the campaign of the year asked for', async () => {
    await insertMission(t.db, { clientId: client(0), template, closingDate: '2026-12-31', responsibleId: camilleId, createdAt: OPENED_2026 });
    const response = await camille.get(`/api/missions/progress?templateId=${template.id}&year=2026`);
    expect(response.status).toBe(200);
    const progress = response.json as Progress;
    expect(progress.current.missionCount).toBe(1);
    expect(progress.current.weeks[0]).toEqual({ weekStart: '2026-01-05', shares: [0, 0, 0] });
    expect(progress.collaborators).toEqual([{ userId: camilleId, name: 'Camille Dupont', open: 1, late: 0, waiting: 0, done: 0 }]);
  });

  it('refuses in French an unknown template, a bad year, a missing template, and a caller not signed in', async () => {
    const unknown = await camille.get(`/api/missions/progress?templateId=${MISSING_ID}&year=2026`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Modèle de mission introuvable' } });
    for (const [query, message] of [
      [`templateId=${template.id}&year=deux-mille`, 'Année invalide'],
      [`templateId=${template.id}&year=1999`, 'Année invalide (2000 à 2100)'],
      ['templateId=abc&year=2026', 'Identifiant de modèle invalide'],
    ] as const) {
      const response = await camille.get(`/api/missions/progress?${query}`);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.json)).toContain(message);
    }
    expect((await camille.get('/api/missions/progress?year=2026')).status).toBe(400);
    expect((await t.client().get(`/api/missions/progress?templateId=${template.id}&year=2026`)).status).toBe(401);
  });
});

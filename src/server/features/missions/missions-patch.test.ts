import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { parisToday } from '../../../shared/dates.ts';
import { MISSION_MESSAGES, type MissionDetail } from '../../../shared/missions/api.ts';
import { obligationEntityId } from '../../../shared/obligations/journal.ts';
import { activityLog, clientObligations } from '../../db/schema/index.ts';
import type { BusEvent } from '../../realtime/change-bus.ts';
import { BENOIT, CAMILLE, MISSING_ID } from '../../testing/signed-in-app.ts';
import { createMissionsApp, stageId } from './testing/missions-app.ts';

const { t, camille, camilleId, bilan, juridique, createMission, patch } = await createMissionsApp();
const benoit = await t.signedIn(BENOIT);
afterAll(() => t.close());

const today = parisToday();
const stage = (name: string) => stageId(bilan, name);
const sheetOf = (response: { status: number; json: unknown; text: string }) => {
  expect(response.status, response.text).toBe(200);
  return response.json as MissionDetail;
};
const dates = (mission: MissionDetail) => mission.stages.map((s) => [s.name, s.doneAt, s.doneByName]);
const journalOf = async (entityId: string) =>
  (await t.db.select().from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(activityLog.id))
    .filter((e) => e.action === 'update')
    .map((e) => [e.userName, e.field, e.oldValue, e.newValue]);
const newMission = async (name: string, template = bilan) => createMission({ clientId: await t.insertClient({ raisonSociale: name }), templateId: template.id });

describe('PATCH /api/missions/{id}: stages', () => {
  it('reaching a stage marks the earlier ones done today by the caller, keeping those already done; going back clears from that stage on', async () => {
    const mission = await newMission('Étapes SARL');
    const forward = sheetOf(await patch(mission.id, { stageId: stage('Révision') }));
    expect(forward.stageId).toBe(stage('Révision'));
    expect(dates(forward)).toEqual([
      ['Pièces reçues', today, CAMILLE.fullName],
      ['Saisie terminée', today, CAMILLE.fullName],
      ['Révision', null, null],
      ['Liasse télétransmise', null, null],
      ['Comptes présentés au client', null, null],
    ]);
    // Benoît goes further: Camille's dates stay hers.
    const further = sheetOf(await benoit.client.request('PATCH', `/api/missions/${mission.id}`, { stageId: stage('Liasse télétransmise') }));
    expect(dates(further).slice(0, 3)).toEqual([
      ['Pièces reçues', today, CAMILLE.fullName],
      ['Saisie terminée', today, CAMILLE.fullName],
      ['Révision', today, BENOIT.fullName],
    ]);
    const back = sheetOf(await patch(mission.id, { stageId: stage('Saisie terminée') }));
    expect(dates(back).slice(0, 3)).toEqual([
      ['Pièces reçues', today, CAMILLE.fullName],
      ['Saisie terminée', null, null],
      ['Révision', null, null],
    ]);
    expect(await journalOf(mission.id)).toEqual([
      [CAMILLE.fullName, 'stage', 'Pièces reçues', 'Révision'],
      [BENOIT.fullName, 'stage', 'Révision', 'Liasse télétransmise'],
      [CAMILLE.fullName, 'stage', 'Liasse télétransmise', 'Saisie terminée'],
    ]);
  });

  it('« Terminée » marks every stage done, and reopening stands on the last stage again', async () => {
    const mission = await newMission('Terminée SA');
    const finished = sheetOf(await patch(mission.id, { status: 'terminee' }));
    expect(finished).toMatchObject({ status: 'terminee', stageId: stage('Comptes présentés au client') });
    expect(finished.stages.every((s) => s.doneAt === today)).toBe(true);
    const reopened = sheetOf(await patch(mission.id, { status: 'en_cours' }));
    expect(reopened).toMatchObject({ status: 'en_cours', stageId: stage('Comptes présentés au client') });
    expect(reopened.stages.map((s) => s.doneAt)).toEqual([today, today, today, today, null]);
    // A move from « Terminée » reopens the mission on that stage.
    sheetOf(await patch(mission.id, { status: 'terminee' }));
    expect(sheetOf(await patch(mission.id, { stageId: stage('Révision') }))).toMatchObject({ status: 'en_cours', stageId: stage('Révision') });
  });

  it('dates a stage « after the previous one » from the day the previous one was done', async () => {
    const clientId = (await camille.post('/api/clients', { raisonSociale: 'Précédente SAS', regimeImposition: 'is', dateCloture: '2025-12-31' })).json as { id: string };
    const mission = await createMission({ clientId: clientId.id });
    expect(mission.stages[4]?.targetDate).toBe('2027-05-19');
    const done = sheetOf(await patch(mission.id, { stageId: stage('Comptes présentés au client') }));
    const fifteenDaysLater = new Date(Date.parse(`${today}T00:00:00Z`) + 15 * 86_400_000).toISOString().slice(0, 10);
    expect(done.stages[4]?.targetDate).toBe(fifteenDaysLater);
    // Undone again: back to the liasse's date.
    expect(sheetOf(await patch(mission.id, { stageId: stage('Révision') })).stages[4]?.targetDate).toBe('2027-05-19');
  });

  it('refuses a stage of another template and writes nothing', async () => {
    const mission = await newMission('Autre Modèle SARL');
    expect(await patch(mission.id, { stageId: stageId(juridique, 'Convocation') })).toMatchObject({
      status: 400,
      json: { error: { message: MISSION_MESSAGES.stageOfOtherTemplate } },
    });
    expect(await patch(mission.id, { stageId: MISSING_ID })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.stageOfOtherTemplate } } });
    expect(sheetOf(await camille.get(`/api/missions/${mission.id}`))).toMatchObject({ stageId: stage('Pièces reçues'), updatedAt: mission.updatedAt });
    expect(await journalOf(mission.id)).toEqual([]);
  });

  it('two colleagues moving the same card at once: the later write wins, both are journalled, each with the stage it replaced', async () => {
    const mission = await newMission('Concurrence SARL');
    const [mine, theirs] = await Promise.all([
      patch(mission.id, { stageId: stage('Révision') }),
      benoit.client.request('PATCH', `/api/missions/${mission.id}`, { stageId: stage('Saisie terminée') }),
    ]);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    const entries = await journalOf(mission.id);
    expect(entries).toHaveLength(2);
    const [first, second] = entries;
    // The second write read what the first wrote.
    expect(first?.[2]).toBe('Pièces reçues');
    expect(second?.[2]).toBe(first?.[3]);
    const final = sheetOf(await camille.get(`/api/missions/${mission.id}`));
    expect(final.stages.find((s) => s.stageId === final.stageId)?.name).toBe(second?.[3]);
  });
});

describe('PATCH /api/missions/{id}: status and fields', () => {
  it('« en attente client » needs a reason, other statuses clear it', async () => {
    const mission = await newMission('Attente SARL');
    expect(await patch(mission.id, { status: 'en_attente_client' })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.waitingReasonRequired } } });
    expect(await patch(mission.id, { status: 'en_attente_client', waitingReason: '  ' })).toMatchObject({ status: 400 });
    expect(sheetOf(await patch(mission.id, { status: 'en_attente_client', waitingReason: 'Relevés de décembre' }))).toMatchObject({
      status: 'en_attente_client',
      waitingReason: 'Relevés de décembre',
    });
    // Emptying the reason of a waiting mission is refused too.
    expect(await patch(mission.id, { waitingReason: null })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.waitingReasonRequired } } });
    expect(sheetOf(await patch(mission.id, { status: 'en_cours' }))).toMatchObject({ status: 'en_cours', waitingReason: null });
    expect(await journalOf(mission.id)).toEqual([
      [CAMILLE.fullName, 'status', 'en_cours', 'en_attente_client'],
      [CAMILLE.fullName, 'waitingReason', null, 'Relevés de décembre'],
      [CAMILLE.fullName, 'status', 'en_attente_client', 'en_cours'],
      [CAMILLE.fullName, 'waitingReason', 'Relevés de décembre', null],
    ]);
  });

  it('sets the responsible, reviewer, budget and notes, journalled; an unknown user is refused', async () => {
    const mission = await newMission('Champs SARL');
    const sheet = sheetOf(await patch(mission.id, { responsibleId: camilleId, reviewerId: benoit.user.id, budgetHours: 12.5, notes: 'Inventaire au 31/12' }));
    expect(sheet).toMatchObject({ responsibleId: camilleId, reviewerId: benoit.user.id, budgetHours: 12.5, notes: 'Inventaire au 31/12' });
    expect(await patch(mission.id, { reviewerId: MISSING_ID })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.userUnknown } } });
    expect(await patch(mission.id, { budgetHours: -1 })).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.budgetInvalid } } });
    expect(await patch(mission.id, {})).toMatchObject({ status: 400, json: { error: { message: MISSION_MESSAGES.nothingToChange } } });
    expect(await journalOf(mission.id)).toEqual([
      [CAMILLE.fullName, 'responsibleId', null, camilleId],
      [CAMILLE.fullName, 'reviewerId', null, benoit.user.id],
      [CAMILLE.fullName, 'budgetHours', null, '12.5'],
      [CAMILLE.fullName, 'notes', null, 'Inventaire au 31/12'],
    ]);
  });

  it('ticks checklist items, counted on the current stage; an item out of range is refused', async () => {
    const mission = await newMission('Coches SARL');
    const first = stage('Pièces reçues');
    const sheet = sheetOf(await patch(mission.id, { checklist: [{ stageId: first, index: 0, done: true }, { stageId: first, index: 2, done: true }] }));
    expect(sheet).toMatchObject({ checklistDone: 2, checklistTotal: 4 });
    expect(sheet.stages[0]?.checklist.map((item) => item.done)).toEqual([true, false, true, false]);
    expect(await patch(mission.id, { checklist: [{ stageId: first, index: 4, done: true }] })).toMatchObject({
      status: 400,
      json: { error: { message: MISSION_MESSAGES.checklistOutOfRange } },
    });
    expect(await patch(mission.id, { checklist: [{ stageId: stageId(juridique, 'Convocation'), index: 0, done: true }] })).toMatchObject({
      status: 400,
      json: { error: { message: MISSION_MESSAGES.stageOfOtherTemplate } },
    });
    expect(sheetOf(await patch(mission.id, { checklist: [{ stageId: first, index: 2, done: false }] })).checklistDone).toBe(1);
    expect((await journalOf(mission.id)).map((entry) => entry.slice(1))).toEqual([
      ['checklist', 'Pièces reçues › Relevés bancaires de l’exercice : à faire', 'Pièces reçues › Relevés bancaires de l’exercice : fait'],
      ['checklist', 'Pièces reçues › Inventaire des stocks : à faire', 'Pièces reçues › Inventaire des stocks : fait'],
      ['checklist', 'Pièces reçues › Inventaire des stocks : fait', 'Pièces reçues › Inventaire des stocks : à faire'],
    ]);
  });

  it('« Dépôt en ligne » moves the dépôt au greffe’s target: two months after the AG online, one on paper', async () => {
    const mission = await newMission('Greffe SARL', juridique);
    expect(mission.stages.map((s) => s.targetDate)).toEqual(['2027-05-31', '2027-06-30', '2027-08-30']);
    const paper = sheetOf(await patch(mission.id, { onlineFiling: false }));
    expect(paper.stages.map((s) => s.targetDate)).toEqual(['2027-05-31', '2027-06-30', '2027-07-30']);
  });
});

describe('the liasse échéance', () => {
  const liasseOf = async (clientId: string, period: string) =>
    (await t.db.select().from(clientObligations).where(and(eq(clientObligations.clientId, clientId), eq(clientObligations.kind, 'liasse'), eq(clientObligations.period, period))))[0];

  it('is marked done when the stage tied to it is done, in the journal with the reason; going back does not reopen it', async () => {
    const { id: clientId } = (await camille.post('/api/clients', { raisonSociale: 'Liasse SARL', regimeImposition: 'is', dateCloture: '2025-12-31' })).json as { id: string };
    const mission = await createMission({ clientId, closingDate: '2025-12-31' });
    expect(await liasseOf(clientId, '2025')).toMatchObject({ status: 'a_faire' });
    // Reaching the liasse stage leaves it to do; going past it does it.
    sheetOf(await patch(mission.id, { stageId: stage('Liasse télétransmise') }));
    expect(await liasseOf(clientId, '2025')).toMatchObject({ status: 'a_faire' });
    sheetOf(await patch(mission.id, { stageId: stage('Comptes présentés au client') }));
    expect(await liasseOf(clientId, '2025')).toMatchObject({ status: 'fait', statusBy: camilleId });
    // The next exercise's liasse is not this mission's.
    expect(await liasseOf(clientId, '2026')).toMatchObject({ status: 'a_faire' });
    expect(await journalOf(obligationEntityId({ clientId, kind: 'liasse', period: '2025' }))).toEqual([
      [CAMILLE.fullName, 'status', 'a_faire', 'fait'],
      [CAMILLE.fullName, 'statusReason', null, 'Étape « Liasse télétransmise » de la mission Bilan et liasse'],
    ]);
    sheetOf(await patch(mission.id, { stageId: stage('Révision') }));
    expect(await liasseOf(clientId, '2025')).toMatchObject({ status: 'fait' });
  });
});

describe('live updates', () => {
  it('tells every server instance which mission changed, once committed', async () => {
    const mission = await newMission('Direct SARL');
    const heard: BusEvent[] = [];
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const unsubscribe = t.database.changes.subscribe((event) => {
      if (event.type === 'gap') listening();
      heard.push(event);
    });
    await ready;
    sheetOf(await patch(mission.id, { stageId: stage('Révision') }));
    await expect
      .poll(() => heard.some((event) => event.type === 'change' && event.notice.entities.some((e) => e.entity === 'mission' && e.entityId === mission.id && e.clientId === mission.clientId)))
      .toBe(true);
    unsubscribe?.();
  });
});

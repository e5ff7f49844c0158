import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEMPLATE_MESSAGES, templateListSchema, type MissionTemplate, type TemplateInput } from '../../../shared/missions/templates.ts';
import { activityLog, firmSettings, missionTemplates } from '../../db/schema/index.ts';
import { MISSING_ID } from '../../testing/signed-in-app.ts';
import { createMissionsApp, stageId } from './testing/missions-app.ts';
import { SHIPPED_TEMPLATES_SETTING, seedShippedTemplates } from './shipped-templates.ts';

const { t, camille, admin, bilan, createMission, patch } = await createMissionsApp();
afterAll(() => t.close());

const templates = async () => templateListSchema.parse((await camille.get('/api/mission-templates')).json).templates;
const put = (id: string, body: unknown) => admin.request('PUT', `/api/mission-templates/${id}`, body);
const asInput = (template: MissionTemplate): TemplateInput => ({ name: template.name, kind: template.kind, stages: template.stages });
const journalOf = async (entityId: string) =>
  (await t.db.select().from(activityLog).where(eq(activityLog.entityId, entityId)).orderBy(activityLog.id)).map((e) => [e.action, e.field, e.oldValue, e.newValue]);
const simple = (name: string): TemplateInput => ({
  name,
  kind: 'ponctuelle',
  stages: [
    { name: 'Lettre de mission', checklist: ['Signée'], rule: { type: 'after_closing', amount: 10, unit: 'days' } },
    { name: 'Rendu', checklist: [], rule: { type: 'after_previous', amount: 1, unit: 'months' } },
  ],
});

describe('GET /api/mission-templates', () => {
  it('lists the shipped templates for everyone, stages in order with checklists and rules', async () => {
    const listed = await templates();
    expect(listed.map((template) => template.name)).toEqual(['Bilan et liasse', 'Juridique annuel']);
    expect(listed[0]?.stages.map((stage) => stage.name)).toEqual(['Pièces reçues', 'Saisie terminée', 'Révision', 'Liasse télétransmise', 'Comptes présentés au client']);
    expect(listed[0]?.stages[3]).toMatchObject({ checklist: ['Liasse validée par le client', 'Accusé de réception EDI'], rule: { type: 'obligation', kind: 'liasse' } });
    expect(listed[1]?.stages[2]?.rule).toEqual({ type: 'after_previous', amount: 1, unit: 'months', onlineAmount: 2 });
  });
});

describe('the shipped templates', () => {
  it('are inserted once: not again at the next start, nor after the firm deleted them', async () => {
    expect(await seedShippedTemplates({ db: t.db })).toBe(false);
    const [flag] = await t.db.select().from(firmSettings).where(eq(firmSettings.key, SHIPPED_TEMPLATES_SETTING.key));
    expect(flag?.value).toBe(true);
    const juridique = (await templates()).find((template) => template.name === 'Juridique annuel');
    expect(await admin.request('DELETE', `/api/mission-templates/${juridique?.id}`)).toMatchObject({ status: 204 });
    expect(await seedShippedTemplates({ db: t.db })).toBe(false);
    expect((await templates()).map((template) => template.name)).toEqual(['Bilan et liasse']);
    // Put back for the other tests, as an admin would.
    const back = await admin.post('/api/mission-templates', { name: 'Juridique annuel', kind: 'exercice', stages: juridique?.stages.map(({ name, checklist, rule }) => ({ name, checklist, rule })) });
    expect(back.status).toBe(201);
  });

  it('are inserted by one of several instances starting together', async () => {
    await t.db.delete(firmSettings).where(eq(firmSettings.key, SHIPPED_TEMPLATES_SETTING.key));
    await t.db.execute(sql`DELETE FROM mission_templates WHERE name = 'Juridique annuel' AND NOT EXISTS (SELECT 1 FROM missions WHERE template_id = mission_templates.id)`);
    const results = await Promise.all([seedShippedTemplates({ db: t.db }), seedShippedTemplates({ db: t.db }), seedShippedTemplates({ db: t.db })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    // « Bilan et liasse » was still there: left alone, not doubled.
    expect((await templates()).map((template) => template.name).sort()).toEqual(['Bilan et liasse', 'Juridique annuel']);
  });
});

describe('POST /api/mission-templates', () => {
  it('adds a template last, journalled; a collaborateur is refused', async () => {
    expect(await camille.post('/api/mission-templates', simple('Refusé'))).toMatchObject({ status: 403 });
    const response = await admin.post('/api/mission-templates', simple('Prévisionnel'));
    expect(response).toMatchObject({ status: 201, json: { name: 'Prévisionnel', kind: 'ponctuelle', stages: [{ name: 'Lettre de mission' }, { name: 'Rendu' }] } });
    const created = response.json as MissionTemplate;
    expect((await templates()).at(-1)?.id).toBe(created.id);
    expect(await journalOf(created.id)).toEqual([['create', 'name', null, 'Prévisionnel']]);
  });

  it('refuses in French and writes nothing: a name taken (whatever the case), two stages of one name, a first stage after the previous one, no stage', async () => {
    const before = await t.db.select({ id: missionTemplates.id }).from(missionTemplates);
    expect(await admin.post('/api/mission-templates', simple('bilan ET LIASSE'))).toMatchObject({ status: 409, json: { error: { message: TEMPLATE_MESSAGES.nameTaken } } });
    const twice = { ...simple('Double'), stages: [simple('x').stages[0], { ...simple('x').stages[1], name: 'lettre de mission' }] };
    expect(await admin.post('/api/mission-templates', twice)).toMatchObject({ status: 400, json: { error: { message: TEMPLATE_MESSAGES.stageNamesUnique } } });
    const backwards = { ...simple('Inversé'), stages: [...simple('x').stages].reverse() };
    expect(await admin.post('/api/mission-templates', backwards)).toMatchObject({ status: 400, json: { error: { message: TEMPLATE_MESSAGES.firstStageAfterPrevious } } });
    expect(await admin.post('/api/mission-templates', { ...simple('Vide'), stages: [] })).toMatchObject({ status: 400, json: { error: { message: TEMPLATE_MESSAGES.stagesRequired } } });
    expect(await admin.post('/api/mission-templates', { ...simple('Règle'), stages: [{ name: 'A', checklist: [], rule: { type: 'obligation', kind: 'tva' } }] })).toMatchObject({
      status: 400,
      json: { error: { message: 'Échéance inconnue' } },
    });
    expect(await t.db.select({ id: missionTemplates.id }).from(missionTemplates)).toHaveLength(before.length);
  });
});

describe('PUT /api/mission-templates/{id}', () => {
  it('renames and reorders stages keeping their ids and the missions on them; a new stage gets its dates on every mission', async () => {
    const { json: created } = await admin.post('/api/mission-templates', { ...simple('Revue annuelle'), kind: 'exercice' });
    const template = created as MissionTemplate;
    const mission = await createMission({ clientId: await t.insertClient({ raisonSociale: 'Revue SARL' }), templateId: template.id });
    const [lettre, rendu] = template.stages;
    const input: TemplateInput = {
      name: 'Revue des comptes',
      kind: 'exercice',
      stages: [
        { ...lettre!, name: 'Lettre signée' },
        { name: 'Entretien', checklist: [], rule: { type: 'after_closing', amount: 2, unit: 'months' } },
        rendu!,
      ],
    };
    const response = await put(template.id, input);
    expect(response.status, response.text).toBe(200);
    const saved = response.json as MissionTemplate;
    expect(saved.stages.map((stage) => [stage.id === lettre?.id, stage.id === rendu?.id, stage.name])).toEqual([
      [true, false, 'Lettre signée'],
      [false, false, 'Entretien'],
      [false, true, 'Rendu'],
    ]);
    const sheet = (await camille.get(`/api/missions/${mission.id}`)).json as { stageId: string; stages: { name: string; targetDate: string | null }[] };
    expect(sheet.stageId).toBe(lettre?.id);
    expect(sheet.stages.map((stage) => [stage.name, stage.targetDate])).toEqual([
      ['Lettre signée', '2027-01-10'],
      ['Entretien', '2027-02-28'],
      ['Rendu', '2027-03-28'],
    ]);
    expect((await journalOf(template.id)).slice(1)).toEqual([
      ['update', 'name', 'Revue annuelle', 'Revue des comptes'],
      [
        'update',
        'stages',
        'Lettre de mission (Clôture + 10 jours, 1 point) › Rendu (Étape précédente + 1 mois, 0 point)',
        'Lettre signée (Clôture + 10 jours, 1 point) › Entretien (Clôture + 2 mois, 0 point) › Rendu (Étape précédente + 1 mois, 0 point)',
      ],
    ]);
  });

  it('refuses to remove a stage that missions stand on, naming the count, and writes nothing', async () => {
    const clients = await t.addClients(2);
    const missions = await Promise.all(clients.map((clientId) => createMission({ clientId, closingDate: '2027-12-31' })));
    for (const mission of missions) await patch(mission.id, { stageId: stageId(bilan, 'Révision') });
    const current = (await templates()).find((template) => template.id === bilan.id);
    const withoutRevision = { ...asInput(current!), stages: current!.stages.filter((stage) => stage.name !== 'Révision') };
    expect(await put(bilan.id, withoutRevision)).toMatchObject({ status: 400, json: { error: { message: TEMPLATE_MESSAGES.stageHasMissions('Révision', 2) } } });
    expect(TEMPLATE_MESSAGES.stageHasMissions('Révision', 2)).toBe("Impossible de supprimer l'étape « Révision » : 2 missions y sont");
    expect((await templates()).find((template) => template.id === bilan.id)).toEqual(current);
    // A stage nobody stands on goes, its missions' rows with it.
    const withoutFirst = { ...asInput(current!), stages: current!.stages.slice(1) };
    const saved = await put(bilan.id, withoutFirst);
    expect(saved.status, saved.text).toBe(200);
    const sheet = (await camille.get(`/api/missions/${missions[0]?.id}`)).json as { stages: unknown[] };
    expect(sheet.stages).toHaveLength(4);
    expect((await put(bilan.id, asInput(current!))).status).toBe(400);
  });

  it('refuses a stage of another template, a kind change under missions, an unknown template; 403 for a collaborateur', async () => {
    const current = (await templates()).find((template) => template.id === bilan.id)!;
    const juridique = (await templates()).find((template) => template.name === 'Juridique annuel')!;
    const foreign = { ...asInput(current), stages: [...current.stages, juridique.stages[0]!] };
    expect(await put(bilan.id, foreign)).toMatchObject({ status: 400, json: { error: { message: TEMPLATE_MESSAGES.stageUnknown } } });
    expect(await put(bilan.id, { ...asInput(current), kind: 'ponctuelle' })).toMatchObject({ status: 400, json: { error: { message: TEMPLATE_MESSAGES.kindLocked } } });
    expect(await put(MISSING_ID, asInput(current))).toMatchObject({ status: 404, json: { error: { message: TEMPLATE_MESSAGES.templateUnknown } } });
    expect(await camille.request('PUT', `/api/mission-templates/${bilan.id}`, asInput(current))).toMatchObject({ status: 403 });
    expect(await put(bilan.id, { ...asInput(current), name: 'Juridique annuel' })).toMatchObject({ status: 409 });
    expect((await templates()).find((template) => template.id === bilan.id)).toEqual(current);
  });
});

describe('DELETE /api/mission-templates/{id}', () => {
  it('is refused while missions use the template, naming the count; done otherwise, journalled', async () => {
    const used = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM missions WHERE template_id = ${bilan.id}::uuid`);
    const count = used.rows[0]?.n ?? 0;
    expect(await admin.request('DELETE', `/api/mission-templates/${bilan.id}`)).toMatchObject({
      status: 409,
      json: { error: { message: TEMPLATE_MESSAGES.templateHasMissions(count) } },
    });
    const { json } = await admin.post('/api/mission-templates', simple('Éphémère'));
    const id = (json as MissionTemplate).id;
    expect(await camille.request('DELETE', `/api/mission-templates/${id}`)).toMatchObject({ status: 403 });
    expect(await admin.request('DELETE', `/api/mission-templates/${id}`)).toMatchObject({ status: 204 });
    expect(await journalOf(id)).toEqual([
      ['create', 'name', null, 'Éphémère'],
      ['delete', 'name', 'Éphémère', null],
    ]);
    expect(await admin.request('DELETE', `/api/mission-templates/${id}`)).toMatchObject({ status: 404 });
  });
});

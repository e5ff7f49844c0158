import { afterAll, describe, expect, it } from 'vitest';
import { journalDirectWrites } from '../../testing/direct-writes.ts';
import { calendarDaysSchema, type CalendarDayList } from '../../../shared/task-queries.ts';
import { taskListRowSchema, type TaskListRow } from '../../../shared/tasks.ts';
import { CALENDAR_TASKS_PER_DAY } from '../../../shared/tasks/calendar-buckets.ts';
import { createTeamApp, parisInstant as paris } from '../../testing/signed-in-app.ts';

const { t, camille, camilleId, benoitId, clientId } = await createTeamApp();
const insertTask = (values: Parameters<typeof t.insertTask>[0] = {}) => t.insertTask({ assignedTo: camilleId, clientId, ...values });
afterAll(() => t.close());

const list = async (query = '') => {
  await journalDirectWrites(t.db, ['task']);
  const response = await camille.get(`/api/tasks${query}`);
  expect(response.status).toBe(200);
  return (response.json as { tasks: TaskListRow[] }).tasks;
};

describe('GET /api/tasks', () => {
  it("lists my open tasks by due date, undated last, with client and assignee names ('Mes tâches' by default)", async () => {
    const late = await insertTask({ title: 'Bilan', dueDate: paris('2026-03-02') });
    const early = await insertTask({ title: 'TVA', dueDate: paris('2026-03-01'), description: 'Relancer le client' });
    const undated = await insertTask({ title: 'Sans date', dueDate: null, clientId: null });
    await insertTask({ title: 'Terminée', dueDate: paris('2026-02-01'), status: 'termine', completedAt: new Date() });
    await insertTask({ title: 'Pour Benoît', dueDate: paris('2026-01-01'), assignedTo: benoitId });

    const mine = await list();
    expect(mine.map((task) => task.id)).toEqual([early, late, undated]);
    // The list's lighter row, exactly: what the list shows and sorts by, nothing more.
    for (const row of mine) {
      expect(taskListRowSchema.strict().safeParse(row).success).toBe(true);
      expect(Object.keys(row).sort()).toEqual(Object.keys(taskListRowSchema.shape).sort());
    }
    expect(mine[0]).toEqual({
      id: early,
      title: 'TVA',
      clientName: 'Boulangerie Martin',
      assignedTo: camilleId,
      assigneeName: 'Camille Dupont',
      status: 'a_faire',
      priority: 'normale',
      dueDate: paris('2026-03-01').toISOString(),
      recurrenceFrequency: null,
      recurrenceEndedAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(mine[2]).toMatchObject({ clientName: null, dueDate: null });
    // The form reads the whole task by id.
    expect((await camille.get(`/api/tasks/${early}`)).json).toMatchObject({ description: 'Relancer le client', clientId, type: 'ponctuelle', completedAt: null });
  });

  it("shows the firm's tasks with scope=all, and the finished ones with include_done=true", async () => {
    const all = await list('?scope=all');
    expect(all.map((task) => task.title)).toEqual(['Pour Benoît', 'TVA', 'Bilan', 'Sans date']);
    expect(all[0]).toMatchObject({ assigneeName: 'Benoît Leroy' });
    const everything = await list('?scope=all&include_done=true');
    expect(everything.map((task) => task.title)).toEqual(['Pour Benoît', 'Terminée', 'TVA', 'Bilan', 'Sans date']);
    expect((await list('?include_done=true')).map((task) => task.title)).toContain('Terminée');
  });

  it('puts the newest first among tasks due at the same time', async () => {
    const due = paris('2030-01-01');
    const older = await insertTask({ title: 'Ancienne', dueDate: due, createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await insertTask({ title: 'Récente', dueDate: due, createdAt: new Date('2025-06-01T00:00:00Z') });
    const ids = (await list()).map((task) => task.id);
    expect(ids.filter((id) => id === newer || id === older)).toEqual([newer, older]);
  });

  it('refuses unknown scopes, flags and parameters in French', async () => {
    expect(await camille.get('/api/tasks?scope=everyone')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Portée inconnue (mine ou all)', issues: [{ path: 'scope' }] } },
    });
    expect(await camille.get('/api/tasks?include_done=oui')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'include_done vaut true ou false', issues: [{ path: 'include_done' }] } },
    });
    expect(await camille.get('/api/tasks?page=2')).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message: 'Clé non reconnue : "page"' } } });
  });

  it('needs a session', async () => {
    expect(await t.client().get('/api/tasks')).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHENTICATED' } } });
  });
});

describe('GET /api/tasks/:id', () => {
  it('answers one task, finished or not', async () => {
    const id = await insertTask({ title: 'Liasse fiscale', status: 'termine', completedAt: new Date('2026-01-10T10:00:00Z') });
    expect(await camille.get(`/api/tasks/${id}`)).toMatchObject({
      status: 200,
      json: { id, title: 'Liasse fiscale', status: 'termine', completedAt: '2026-01-10T10:00:00.000Z', clientName: 'Boulangerie Martin' },
    });
  });

  it("says 'Tâche introuvable.' for an unknown id and refuses one that is not a uuid", async () => {
    expect(await camille.get('/api/tasks/0f0e0d0c-0b0a-4909-8807-060504030201')).toMatchObject({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'Tâche introuvable.' } },
    });
    expect(await camille.get('/api/tasks/123')).toMatchObject({ status: 400, json: { error: { message: 'Identifiant de tâche invalide' } } });
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/tasks/0f0e0d0c-0b0a-4909-8807-060504030201')).status).toBe(401);
  });
});

describe('GET /api/tasks/calendar', () => {
  /** The answer: each Paris day of the range, in order, with its count and its first tasks. */
  const calendar = async (query: string) => {
    const response = await camille.get(`/api/tasks/calendar?${query}`);
    expect(response.status).toBe(200);
    expect(calendarDaysSchema.safeParse(response.json).success).toBe(true);
    return (response.json as CalendarDayList).days;
  };
  /** The days that hold tasks: their count and the ids they send, in order. */
  const busyDays = (days: CalendarDayList['days']) =>
    Object.fromEntries(days.filter((day) => day.total > 0).map((day) => [day.date, [day.total, day.tasks.map((task) => task.id)]]));
  const tasksOn = (days: CalendarDayList['days'], date: string) => days.find((day) => day.date === date)?.tasks ?? [];

  it('answers every Paris date of the range, and the open one-off tasks on their day, both ends included', async () => {
    // 23:30 in Paris on 31 May is already 1 June in UTC… and 00:30 on 1 July is still 30 June in UTC.
    const first = await insertTask({ title: 'Premier jour', dueDate: paris('2027-06-01', '00:00') });
    const last = await insertTask({ title: 'Dernier jour', dueDate: paris('2027-06-30', '23:30') });
    await insertTask({ title: 'Veille', dueDate: paris('2027-05-31', '23:30') });
    await insertTask({ title: 'Lendemain', dueDate: paris('2027-07-01', '00:30') });
    await insertTask({ title: 'Terminée', dueDate: paris('2027-06-10'), status: 'termine' });
    await insertTask({ title: 'Sans date', dueDate: null });
    const days = await calendar('from=2027-06-01&to=2027-06-30');
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_, i) => `2027-06-${String(i + 1).padStart(2, '0')}`));
    expect(busyDays(days)).toEqual({ '2027-06-01': [1, [first]], '2027-06-30': [1, [last]] });
    expect(days[0]?.tasks[0]).toMatchObject({ recurrenceAnchor: null, clientName: 'Boulangerie Martin' });
  });

  it('counts a recurring task on each day its rule gives, from its start, not after it was stopped', async () => {
    const weekly = await insertTask({ title: 'Hebdo', type: 'recurrente', recurrenceFrequency: 'semaine', dueDate: paris('2027-01-04') });
    const stoppedInside = await insertTask({
      title: 'Arrêtée pendant',
      type: 'recurrente',
      recurrenceFrequency: 'jour',
      dueDate: paris('2027-01-01'),
      recurrenceEndedAt: paris('2027-08-03', '12:00'),
    });
    await insertTask({ title: 'Arrêtée avant', type: 'recurrente', recurrenceFrequency: 'jour', dueDate: paris('2027-01-01'), recurrenceEndedAt: paris('2027-07-31', '23:00') });
    await insertTask({ title: 'Commence après', type: 'recurrente', recurrenceFrequency: 'jour', dueDate: paris('2027-09-01') });
    // Mondays 2, 9, 16, 23 and 30 August; the stopped daily series until its last day, the 3rd.
    expect(busyDays(await calendar('from=2027-08-01&to=2027-08-31'))).toEqual({
      '2027-08-01': [1, [stoppedInside]],
      '2027-08-02': [2, [stoppedInside, weekly]],
      '2027-08-03': [1, [stoppedInside]],
      '2027-08-09': [1, [weekly]],
      '2027-08-16': [1, [weekly]],
      '2027-08-23': [1, [weekly]],
      '2027-08-30': [1, [weekly]],
    });
  });

  it("keeps a monthly task on the series' day: 31 January → 28 February → 31 March, with its anchor", async () => {
    const series = '7d0e8a4c-2b1f-4c3d-9e8f-0a1b2c3d4e5f';
    await insertTask({ title: 'TVA', type: 'recurrente', recurrenceFrequency: 'mois', seriesId: series, dueDate: paris('2028-01-31'), status: 'termine' });
    const feb = await insertTask({ title: 'TVA', type: 'recurrente', recurrenceFrequency: 'mois', seriesId: series, dueDate: paris('2028-02-29') });
    const days = await calendar('from=2028-03-01&to=2028-03-31');
    const row = tasksOn(days, '2028-03-31').find((task) => task.id === feb);
    expect(row?.recurrenceAnchor).toBe(paris('2028-01-31').toISOString());
    expect(days.filter((day) => day.tasks.some((task) => task.id === feb)).map((day) => day.date)).toEqual(['2028-03-31']);
  });

  it('answers the light calendar row only: what the cell, the tooltip and a click need', async () => {
    const id = await insertTask({ title: 'Relance', description: 'Longue description', dueDate: paris('2030-04-10', '08:00'), priority: 'haute' });
    const weekly = await insertTask({ title: 'Hebdo', type: 'recurrente', recurrenceFrequency: 'semaine', dueDate: paris('2030-04-01', '08:00') });
    // Series of the tests above go on repeating in 2030 (at 09:00): these two come first on their days.
    const days = await calendar('from=2030-04-01&to=2030-04-30');
    const [monday] = tasksOn(days, '2030-04-08');
    const [relance] = tasksOn(days, '2030-04-10');
    for (const row of [monday, relance]) {
      expect(Object.keys(row ?? {}).sort()).toEqual(
        ['clientName', 'dueDate', 'id', 'priority', 'recurrenceAnchor', 'recurrenceEndedAt', 'recurrenceFrequency', 'status', 'title'].sort(),
      );
    }
    expect(relance).toEqual({
      id,
      title: 'Relance',
      clientName: 'Boulangerie Martin',
      priority: 'haute',
      status: 'a_faire',
      dueDate: paris('2030-04-10', '08:00').toISOString(),
      recurrenceFrequency: null,
      recurrenceEndedAt: null,
      recurrenceAnchor: null,
    });
    // A recurring task comes as its open occurrence (its own due date), on each day it falls.
    expect(monday).toMatchObject({ id: weekly, recurrenceFrequency: 'semaine', dueDate: paris('2030-04-01', '08:00').toISOString() });
    // Its client named alike whether the series are one person's (each client read by key) or the Cabinet's (joined).
    expect(monday?.clientName).toBe('Boulangerie Martin');
    const [cabinetMonday] = tasksOn(await calendar('from=2030-04-01&to=2030-04-30&scope=all'), '2030-04-08');
    expect(cabinetMonday).toEqual(monday);
  });

  it(`sends each day its first ${CALENDAR_TASKS_PER_DAY} tasks by Paris time, priority and title, and every one with full=true`, async () => {
    await insertTask({ title: 'Soir', dueDate: paris('2032-05-12', '18:00') });
    await insertTask({ title: 'Appel', dueDate: paris('2032-05-12', '09:00') });
    await insertTask({ title: 'Urgent', priority: 'urgente', dueDate: paris('2032-05-12', '09:00') });
    await insertTask({ title: 'Matin', priority: 'basse', dueDate: paris('2032-05-12', '08:00') });
    await insertTask({ title: 'Courrier', type: 'recurrente', recurrenceFrequency: 'jour', dueDate: paris('2032-05-10', '07:00') });
    // With « Commence après », daily at 09:00 since 2027: six tasks on Wednesday 12 May.
    const everyOne = ['Courrier', 'Matin', 'Urgent', 'Appel', 'Commence après', 'Soir'];
    const [day] = await calendar('from=2032-05-12&to=2032-05-12');
    expect(day).toMatchObject({ date: '2032-05-12', total: 6 });
    expect(day?.tasks.map((task) => task.title)).toEqual(everyOne.slice(0, CALENDAR_TASKS_PER_DAY));
    const [full] = await calendar('from=2032-05-12&to=2032-05-12&full=true');
    expect(full).toMatchObject({ date: '2032-05-12', total: 6 });
    expect(full?.tasks.map((task) => task.title)).toEqual(everyOne);
    // The month counts the same day the same way.
    expect((await calendar('from=2032-04-26&to=2032-06-06')).find((d) => d.date === '2032-05-12')).toEqual(day);
    // Five at the same minute and priority: the French title order picks among them.
    for (const title in { Éric: 1, Dossier: 1, Clôture: 1, bilan: 1, Archives: 1 }) await insertTask({ title, dueDate: paris('2032-05-13', '10:00') });
    const [thursday] = await calendar('from=2032-05-13&to=2032-05-13');
    expect(thursday).toMatchObject({ total: 7 });
    expect(thursday?.tasks.map((task) => task.title)).toEqual(['Courrier', 'Commence après', 'Archives']);
    const [all] = await calendar('from=2032-05-13&to=2032-05-13&full=true');
    expect(all?.tasks.map((task) => task.title)).toEqual(['Courrier', 'Commence après', 'Archives', 'bilan', 'Clôture', 'Dossier', 'Éric']);
  });

  it('leaves out finished recurring tasks: a completed occurrence shows through its open successor only', async () => {
    const series = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
    const done = await insertTask({ title: 'Paie', type: 'recurrente', recurrenceFrequency: 'mois', seriesId: series, dueDate: paris('2031-03-05', '07:00'), status: 'termine' });
    const open = await insertTask({ title: 'Paie', type: 'recurrente', recurrenceFrequency: 'mois', seriesId: series, dueDate: paris('2031-04-05', '07:00') });
    const days = await calendar('from=2031-03-01&to=2031-04-30');
    const shown = days.flatMap((day) => day.tasks.filter((task) => task.title === 'Paie').map((task) => [day.date, task.id]));
    expect(shown).toEqual([['2031-04-05', open]]);
    expect(shown.flat()).not.toContain(done);
  });

  it('scopes to my tasks by default and to the firm with scope=all', async () => {
    const other = await insertTask({ title: 'Pour Benoît', assignedTo: benoitId, dueDate: paris('2029-02-10', '06:00') });
    expect(tasksOn(await calendar('from=2029-02-10&to=2029-02-10'), '2029-02-10').map((task) => task.id)).not.toContain(other);
    expect(tasksOn(await calendar('from=2029-02-10&to=2029-02-10&scope=all'), '2029-02-10').map((task) => task.id)).toContain(other);
  });

  it('refuses missing, impossible or reversed dates, ranges over a year and full lists of more than a day', async () => {
    const refused = async (query: string, message: string) =>
      expect(await camille.get(`/api/tasks/calendar?${query}`)).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION', message } } });
    await refused('to=2027-06-30', 'Date de début invalide (AAAA-MM-JJ)');
    await refused('from=2027-02-30&to=2027-03-31', 'Date de début invalide (AAAA-MM-JJ)');
    await refused('from=2027-06-01&to=juin', 'Date de fin invalide (AAAA-MM-JJ)');
    await refused('from=2027-06-30&to=2027-06-01', 'La date de fin précède la date de début');
    await refused('from=2027-01-01&to=2028-01-02', 'Période limitée à 366 jours');
    await refused('from=2027-06-01&to=2027-06-02&full=true', 'La liste complète se demande pour un seul jour (from = to)');
    await refused('from=2027-06-01&to=2027-06-01&full=oui', 'full vaut true ou false');
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/tasks/calendar?from=2027-06-01&to=2027-06-30')).status).toBe(401);
  });
});

describe('API description', () => {
  it('documents the tasks, notifications and calendar feed routes', async () => {
    const doc = await t.client().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    const paths = Object.keys((doc.json as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/tasks',
      '/api/tasks/calendar',
      '/api/tasks/{id}',
      '/api/tasks/{id}/status',
      '/api/tasks/{id}/stop-recurrence',
      '/api/notifications',
      '/api/notifications/{id}/read',
      '/api/notifications/read-all',
      '/api/calendar-feed',
      '/api/calendar-feed/regenerate',
      '/api/calendar-feed/ics/{token}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

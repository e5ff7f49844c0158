import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromParisParts } from '../../../shared/paris-time.ts';
import { encodeTaskCursor } from '../../../shared/task-cursor.ts';
import type { TaskPage } from '../../../shared/task-queries.ts';
import { clients, tasks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

// GET /api/tasks as a paged, filtered list: the filters, the keyset pages and the refusals.

let t: TestApp;
let camille: TestClient;
let camilleId: string;
let benoitId: string;
let martinId: string;
let generaleId: string;

const paris = (day: string, time = '09:00') => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return fromParisParts({ year, month, day: date, hour, minute });
};

type NewTask = Partial<typeof tasks.$inferInsert>;
async function insertTasks(rows: NewTask[]): Promise<string[]> {
  const inserted = await t.db
    .insert(tasks)
    .values(rows.map((row) => ({ title: 'Déclaration de TVA', assignedTo: camilleId, clientId: martinId, ...row })))
    .returning({ id: tasks.id });
  return inserted.map((row) => row.id);
}

async function page(query: string): Promise<TaskPage> {
  const response = await camille.get(`/api/tasks?${query}`);
  expect(response.status).toBe(200);
  return response.json as TaskPage;
}

/** Every page from the first, following nextCursor. */
async function allPages(query: string): Promise<{ ids: string[]; pages: TaskPage[] }> {
  const pages: TaskPage[] = [await page(query)];
  for (let last = pages[0]; last?.nextCursor; last = pages.at(-1)) {
    pages.push(await page(`${query}&cursor=${last.nextCursor}`));
  }
  return { ids: pages.flatMap((p) => p.tasks.map((task) => task.id)), pages };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ user: { id: camilleId }, client: camille } = await t.signedIn({ email: 'camille@cabinet.test', fullName: 'Camille Dupont' }));
  benoitId = (await t.createUser({ email: 'benoit@cabinet.test', fullName: 'Benoît Leroy' })).id;
  const inserted = await t.db
    .insert(clients)
    .values([
      { raisonSociale: 'Boulangerie Martin', siret: '73282932000074' },
      { raisonSociale: 'Société Générale 100%', siret: '55212022200013' },
    ])
    .returning({ id: clients.id });
  martinId = inserted[0]?.id ?? '';
  generaleId = inserted[1]?.id ?? '';
});
afterAll(() => t.close());

describe('GET /api/tasks, pages', () => {
  it('walks 250 tasks in pages of 100, each once, in the order of one long page, with the total on the first', async () => {
    // Ties on purpose: ten tasks share each due date, some share their creation instant too, some are undated.
    const created = new Date('2025-01-01T00:00:00.000Z');
    const rows: NewTask[] = Array.from({ length: 250 }, (_, i) => ({
      title: `Paie ${i}`,
      assignedTo: i % 2 ? camilleId : benoitId,
      dueDate: i % 25 === 0 ? null : paris(`2031-01-${String((i % 20) + 1).padStart(2, '0')}`),
      priority: (['urgente', 'haute', 'normale', 'basse'] as const)[i % 4],
      createdAt: new Date(created.getTime() + (i % 7) * 1000),
    }));
    await insertTasks(rows);
    for (const sort of ['due', 'priority', 'created']) {
      const query = `scope=all&q=paie&sort=${sort}`;
      const whole = (await page(`${query}&limit=500`)).tasks.map((task) => task.id);
      expect(whole).toHaveLength(250);
      const { ids, pages } = await allPages(`${query}&limit=100`);
      expect(ids).toEqual(whole);
      expect(pages.map((p) => [p.tasks.length, p.total])).toEqual([
        [100, 250],
        [100, null],
        [50, null],
      ]);
      expect(pages[2]?.nextCursor).toBeNull();
    }
    // Due date ascending, undated last (SPEC §2).
    const byDue = (await page('scope=all&q=paie&limit=500')).tasks;
    expect(byDue.slice(-10).every((task) => task.dueDate === null)).toBe(true);
    expect(byDue[0]?.dueDate).toBe(paris('2031-01-01').toISOString());
    const byPriority = (await page('scope=all&q=paie&sort=priority&limit=500')).tasks.map((task) => task.priority);
    expect(byPriority.indexOf('haute')).toBeGreaterThan(byPriority.lastIndexOf('urgente'));
    expect(byPriority.at(-1)).toBe('basse');
  });

  it('gives 100 rows by default', async () => {
    const first = await page('scope=all&q=paie');
    expect(first.tasks).toHaveLength(100);
    expect(first.nextCursor).toEqual(expect.any(String));
  });
});

describe('GET /api/tasks, filters', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const [liasse, bilan, relance, urgente, revision, cfe, ancienne] = await insertTasks([
      { title: 'Liasse fiscale', dueDate: paris('2032-05-01'), assignedTo: benoitId },
      { title: 'Bilan annuel', dueDate: paris('2032-05-31', '23:30'), assignedTo: null, clientId: generaleId },
      { title: 'Relance Générale', dueDate: paris('2032-06-01', '00:30'), clientId: null, status: 'en_cours' },
      { title: 'Prévisionnel', dueDate: paris('2032-04-30', '23:30'), priority: 'urgente', status: 'en_attente' },
      { title: 'Révision', dueDate: null, type: 'recurrente', recurrenceFrequency: 'mois' },
      { title: 'CFE', dueDate: paris('2020-01-10'), priority: 'haute' },
      { title: 'CFE ancienne', dueDate: paris('2019-01-10'), status: 'termine', completedAt: new Date() },
    ]);
    ids = { liasse, bilan, relance, urgente, revision, cfe, ancienne } as Record<string, string>;
  });
  const titles = async (query: string) => {
    const result = await page(`scope=all&limit=500&${query}`);
    const found = result.tasks.map((task) => task.title).filter((title) => !title.startsWith('Paie'));
    return { found, total: result.total };
  };

  it('filters by Collaborateur, « Non assignée » and client, with the count', async () => {
    expect(await titles(`assignee=${benoitId}&q=liasse`)).toEqual({ found: ['Liasse fiscale'], total: 1 });
    expect((await titles('assignee=none')).found).toEqual(['Bilan annuel']);
    expect(await titles(`client=${generaleId}`)).toEqual({ found: ['Bilan annuel'], total: 1 });
    // Mes tâches: mine only.
    expect((await page('q=liasse')).tasks).toEqual([]);
  });

  it('filters by several statuses (finished ones included when named), priorities and type', async () => {
    expect((await titles('status=en_cours,en_attente')).found).toEqual(['Prévisionnel', 'Relance Générale']);
    expect((await titles('status=termine')).found).toEqual(['CFE ancienne']);
    expect((await titles('priority=urgente,haute')).found).toEqual(['CFE', 'Prévisionnel']);
    expect((await titles('type=recurrente')).found).toEqual(['Révision']);
    expect((await titles('include_done=true&q=cfe')).found).toEqual(['CFE ancienne', 'CFE']);
  });

  it('filters by due date between two Paris days, both included, and by « en retard »', async () => {
    // 23:30 on 30 April in Paris is 21:30 UTC: still April. 00:30 on 1 June is 31 May in UTC: already June.
    expect((await titles('due_from=2032-05-01&due_to=2032-05-31')).found).toEqual(['Liasse fiscale', 'Bilan annuel']);
    expect((await titles('due_to=2032-04-30&q=previsionnel')).found).toEqual(['Prévisionnel']);
    expect((await titles('due_from=2032-06-01&q=relance')).found).toEqual(['Relance Générale']);
    // Late: due in the past, not finished (SPEC §9).
    expect(await titles('overdue=true')).toEqual({ found: ['CFE'], total: 1 });
  });

  it('searches title or client name, accents and case aside, % taken literally', async () => {
    expect((await titles('q=RELANCE generale')).found).toEqual(['Relance Générale']);
    expect((await titles('q=societe')).found).toEqual(['Bilan annuel']);
    expect((await titles('q=prévisionnel')).found).toEqual(['Prévisionnel']);
    expect((await titles(`q=${encodeURIComponent('100%')}`)).found).toEqual(['Bilan annuel']);
    expect((await titles(`q=${encodeURIComponent('%')}`)).found).toEqual(['Bilan annuel']);
    expect(await titles('q=introuvable')).toEqual({ found: [], total: 0 });
    expect(ids.revision).toEqual(expect.any(String));
  });
});

describe('GET /api/tasks, refusals', () => {
  const expectRefused = async (query: string, message: string, path: string) =>
    expect(await camille.get(`/api/tasks?${query}`)).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message, issues: [expect.objectContaining({ path })] } },
    });

  it('refuses unknown filter values in French', async () => {
    await expectRefused('scope=all&status=a_faire,fini', 'Statut inconnu (a_faire, en_cours, en_attente, termine)', 'status.1');
    await expectRefused('scope=all&priority=moyenne', 'Priorité inconnue (urgente, haute, normale, basse)', 'priority.0');
    await expectRefused('scope=all&type=unique', 'Type de tâche inconnu (ponctuelle ou recurrente)', 'type');
    await expectRefused('scope=all&assignee=benoit', 'Collaborateur inconnu (identifiant ou none)', 'assignee');
    await expectRefused('scope=all&client=42', 'Client inconnu (identifiant attendu)', 'client');
    await expectRefused('scope=all&sort=title', 'Tri inconnu (due, priority ou created)', 'sort');
    await expectRefused('scope=all&overdue=oui', 'overdue vaut true ou false', 'overdue');
    await expectRefused('scope=all&due_from=2032-02-30', 'Date « échéance du » invalide (AAAA-MM-JJ)', 'due_from');
    await expectRefused(`scope=all&q=${'a'.repeat(101)}`, 'La recherche : 100 caractères au maximum', 'q');
    await expectRefused(`assignee=${benoitId}`, 'Le filtre Collaborateur s’applique à la vue Cabinet (scope=all)', 'assignee');
  });

  it('refuses `due_from` after `due_to`', async () => {
    await expectRefused('scope=all&due_from=2032-06-01&due_to=2032-05-31', 'La date de fin précède la date de début', 'due_to');
  });

  it('refuses a page size over the maximum, or not a whole number', async () => {
    await expectRefused('scope=all&limit=501', 'Taille de page : un nombre entier de 1 à 500', 'limit');
    await expectRefused('scope=all&limit=0', 'Taille de page : un nombre entier de 1 à 500', 'limit');
    await expectRefused('scope=all&limit=1e2', 'Taille de page : un nombre entier de 1 à 500', 'limit');
  });

  it('refuses a forged cursor, and one given for another sort', async () => {
    const invalid = 'Curseur de page invalide : rechargez la liste';
    await expectRefused('scope=all&cursor=pas-un-curseur', invalid, 'cursor');
    await expectRefused(`scope=all&cursor=${btoa('{"sort":"due"}').replace(/=+$/, '')}`, invalid, 'cursor');
    await expectRefused(`scope=all&cursor=${encodeURIComponent('{"sort":"due"}')}`, invalid, 'cursor');
    const first = await page('scope=all&q=paie');
    await expectRefused(
      `scope=all&q=paie&sort=priority&cursor=${first.nextCursor}`,
      'Curseur de page périmé : il a été donné pour un autre tri, rechargez la liste',
      'cursor',
    );
    // A well-formed cursor is only a position: one naming no task still answers the rows after it.
    const nowhere = encodeTaskCursor({ sort: 'created', created: '2000-01-01T00:00:00.000000Z', id: '0f0e0d0c-0b0a-4909-8807-060504030201' });
    expect((await page(`scope=all&sort=created&cursor=${nowhere}`)).tasks).toEqual([]);
  });
});

describe('GET /api/tasks/calendar, filters', () => {
  it('takes the Collaborateur (Cabinet only) and client filters', async () => {
    const [forBenoit, forGenerale, unassigned] = await insertTasks([
      { title: 'Pour Benoît', assignedTo: benoitId, dueDate: paris('2033-03-10') },
      { title: 'Générale', clientId: generaleId, dueDate: paris('2033-03-11') },
      { title: 'Personne', assignedTo: null, dueDate: paris('2033-03-12') },
    ]);
    const calendar = async (query: string) => {
      const response = await camille.get(`/api/tasks/calendar?from=2033-03-01&to=2033-03-31&${query}`);
      expect(response.status).toBe(200);
      // The days' tasks, in day order (one task a day here: none is left out by the cap).
      return (response.json as { days: { tasks: { id: string }[] }[] }).days.flatMap((day) => day.tasks.map((task) => task.id));
    };
    expect(await calendar(`scope=all&assignee=${benoitId}`)).toEqual([forBenoit]);
    expect(await calendar('scope=all&assignee=none')).toEqual([unassigned]);
    expect(await calendar(`scope=all&client=${generaleId}`)).toEqual([forGenerale]);
    expect(await calendar(`client=${generaleId}`)).toEqual([forGenerale]);
    expect(await camille.get(`/api/tasks/calendar?from=2033-03-01&to=2033-03-31&assignee=${benoitId}`)).toMatchObject({
      status: 400,
      json: { error: { message: 'Le filtre Collaborateur s’applique à la vue Cabinet (scope=all)' } },
    });
    expect(await camille.get('/api/tasks/calendar?from=2033-03-01&to=2033-03-31&scope=all&assignee=x')).toMatchObject({
      status: 400,
      json: { error: { code: 'VALIDATION', message: 'Collaborateur inconnu (identifiant ou none)', issues: [{ path: 'assignee' }] } },
    });
  });
});

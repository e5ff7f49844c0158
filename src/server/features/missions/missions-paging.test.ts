import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissionRow } from '../../../shared/missions/api.ts';
import { MISSION_QUERY_MESSAGES, type MissionBoard, type MissionIds, type MissionPage } from '../../../shared/missions/list-query.ts';
import { readMissionBoard } from './mission-pages.service.ts';
import { createMissionsApp, stageId } from './testing/missions-app.ts';

// The board and the production table read a campaign in pages (decision 0009): each page under
// each sort is the whole list's slice, filters are SQL's, the board's columns count and start
// their cards, and bad params get a French 400.

const { t, camille, camilleId, adminId, bilan, createMission, patch } = await createMissionsApp();
afterAll(() => t.close());

const TEMPLATE = `templateId=${bilan.id}`;
const NAMES = ['Zénith Conseil', 'atelier Roux', 'Boulangerie Leroy', 'Cave Martin', 'Domaine Petit', 'École Dupuis', 'Forge Aubert', 'Garage Simon', 'Hôtel du Lac', 'Imprimerie Noël'];
const byName = new Map<string, string>();
const id = (name: string) => byName.get(name) ?? '';

beforeAll(async () => {
  for (const [index, raisonSociale] of NAMES.entries()) {
    const clientId = await t.insertClient({ raisonSociale });
    // Every third nobody's, the others Camille's or the admin's; the last two closed in 2025 (their first stage late).
    const responsibleId = index % 3 === 0 ? null : index % 3 === 1 ? camilleId : adminId;
    const mission = await createMission({ clientId, responsibleId, closingDate: index >= 8 ? '2025-12-31' : '2026-12-31' });
    byName.set(raisonSociale, mission.id);
  }
  await patch(id('Cave Martin'), { stageId: stageId(bilan, 'Révision') });
  await patch(id('Domaine Petit'), { stageId: stageId(bilan, 'Révision') });
  await patch(id('Forge Aubert'), { status: 'en_attente_client', waitingReason: 'Relevés bancaires' });
  await patch(id('Garage Simon'), { status: 'terminee' });
  await patch(id('École Dupuis'), { status: 'abandonnee' });
});

const get = async <T>(path: string): Promise<T> => {
  const response = await camille.get(path);
  expect(response.status, response.text).toBe(200);
  return response.json as T;
};

const names = (rows: readonly MissionRow[]) => rows.map((row) => row.raisonSociale);

/** Every page of `params` (limit 3), one after the other: the rows, and the total the first page gave. */
async function walk(params: string): Promise<{ rows: MissionRow[]; total: number | null; pages: number }> {
  const rows: MissionRow[] = [];
  let cursor: string | null = null;
  let total: number | null = null;
  let pages = 0;
  do {
    const page: MissionPage = await get(`/api/missions?${params}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
    if (pages === 0) total = page.total;
    else expect(page.total).toBeNull();
    rows.push(...page.missions);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { rows, total, pages };
}

describe('GET /api/missions?limit=', () => {
  it.each([
    ['client', 'asc'],
    ['client', 'desc'],
    ['responsable', 'asc'],
    ['responsable', 'desc'],
    ['statut', 'desc'],
    ['stage', 'asc'],
    ['stage', 'desc'],
  ])('walks the campaign by %s (%s) in pages, each mission once, in the order of the whole list', async (sort, order) => {
    const sortParam = sort === 'stage' ? stageId(bilan, 'Pièces reçues') : sort;
    const params = `${TEMPLATE}&sort=${sortParam}&order=${order}`;
    const whole = (await get<{ missions: MissionRow[] }>(`/api/missions?${params}`)).missions;
    const { rows, total, pages } = await walk(params);
    expect(whole).toHaveLength(NAMES.length);
    expect(names(rows)).toEqual(names(whole));
    expect(total).toBe(NAMES.length);
    expect(pages).toBe(4);
  });

  it('sorts the responsible’s name, the missions of nobody last both ways, then by client', async () => {
    const asc = names((await get<{ missions: MissionRow[] }>(`/api/missions?${TEMPLATE}&sort=responsable`)).missions);
    const desc = names((await get<{ missions: MissionRow[] }>(`/api/missions?${TEMPLATE}&sort=responsable&order=desc`)).missions);
    const nobody = NAMES.filter((_, index) => index % 3 === 0).sort();
    expect(asc.slice(-nobody.length)).toEqual(desc.slice(-nobody.length));
    expect(new Set(asc.slice(-nobody.length))).toEqual(new Set(nobody));
  });

  it('filters in SQL: responsible, nobody, mine, waiting, late, the name without accents or case, a board column', async () => {
    const ids = async (filter: string) => (await get<MissionIds>(`/api/missions/ids?${TEMPLATE}&${filter}`)).ids;
    const of = (...list: string[]) => list.map(id);
    expect(new Set(await ids('mine=1'))).toEqual(new Set(of('atelier Roux', 'Domaine Petit', 'Garage Simon')));
    expect(new Set(await ids(`responsibleId=${camilleId}`))).toEqual(new Set(of('atelier Roux', 'Domaine Petit', 'Garage Simon')));
    expect(new Set(await ids('responsibleId=non-assigne'))).toEqual(new Set(of('Zénith Conseil', 'Cave Martin', 'Forge Aubert', 'Imprimerie Noël')));
    expect(await ids('waiting=1')).toEqual(of('Forge Aubert'));
    // Closed in 2025 and open: their first stage's target date has passed.
    expect(await ids('late=1')).toEqual(of('Hôtel du Lac', 'Imprimerie Noël'));
    expect(await ids('q=ZENITH')).toEqual(of('Zénith Conseil'));
    expect(await ids('q=ecole')).toEqual(of('École Dupuis'));
    expect(await ids(`column=${stageId(bilan, 'Révision')}`)).toEqual(of('Cave Martin', 'Domaine Petit'));
    expect(await ids('column=terminee')).toEqual(of('Garage Simon'));
    const all = await get<MissionIds>(`/api/missions/ids?${TEMPLATE}&sort=client&order=desc`);
    expect(all.total).toBe(NAMES.length);
    expect(all.ids).toEqual((await get<{ missions: MissionRow[] }>(`/api/missions?${TEMPLATE}&sort=client&order=desc`)).missions.map((row) => row.id));
  });

  it('answers bad params with a French 400', async () => {
    const message = async (path: string) => {
      const response = await camille.get(path);
      expect(response.status, path).toBe(400);
      const body = response.json as { error: { message: string; issues?: { message: string }[] } };
      return body.error.issues?.[0]?.message ?? body.error.message;
    };
    const first = await get<MissionPage>(`/api/missions?${TEMPLATE}&limit=3`);
    expect(await message(`/api/missions?${TEMPLATE}&limit=0`)).toBe(MISSION_QUERY_MESSAGES.limit);
    expect(await message(`/api/missions?${TEMPLATE}&limit=3&cursor=n%27importe-quoi`)).toBe(MISSION_QUERY_MESSAGES.cursor);
    expect(await message(`/api/missions?${TEMPLATE}&cursor=${first.nextCursor}`)).toBe(MISSION_QUERY_MESSAGES.cursorWithoutLimit);
    // A cursor of the client order, sent with another sort.
    expect(await message(`/api/missions?${TEMPLATE}&limit=3&sort=statut&cursor=${first.nextCursor}`)).toBe(MISSION_QUERY_MESSAGES.cursor);
    expect(await message(`/api/missions?${TEMPLATE}&responsibleId=quelqu-un`)).toBe(MISSION_QUERY_MESSAGES.responsible);
    expect(await message(`/api/missions?${TEMPLATE}&column=fini`)).toBe(MISSION_QUERY_MESSAGES.column);
    expect(await message(`/api/missions?${TEMPLATE}&late=peut-etre`)).toBe(MISSION_QUERY_MESSAGES.flag('late'));
  });
});

describe('GET /api/missions/board', () => {
  it('gives each stage then « Terminées » its count and first cards by client; a column goes on from its cursor', async () => {
    const board = await get<MissionBoard>(`/api/missions/board?${TEMPLATE}`);
    expect(board.templateId).toBe(bilan.id);
    expect(board.columns.map((column) => column.key)).toEqual([...bilan.stages.map((stage) => stage.id), 'terminee']);
    // Without a template, the first one's, the one Production opens on.
    expect(await get<MissionBoard>('/api/missions/board')).toEqual(board);
    // École Dupuis is abandoned: counted in the total, on no column.
    expect(board.total).toBe(NAMES.length);
    const column = (name: string) => board.columns.find((candidate) => candidate.key === stageId(bilan, name));
    expect(column('Révision')).toMatchObject({ total: 2, nextCursor: null });
    expect(names(column('Révision')?.missions ?? [])).toEqual(['Cave Martin', 'Domaine Petit']);
    expect(board.columns.at(-1)).toMatchObject({ total: 1, nextCursor: null });
    const first = column('Pièces reçues');
    const open = (await get<{ missions: MissionRow[] }>(`/api/missions?${TEMPLATE}&column=${stageId(bilan, 'Pièces reçues')}`)).missions;
    expect(first?.total).toBe(open.length);
    expect(names(first?.missions ?? [])).toEqual(names(open));
  });

  it('is versioned by the journal: unchanged, a 304 that reads nothing; after a move, the new board', async () => {
    const path = `/api/missions/board?${TEMPLATE}`;
    const first = await camille.get(path);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await camille.request('GET', path, undefined, { 'If-None-Match': etag ?? '' })).status).toBe(304);
    await patch(id('atelier Roux'), { stageId: stageId(bilan, 'Saisie terminée') });
    const after = await camille.request('GET', path, undefined, { 'If-None-Match': etag ?? '' });
    expect(after.status).toBe(200);
    const column = (after.json as MissionBoard).columns.find((candidate) => candidate.key === stageId(bilan, 'Saisie terminée'));
    expect(names(column?.missions ?? [])).toContain('atelier Roux');
  });

  it('pages a long column: its first cards on the board, then the column from its cursor, each card once', async () => {
    const pieces = stageId(bilan, 'Pièces reçues');
    const board = await readMissionBoard({ db: t.db, filter: { templateId: bilan.id, today: '2026-11-27' }, limit: 2 });
    const first = board.columns[0];
    expect(first?.missions).toHaveLength(2);
    const rest: MissionRow[] = [];
    let cursor = first?.nextCursor ?? null;
    while (cursor) {
      const page: MissionPage = await get(`/api/missions?${TEMPLATE}&column=${pieces}&limit=2&cursor=${cursor}`);
      rest.push(...page.missions);
      cursor = page.nextCursor;
    }
    const open = (await get<{ missions: MissionRow[] }>(`/api/missions?${TEMPLATE}&column=${pieces}`)).missions;
    expect(names([...(first?.missions ?? []), ...rest])).toEqual(names(open));
    expect(first?.total).toBe(open.length);
    // The filters apply to the counts.
    const waiting = await get<MissionBoard>(`/api/missions/board?${TEMPLATE}&waiting=1`);
    expect(waiting.columns.map((column) => column.total)).toEqual([...bilan.stages.map((stage) => (stage.id === pieces ? 1 : 0)), 0]);
    expect(waiting.total).toBe(1);
  });
});

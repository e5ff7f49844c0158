import { sql } from 'drizzle-orm';
import { BULK_MAX_ROWS } from '../../../shared/bulk.ts';
import {
  DONE_COLUMN,
  encodeMissionCursor,
  MISSION_BOARD_PAGE,
  MISSION_QUERY_MESSAGES,
  type MissionBoard,
  type MissionCursor,
  type MissionIds,
  type MissionPage,
} from '../../../shared/missions/list-query.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { afterMissionCursor, boardColumnOf, BY_CLIENT, missionListWhere, orderBy, sortValueColumn, type MissionListFilter, type MissionOrder } from './mission-list-query.ts';
import { readMissionRows, type MissionRowWithKey } from './mission-rows.ts';

// The board and the production table read a campaign in pages (decision 0009): sort, filters and
// search in SQL, a keyset cursor, the count on the first page.

/** The cursor after `last` under `order`, when more rows follow it. */
const cursorAfter = (last: MissionRowWithKey | undefined, order: MissionOrder, more: boolean): string | null =>
  more && last
    ? encodeMissionCursor({ sort: order.sort, desc: order.desc, value: last.sortValue, name: last.row.raisonSociale, id: last.row.id } satisfies MissionCursor)
    : null;

/**
 * What the counts read: the missions, and their clients only when the search names them (every
 * mission has its client, so the join changes no count; at the reference firm it hashed the
 * 10,000 clients for each count of the board).
 */
const countedFrom = (filter: MissionListFilter) => (filter.q ? sql`missions JOIN clients ON clients.id = missions.client_id` : sql`missions`);

const countSql = (filter: MissionListFilter) => sql`SELECT count(*)::int AS total FROM ${countedFrom(filter)} WHERE ${missionListWhere(filter)}`;

type PageRequest = { db: DbOrTx; filter: MissionListFilter; order: MissionOrder; cursor?: MissionCursor | undefined; limit: number };

/** GET /api/missions?limit=: one page and one row more (is there a next page?), and on the first page the count, in parallel. */
export async function listMissionPage({ db, filter, order, cursor, limit }: PageRequest): Promise<MissionPage> {
  const where = missionListWhere(filter);
  const [rows, count] = await Promise.all([
    readMissionRows(db, { where, order, after: cursor ? afterMissionCursor(cursor) : undefined, limit: limit + 1 }),
    cursor ? null : db.execute<{ total: number }>(countSql(filter)),
  ]);
  const page = rows.slice(0, limit);
  return {
    missions: page.map(({ row }) => row),
    nextCursor: cursorAfter(page.at(-1), order, rows.length > limit),
    total: count ? (count.rows[0]?.total ?? 0) : null,
  };
}

/** GET /api/missions/ids: the filtered missions' ids in the list's order, up to the bulk limit, and how many in all. */
export async function listMissionIds({ db, filter, order }: Omit<PageRequest, 'cursor' | 'limit'>): Promise<MissionIds> {
  const [ids, count] = await Promise.all([
    db.execute<{ id: string }>(sql`
      WITH f AS (SELECT missions.id, missions.responsible_id, missions.status, missions.stage_id, clients.raison_sociale, ${sortValueColumn(order.sort)}
        FROM missions JOIN clients ON clients.id = missions.client_id WHERE ${missionListWhere(filter)})
      SELECT f.id FROM f ORDER BY ${orderBy(order, 'f')} LIMIT ${BULK_MAX_ROWS}`),
    db.execute<{ total: number }>(countSql(filter)),
  ]);
  return { ids: ids.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0 };
}

/** The template a board without one shows: the first, in the order GET /api/mission-templates lists them. */
async function firstTemplateId(db: DbOrTx): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM mission_templates ORDER BY position, name LIMIT 1`);
  const id = rows[0]?.id;
  if (!id) throw new AppError('NOT_FOUND', MISSION_QUERY_MESSAGES.noTemplate);
  return id;
}

/**
 * GET /api/missions/board: each column's count and first `limit` cards by client, the template's
 * stages in order then « Terminées » (a column without missions is there, empty), and the count of
 * every filtered mission, abandoned ones included. The template's stages, then two statements in
 * parallel: the counts, and the first cards of each column (a window over the campaign, of which
 * only those cards are built).
 */
export async function readMissionBoard({ db, filter: asked, limit = MISSION_BOARD_PAGE }: { db: DbOrTx; filter: MissionListFilter; limit?: number }): Promise<MissionBoard> {
  const filter = { ...asked, templateId: asked.templateId ?? (await firstTemplateId(db)) };
  const where = missionListWhere(filter);
  const stages = await db.execute<{ id: string }>(sql`SELECT id FROM mission_stages WHERE template_id = ${filter.templateId}::uuid ORDER BY position, id`);
  const keys = [...stages.rows.map((stage) => stage.id), DONE_COLUMN];
  // The most cards there can be: a column's first `limit` and one more, for each column.
  const mostCards = keys.length * (limit + 1);
  const [counts, cards] = await Promise.all([
    db.execute<{ key: string | null; total: number }>(sql`
      SELECT ${boardColumnOf} AS key, count(*)::int AS total
      FROM ${countedFrom(filter)} WHERE ${where} GROUP BY 1`),
    readMissionRows(db, {
      where: sql`missions.id IN (
        SELECT id FROM (
          SELECT missions.id, ${boardColumnOf} AS board_column,
            row_number() OVER (PARTITION BY ${boardColumnOf} ORDER BY clients.raison_sociale, missions.id) AS rank
          FROM missions JOIN clients ON clients.id = missions.client_id WHERE ${where}) ranked
        WHERE board_column IS NOT NULL AND rank <= ${limit + 1}
        -- Never cuts (see mostCards), but tells the planner how few: it then fetches their clients
        -- by key, where it expected the whole campaign and hashed all the firm's clients again.
        LIMIT ${mostCards})`,
      order: BY_CLIENT,
      // Likewise: the planner then builds them by index lookups, not by scanning every progress row.
      limit: mostCards,
    }),
  ]);
  const totals = new Map(counts.rows.map((row) => [row.key, row.total]));
  const byColumn = new Map<string, MissionRowWithKey[]>();
  for (const card of cards) {
    const key = card.row.status === 'terminee' ? DONE_COLUMN : card.row.stageId;
    const column = byColumn.get(key);
    if (column) column.push(card);
    else byColumn.set(key, [card]);
  }
  return {
    templateId: filter.templateId,
    total: counts.rows.reduce((sum, row) => sum + row.total, 0),
    columns: keys.map((key) => {
      const rows = byColumn.get(key) ?? [];
      const shown = rows.slice(0, limit);
      return { key, total: totals.get(key) ?? 0, missions: shown.map(({ row }) => row), nextCursor: cursorAfter(shown.at(-1), BY_CLIENT, rows.length > limit) };
    }),
  };
}

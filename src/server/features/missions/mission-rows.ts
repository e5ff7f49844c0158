import { sql, type SQL } from 'drizzle-orm';
import { MISSION_MESSAGES, type MissionDetail, type MissionRow } from '../../../shared/missions/api.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { BY_CLIENT, missionListWhere, orderBy, sortValueColumn, type MissionListFilter, type MissionOrder } from './mission-list-query.ts';

// The board's and the production table's rows, read in one statement: versioned by the journal,
// serialised, gzipped and, after a write, patched by client by conditional-get.ts (a card moved
// re-reads that client's missions, not the campaign's 8,000).

const isoInstant = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The missions `where` selects (a condition on `missions`), with their client's name: `m` in the
 * rest of the statement, read once for its parts.
 */
const selected = (where: SQL) => sql`m AS MATERIALIZED (
  SELECT missions.*, clients.raison_sociale FROM missions JOIN clients ON clients.id = missions.client_id WHERE ${where})`;

const stageDates = sql`json_agg(json_build_object('targetDate', p.target_date, 'doneAt', p.done_at) ORDER BY s.position)`;

/**
 * Each selected mission's dates for every stage of its template, in the template's order (the
 * row's stages are told by their place, not by their ids: see missionRowSchema), in one pass, not
 * one subquery per mission: at 8,000 missions that is several times faster.
 */
const stageLists = sql`st AS (
  SELECT m.id AS mission_id, ${stageDates} AS stages
  FROM m JOIN mission_stages s ON s.template_id = m.template_id
  LEFT JOIN mission_stage_progress p ON p.mission_id = m.id AND p.stage_id = s.id
  GROUP BY m.id)`;

/**
 * The same for one mission of a page, by its progress rows' key: for a page (the board's 200-odd
 * cards) the single pass above hashed all 80,000 progress rows of the reference firm, 17 ms of
 * the board's 39, where a page's lookups take about one.
 */
const stagesOfRow = sql`(
  SELECT ${stageDates}
  FROM mission_stages s LEFT JOIN mission_stage_progress p ON p.mission_id = m.id AND p.stage_id = s.id
  WHERE s.template_id = m.template_id)`;

/** The sheet's stages: their names, who did them, and their checklists with the mission's ticks. */
const sheetStages = sql`(
  SELECT json_agg(json_build_object('stageId', s.id, 'targetDate', p.target_date, 'doneAt', p.done_at, 'name', s.name, 'doneByName', p.done_by_name,
    'checklist', coalesce((
      SELECT json_agg(json_build_object('label', item.label, 'done', coalesce(p.checklist -> (item.n::int - 1) = 'true'::jsonb, false)) ORDER BY item.n)
      FROM jsonb_array_elements_text(s.checklist) WITH ORDINALITY AS item(label, n)), '[]'::json)
  ) ORDER BY s.position)
  FROM mission_stages s LEFT JOIN mission_stage_progress p ON p.mission_id = m.id AND p.stage_id = s.id
  WHERE s.template_id = m.template_id)`;

/**
 * The row's fields as missionRowSchema names them, its stages given (the sheet's say more); `m` the
 * mission with its client's name, `cur` its current stage and `cp` that stage's progress.
 */
const rowFields = (stages: SQL) => sql`
  'id', m.id, 'clientId', m.client_id, 'raisonSociale', m.raison_sociale, 'templateId', m.template_id,
  'closingDate', m.closing_date, 'stageId', m.stage_id, 'status', m.status, 'waitingReason', m.waiting_reason,
  'responsibleId', m.responsible_id, 'reviewerId', m.reviewer_id,
  'checklistDone', (SELECT count(*) FROM jsonb_array_elements(coalesce(cp.checklist, '[]'::jsonb)) WITH ORDINALITY AS t(done, n)
    WHERE t.done = 'true'::jsonb AND t.n <= jsonb_array_length(cur.checklist))::int,
  'checklistTotal', jsonb_array_length(cur.checklist),
  'stages', ${stages}`;

const rowJoins = sql`
  JOIN mission_stages cur ON cur.id = m.stage_id
  LEFT JOIN mission_stage_progress cp ON cp.mission_id = m.id AND cp.stage_id = m.stage_id`;

/** The page of `f` the order and cursor select, as `m`; all of it without a limit. */
type RowsRequest = { where: SQL; order: MissionOrder; after?: SQL | undefined; limit?: number | undefined };

/**
 * The list's one statement (a benchmark's floor runs it as is): the filtered missions as `f` (with
 * the sort's value), the page of them as `m`, whose rows alone are built into JSON, in the order's
 * keys. One mission a row, `row`, and its `sortValue` for the next page's cursor.
 */
export function missionRowsSql({ where, order, after, limit }: RowsRequest): SQL {
  const paged = limit !== undefined;
  return sql`
    WITH f AS (SELECT missions.*, clients.raison_sociale, ${sortValueColumn(order.sort)}
      FROM missions JOIN clients ON clients.id = missions.client_id WHERE ${where}),
    m AS MATERIALIZED (SELECT * FROM f ${after ? sql`WHERE ${after}` : sql``} ORDER BY ${orderBy(order, 'f')} ${paged ? sql`LIMIT ${limit}` : sql``})
    ${paged ? sql`` : sql`, ${stageLists}`}
    SELECT json_strip_nulls(json_build_object(${rowFields(sql`coalesce(${paged ? stagesOfRow : sql`st.stages`}, '[]'::json)`)})) AS row, m.sort_value AS "sortValue"
    FROM m ${rowJoins}
    ${paged ? sql`` : sql`LEFT JOIN st ON st.mission_id = m.id`}
    ORDER BY ${orderBy(order, 'm')}`;
}

export type MissionRowWithKey = { row: MissionRow; sortValue: string | null };

/** The rows `request` selects, with their sort values. */
export async function readMissionRows(db: DbOrTx, request: RowsRequest): Promise<MissionRowWithKey[]> {
  return (await db.execute<MissionRowWithKey>(missionRowsSql(request))).rows;
}

/**
 * GET /api/missions without a page: the missions the filter selects, by raison sociale then id
 * unless sorted otherwise (missionRowSchema: no field that is null), only those of `clientIds`
 * when given (a patch of the list).
 */
export async function listMissionRows({ db, filter, order = BY_CLIENT, clientIds }: { db: DbOrTx; filter: MissionListFilter; order?: MissionOrder; clientIds?: readonly string[] }): Promise<MissionRow[]> {
  const rows = await readMissionRows(db, { where: missionListWhere(filter, clientIds), order });
  return rows.map(({ row }) => row);
}

export const missionUnknown = () => new AppError('NOT_FOUND', MISSION_MESSAGES.missionUnknown);

/** GET /api/missions/{id}: the mission's sheet, its stages' names, done-by and checklists, and its tasks. */
export async function getMission({ db, id }: { db: DbOrTx; id: string }): Promise<MissionDetail> {
  const { rows } = await db.execute<{ mission: MissionDetail }>(sql`
    WITH ${selected(sql`missions.id = ${id}::uuid`)}
    SELECT json_build_object(${rowFields(sheetStages)},
      'updatedAt', ${isoInstant(sql`m.updated_at`)},
      'templateName', t.name,
      'budgetHours', m.budget_hours::float8,
      'notes', m.notes,
      'onlineFiling', m.online_filing,
      'tasks', coalesce((
        SELECT json_agg(json_build_object('id', k.id, 'title', k.title, 'status', k.status, 'dueDate', ${isoInstant(sql`k.due_date`)}) ORDER BY k.due_date NULLS LAST, k.created_at)
        FROM tasks k WHERE k.mission_id = m.id), '[]'::json)
    ) AS mission
    FROM m ${rowJoins}
    JOIN mission_templates t ON t.id = m.template_id`);
  const mission = rows[0]?.mission;
  if (!mission) throw missionUnknown();
  return mission;
}

import { sql, type SQL } from 'drizzle-orm';
import { MISSION_MESSAGES, type MissionDetail, type MissionListQuery, type MissionRow } from '../../../shared/missions/api.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

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

/**
 * Each selected mission's dates for every stage of its template, in the template's order (the
 * row's stages are told by their place, not by their ids: see missionRowSchema), in one pass, not
 * one subquery per mission: at 8,000 missions that is several times faster.
 */
const stageLists = sql`st AS (
  SELECT m.id AS mission_id, json_agg(json_build_object('targetDate', p.target_date, 'doneAt', p.done_at) ORDER BY s.position) AS stages
  FROM m JOIN mission_stages s ON s.template_id = m.template_id
  LEFT JOIN mission_stage_progress p ON p.mission_id = m.id AND p.stage_id = s.id
  GROUP BY m.id)`;

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

function listFilter(query: MissionListQuery, clientIds: readonly string[] | undefined): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.templateId) conditions.push(sql`missions.template_id = ${query.templateId}::uuid`);
  if (query.closingFrom) conditions.push(sql`missions.closing_date >= ${query.closingFrom}::date`);
  if (query.closingTo) conditions.push(sql`missions.closing_date <= ${query.closingTo}::date`);
  if (query.clientId) conditions.push(sql`missions.client_id = ${query.clientId}::uuid`);
  if (clientIds) conditions.push(sql`missions.client_id = ANY(${sql.param(clientIds)}::uuid[])`);
  return sql.join(conditions, sql` AND `);
}

/**
 * GET /api/missions: the missions the query selects, by raison sociale then id (missionRowSchema:
 * no field that is null), only those of `clientIds` when given (a patch of the list).
 */
export async function listMissionRows({ db, query, clientIds }: { db: DbOrTx; query: MissionListQuery; clientIds?: readonly string[] }): Promise<MissionRow[]> {
  const { rows } = await db.execute<{ row: MissionRow }>(missionListSql(query, clientIds ?? query.clients));
  return rows.map(({ row }) => row);
}

/** The list's one statement (a benchmark's floor runs it as is): one mission a row, `row`. */
export function missionListSql(query: MissionListQuery, clientIds?: readonly string[]): SQL {
  return sql`
    WITH ${selected(listFilter(query, clientIds))}, ${stageLists}
    SELECT json_strip_nulls(json_build_object(${rowFields(sql`coalesce(st.stages, '[]'::json)`)})) AS row
    FROM m ${rowJoins}
    LEFT JOIN st ON st.mission_id = m.id
    ORDER BY m.raison_sociale, m.id`;
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

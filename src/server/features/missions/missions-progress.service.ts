import { sql, type SQL } from 'drizzle-orm';
import { NO_RESPONSIBLE_LABEL, type Progress } from '../../../shared/missions/api.ts';
import { TEMPLATE_MESSAGES } from '../../../shared/missions/templates.ts';
import { parisToday } from '../../../shared/dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/** The open statuses (isOpenMission), as SQL. */
const OPEN = sql.raw(`('en_cours', 'en_attente_client')`);

/** The Monday of a date's week, in date arithmetic: no time zone can move it. */
const monday = (day: SQL) => sql`(${day} - (extract(isodow FROM ${day})::int - 1))`;

/**
 * The « Avancement » of one template's campaign of `year` and of the year before, in one statement
 * (one snapshot). A campaign is the template's missions whose exercise closes in that year,
 * abandoned ones aside (they will never be done, they would only pull the curve down).
 *
 * The curve counts, per stage, the missions done by the end of each week: per (year, stage, week
 * of done_at) a count, then a running sum over the weeks from the campaign's opening (its first
 * mission's creation, Paris time) to this week, or to its last done date's week once none is open.
 * A stage done before the opening (a mission created late for work already done) counts in the
 * first week. So the cost is one pass over the two campaigns' progress rows, whatever the number
 * of weeks, and what comes back is a few hundred numbers.
 *
 * Per collaborator, this year's campaign only: open, late (open and the current stage's target
 * date before today, Paris), waiting, done.
 */
function progressQuery({ templateId, year, today }: { templateId: string; year: number; today: string }) {
  return sql`
    WITH stages AS (
      SELECT id, (row_number() OVER (ORDER BY position, id) - 1)::int AS idx
      FROM mission_stages WHERE template_id = ${templateId}
    ),
    campaign AS (
      SELECT m.id, m.stage_id, m.status, m.responsible_id, m.created_at, extract(year FROM m.closing_date)::int AS year
      FROM missions m
      WHERE m.template_id = ${templateId} AND m.status <> 'abandonnee'
        AND m.closing_date >= make_date(${year - 1}::int, 1, 1) AND m.closing_date < make_date(${year + 1}::int, 1, 1)
    ),
    bounds AS (
      SELECT year, count(*)::int AS n,
        ${monday(sql`min(created_at AT TIME ZONE 'Europe/Paris')::date`)} AS first_week,
        bool_or(status IN ${OPEN}) AS still_open
      FROM campaign GROUP BY year
    ),
    done AS (
      SELECT c.year, s.idx, greatest(${monday(sql`p.done_at`)}, b.first_week) AS week, count(*)::int AS k
      FROM campaign c
      JOIN mission_stage_progress p ON p.mission_id = c.id AND p.done_at IS NOT NULL
      JOIN stages s ON s.id = p.stage_id
      JOIN bounds b ON b.year = c.year
      GROUP BY 1, 2, 3
    ),
    spans AS (
      SELECT b.year, b.n, b.first_week,
        greatest(b.first_week, CASE WHEN b.still_open THEN ${monday(sql`${today}::date`)}
          ELSE (SELECT max(d.week) FROM done d WHERE d.year = b.year) END) AS last_week
      FROM bounds b
    ),
    grid AS (
      SELECT sp.year, w::date AS week, s.idx,
        sum(coalesce(d.k, 0)) OVER (PARTITION BY sp.year, s.idx ORDER BY w) AS past
      FROM spans sp
      CROSS JOIN generate_series(sp.first_week, sp.last_week, interval '1 week') w
      CROSS JOIN stages s
      LEFT JOIN done d ON d.year = sp.year AND d.idx = s.idx AND d.week = w::date
    ),
    weeks AS (
      SELECT g.year, g.week, json_agg(round(g.past::numeric / sp.n, 4) ORDER BY g.idx) AS shares
      FROM grid g JOIN spans sp ON sp.year = g.year
      GROUP BY g.year, g.week
    ),
    curves AS (
      SELECT sp.year, json_build_object(
        'weeks', coalesce((SELECT json_agg(json_build_object('weekStart', w.week, 'shares', w.shares) ORDER BY w.week) FROM weeks w WHERE w.year = sp.year), '[]'::json),
        'missionCount', sp.n) AS curve
      FROM spans sp
    ),
    people AS (
      SELECT c.responsible_id AS user_id, u.full_name AS name,
        count(*) FILTER (WHERE c.status IN ${OPEN})::int AS open,
        count(*) FILTER (WHERE c.status IN ${OPEN} AND p.target_date < ${today}::date)::int AS late,
        count(*) FILTER (WHERE c.status = 'en_attente_client')::int AS waiting,
        count(*) FILTER (WHERE c.status = 'terminee')::int AS done
      FROM campaign c
      LEFT JOIN mission_stage_progress p ON p.mission_id = c.id AND p.stage_id = c.stage_id
      LEFT JOIN users u ON u.id = c.responsible_id
      WHERE c.year = ${year}
      GROUP BY c.responsible_id, u.full_name
    )
    SELECT
      EXISTS (SELECT 1 FROM mission_templates WHERE id = ${templateId}) AS "templateExists",
      json_build_object(
        'current', coalesce((SELECT curve FROM curves WHERE year = ${year}), json_build_object('weeks', '[]'::json, 'missionCount', 0)),
        'previous', (SELECT curve FROM curves WHERE year = ${year - 1}),
        'collaborators', coalesce((
          SELECT json_agg(json_build_object('userId', user_id, 'name', coalesce(name, ${NO_RESPONSIBLE_LABEL}::text),
            'open', open, 'late', late, 'waiting', waiting, 'done', done) ORDER BY user_id IS NULL, name, user_id)
          FROM people), '[]'::json)
      ) AS progress`;
}

export async function getMissionsProgress({
  db,
  templateId,
  year,
  today = parisToday(),
}: {
  db: DbOrTx;
  templateId: string;
  year: number;
  today?: string;
}): Promise<Progress> {
  const { rows } = await db.execute<{ templateExists: boolean; progress: Progress }>(progressQuery({ templateId, year, today }));
  const row = rows[0];
  if (!row?.templateExists) throw new AppError('NOT_FOUND', TEMPLATE_MESSAGES.templateUnknown);
  return row.progress;
}

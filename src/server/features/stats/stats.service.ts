import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_CATEGORIES, isReadinessClosed, READINESS_STATUSES } from '../../../shared/e-invoicing/statuses.ts';
import type { Stats } from '../../../shared/stats.ts';
import type { DbOrTx } from '../../db/client.ts';
import { taskCountsByKey } from '../../db/task-counts.ts';
import type { ActivityEntityCode } from '../../db/schema/activity.ts';
import { clientCollaborators, clientEInvoicing, clients, tasks, users } from '../../db/schema/index.ts';
import { parisMonths } from './paris-months.ts';

/**
 * The journal entities whose writes move the figures: the rows the statement reads (tasks,
 * clients, their collaborators, users, e-invoicing records; a deleted client's cascades are
 * journalled as the client). The route's version (stats.routes.ts) and the tests' journalling of
 * their direct writes read this one list.
 */
export const STATS_READS = ['task', 'client', 'client_collaborator', 'user', 'e_invoicing'] as const satisfies readonly ActivityEntityCode[];

/** The categories' enum order is COMPANY_CATEGORIES'; « non renseignée » comes after them. */
const COMPANY_CATEGORY_COUNT = COMPANY_CATEGORIES.length;

/** round(100 × part / whole) as an integer, 0 when whole is 0 (PostgreSQL rounds halves up). */
const rate = (part: SQL, whole: SQL) => sql`coalesce(round(100.0 * ${part} / nullif(${whole}, 0)), 0)::int`;

/** An e-invoicing status that counts as ready (prêt, pas concerné); a missing record (NULL) is not. */
const isReady = (status: SQL) =>
  sql`coalesce(${status} IN (${sql.join(
    READINESS_STATUSES.filter(isReadinessClosed).map((ready) => sql`${ready}`),
    sql`, `,
  )}), false)`;

/**
 * Every figure of the Statistiques page in one statement. The tasks' figures are summed from
 * their few hundred counts by (assignee, status, priority), kept as the tasks are written
 * (task_counts, db/task-counts.ts; issue 27: counting the 100,000 tasks was half the statement); the
 * clients table once, with their e-invoicing records, grouped by (status, classification,
 * category, ready to receive, ready to issue). The monthly series, « terminées ce mois » its
 * last month, counts each month's range of tasks_status_completed_at_idx: a month's bounds are
 * Paris midnights, so no row's instant is converted to Paris time (16 ms for the 30,000 tasks
 * finished in a year at the reference firm, 3 ms counted by range). 'Finished' means status
 * termine; a month is a month of Paris. `now` is the clock: the route passes the one its cache varies by, tests pin it;
 * without it, PostgreSQL's now().
 */
export function statsQuery({ now }: { now?: Date } = {}): SQL {
  return sql`${statsGroups(parisMonths(now))} ${statsFigures()}`;
}

/** The statement's groups: tasks and clients read once each, the sums every figure is read from, the monthly series. */
function statsGroups(clock: ReturnType<typeof parisMonths>): SQL {
  return sql`
    WITH task_groups AS ${taskCountsByKey},
    client_groups AS (
      SELECT c.status, c.classification, c.categorie_entreprise AS category,
        ${isReady(sql`e.reception_status`)} AS ready_to_receive, ${isReady(sql`e.issuing_status`)} AS ready_to_issue, count(*) AS n
      FROM ${clients} c
      LEFT JOIN ${clientEInvoicing} e ON e.client_id = c.id
      GROUP BY 1, 2, 3, 4, 5
    ),
    series AS MATERIALIZED (
      SELECT m.month_local, (
        SELECT count(*) FROM ${tasks} t
        WHERE t.status = 'termine'
          AND t.completed_at >= (m.month_local AT TIME ZONE 'Europe/Paris')
          AND t.completed_at < ((m.month_local + interval '1 month') AT TIME ZONE 'Europe/Paris')
      ) AS n
      FROM generate_series(${clock.firstMonthLocal}, ${clock.monthLocal}, interval '1 month') AS m(month_local)
    ),
    task_totals AS (
      SELECT coalesce(sum(n), 0) AS total,
        coalesce(sum(n) FILTER (WHERE status = 'termine'), 0) AS done,
        coalesce(sum(n) FILTER (WHERE status = 'en_cours'), 0) AS in_progress,
        (SELECT n FROM series WHERE month_local = ${clock.monthLocal}) AS done_this_month
      FROM task_groups
    ),
    by_classification AS (
      SELECT classification, sum(n) AS n FROM client_groups GROUP BY classification
    ),
    by_category AS (
      SELECT cat.category, cat.ord, coalesce(sum(g.n), 0) AS n,
        coalesce(sum(g.n) FILTER (WHERE g.ready_to_receive), 0) AS receive,
        coalesce(sum(g.n) FILTER (WHERE g.ready_to_issue), 0) AS issue
      FROM (
        SELECT category, ord FROM unnest(enum_range(NULL::company_category)) WITH ORDINALITY AS u(category, ord)
        UNION ALL SELECT NULL, ${sql.raw(String(COMPANY_CATEGORY_COUNT + 1))}
      ) cat
      LEFT JOIN client_groups g ON g.status = 'actif' AND g.category IS NOT DISTINCT FROM cat.category
      GROUP BY cat.category, cat.ord
    ),
    by_priority AS (
      SELECT p.priority, p.ord, coalesce(sum(g.n), 0) AS n
      FROM unnest(enum_range(NULL::task_priority)) WITH ORDINALITY AS p(priority, ord)
      LEFT JOIN task_groups g ON g.priority = p.priority AND g.status <> 'termine'
      GROUP BY p.priority, p.ord
    ),
    per_user AS (
      SELECT u.id, u.full_name, u.role,
        coalesce(a.n, 0) AS clients,
        coalesce(g.total, 0) AS total,
        coalesce(g.done, 0) AS done
      FROM ${users} u
      LEFT JOIN (SELECT cc.collaborator_id, count(*) AS n FROM ${clientCollaborators} cc GROUP BY cc.collaborator_id) a ON a.collaborator_id = u.id
      LEFT JOIN (
        SELECT assigned_to, sum(n) AS total, sum(n) FILTER (WHERE status = 'termine') AS done FROM task_groups GROUP BY assigned_to
      ) g ON g.assigned_to = u.id
    )`;
}

/** The figures, named as the Stats contract names them, from statsGroups' groups. */
function statsFigures(): SQL {
  return sql`
    SELECT json_build_object(
      'clients', (
        SELECT json_build_object('total', coalesce(sum(n), 0),
          'actifs', coalesce(sum(n) FILTER (WHERE status = 'actif'), 0),
          'prospects', coalesce(sum(n) FILTER (WHERE status = 'prospect'), 0))
        FROM client_groups
      ),
      'tasks', (
        SELECT json_build_object('total', total, 'terminees', done, 'enCours', in_progress,
          'completionRate', ${rate(sql`done`, sql`total`)}, 'completedThisMonth', done_this_month)
        FROM task_totals
      ),
      'byClassification', coalesce((
        SELECT json_agg(json_build_object('classification', classification, 'count', n,
            'percent', ${rate(sql`n`, sql`(SELECT sum(n) FROM client_groups)`)})
          ORDER BY n DESC, classification NULLS LAST)
        FROM by_classification
      ), '[]'),
      'openByPriority', (
        SELECT json_agg(json_build_object('priority', priority, 'count', n,
            'percent', ${rate(sql`n`, sql`(SELECT sum(n) FROM by_priority)`)}) ORDER BY ord)
        FROM by_priority
      ),
      'collaborators', coalesce((
        SELECT json_agg(json_build_object('id', id, 'fullName', full_name, 'role', role, 'clients', clients,
            'tasks', total, 'completed', done, 'completionRate', ${rate(sql`done`, sql`total`)})
          ORDER BY full_name, id)
        FROM per_user
      ), '[]'),
      'completedByMonth', (
        SELECT json_agg(json_build_object('month', to_char(month_local, 'YYYY-MM'), 'count', n) ORDER BY month_local)
        FROM series
      ),
      'eInvoicingByCategory', (
        SELECT json_agg(json_build_object('category', category, 'clients', n,
            'readyToReceive', receive, 'readyToReceivePercent', ${rate(sql`receive`, sql`n`)},
            'readyToIssue', issue, 'readyToIssuePercent', ${rate(sql`issue`, sql`n`)}) ORDER BY ord)
        FROM by_category
      )
    ) AS stats`;
}

export async function getStats({ db, now }: { db: DbOrTx; now?: Date }): Promise<Stats> {
  const { rows } = await db.execute<{ stats: Stats }>(statsQuery({ now }));
  const stats = rows[0]?.stats;
  if (!stats) throw new Error('statistiques : aucune ligne');
  return stats;
}

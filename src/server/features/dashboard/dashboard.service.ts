import { sql, type SQL } from 'drizzle-orm';
import { LATE_MISSIONS_LIMIT, NO_SOFTWARE_LABEL, URGENT_LIMIT, URGENT_WINDOW_HOURS, type Dashboard } from '../../../shared/dashboard.ts';
import { isReadinessClosed, READINESS_STATUSES } from '../../../shared/e-invoicing/statuses.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { DashboardSection } from '../../feature.ts';
import { clientCollaborators, clientEInvoicing, clients, software, tasks } from '../../db/schema/index.ts';
import { parisMonth } from '../../db/paris-month.ts';
import { endOfWeek } from '../../../shared/obligations/calendar.ts';
import { parisToday } from '../../../shared/dates.ts';
import type { Role } from '../../../shared/users.ts';

export type DashboardUser = { id: string; fullName: string; role: Role };

/** The Dashboard's own figures; the sections' parts (Conformité's) come under their keys, checked by the route against the contract. */
type DashboardFigures = Omit<Dashboard, 'compliance'>;

/** The reception statuses that count as ready (prêt, pas concerné), as an SQL list. */
const READY_STATUSES = sql.join(
  READINESS_STATUSES.filter(isReadinessClosed).map((status) => sql`${status}`),
  sql`, `,
);

const isoInstant = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The whole dashboard in one statement (the greeting's name aside, which the session gives).
 * Rules, all over tasks assigned to the user:
 * - 'Tâches à faire' a_faire, 'En cours' en_cours;
 * - 'Terminées ce mois': termine, completed_at from the 1st of the current Paris month, 00:00 Paris;
 * - 'En retard': not termine and due_date < now (a task due this very instant is not late yet);
 * - urgent: not termine and now ≤ due_date ≤ now + 48 h (see URGENT_WINDOW_HOURS).
 * - « Échéances cette semaine »: obligations a_faire (not obsolete) of the user's clients
 *   (client_collaborators), due from today to Sunday on the Paris calendar.
 * 'Mes clients' counts the user's active clients only: SPEC §7 reads them 'by id list with status actif'.
 * « Facturation électronique »: the user's active clients not ready to receive e-invoices. Only
 * those subject to VAT, read as « VAT regime known », the test of the reception échéance
 * (src/shared/obligations/rules/e-invoicing.ts): a client whose regime is not filled in has no
 * reception deadline yet, so it is not counted late. No e-invoicing row reads « à faire ».
 * « Production » (the missions feature's lines, issue 24): the user's open missions (responsible),
 *   late when the current stage's target date is before today (Paris); and their count by stage.
 * `now` pins the clock for tests; the server always passes nothing and PostgreSQL's now() is used.
 *
 * Cost (issue 27: this statement was 29 % of the database's time under the load test): each of
 * the user's clients and open missions is read once. my_clients feeds both the software split
 * (counted by software_id, then named: the foreign key makes that the same groups) and
 * « Facturation électronique ». A late mission's target date is one primary-key lookup per
 * open mission, and its client's name one per late mission: as joins, the planner hashed every
 * stage row of the firm (80,000 at the reference firm) and every client for ~25 late missions.
 */
export function dashboardQuery({ userId, now }: { userId: string; now?: Date }): SQL {
  const window = sql.raw(`interval '${URGENT_WINDOW_HOURS} hours'`);
  const clock = parisMonth(now);
  const today = parisToday(now);
  return sql`
    WITH counters AS (
      SELECT
        count(*) FILTER (WHERE t.status = 'a_faire') AS a_faire,
        count(*) FILTER (WHERE t.status = 'en_cours') AS en_cours,
        count(*) FILTER (WHERE t.status = 'termine' AND t.completed_at >= ${clock.monthStart} AND t.completed_at < ${clock.nextMonthStart}) AS done_this_month,
        count(*) FILTER (WHERE t.status <> 'termine' AND t.due_date < ${clock.now}) AS late
      FROM ${tasks} t
      WHERE t.assigned_to = ${userId}
    ),
    obligations_this_week AS (
      SELECT count(*) AS n
      FROM ${clientCollaborators} cc
      JOIN client_obligations o ON o.client_id = cc.client_id
      WHERE cc.collaborator_id = ${userId} AND o.status = 'a_faire' AND NOT o.obsolete
        AND o.due_date BETWEEN ${today}::date AND ${endOfWeek(today)}::date
    ),
    my_clients AS MATERIALIZED (
      SELECT c.id, c.software_id, c.regime_tva IS NOT NULL AS subject_to_vat
      FROM ${clientCollaborators} cc
      JOIN ${clients} c ON c.id = cc.client_id
      WHERE cc.collaborator_id = ${userId} AND c.status = 'actif'
    ),
    e_invoicing_not_ready AS (
      SELECT count(*) AS n
      FROM my_clients mc
      WHERE mc.subject_to_vat
        AND NOT EXISTS (SELECT FROM ${clientEInvoicing} e WHERE e.client_id = mc.id AND e.reception_status IN (${READY_STATUSES}))
    ),
    urgent AS (
      SELECT t.id, t.title, t.priority, t.due_date
      FROM ${tasks} t
      WHERE t.assigned_to = ${userId} AND t.status <> 'termine'
        AND t.due_date >= ${clock.now} AND t.due_date <= ${clock.now} + ${window}
      ORDER BY t.due_date, t.id
      LIMIT ${URGENT_LIMIT}
    ),
    my_missions AS MATERIALIZED (
      SELECT m.id, m.client_id, m.template_id, m.stage_id, m.status, m.closing_date
      FROM missions m
      WHERE m.responsible_id = ${userId} AND m.status IN ('en_cours', 'en_attente_client')
    ),
    late_missions AS MATERIALIZED (
      SELECT l.*, (SELECT c.raison_sociale FROM ${clients} c WHERE c.id = l.client_id) AS raison_sociale
      FROM (
        SELECT mm.id, mm.client_id, mm.template_id, mm.stage_id, mm.closing_date,
          (SELECT p.target_date FROM mission_stage_progress p WHERE p.mission_id = mm.id AND p.stage_id = mm.stage_id) AS target_date
        FROM my_missions mm
      ) l
      WHERE l.target_date < ${today}::date
    ),
    my_stage_counts AS MATERIALIZED (
      SELECT mm.template_id, mm.stage_id, count(*) AS n, count(*) FILTER (WHERE mm.status = 'en_attente_client') AS waiting
      FROM my_missions mm
      GROUP BY mm.template_id, mm.stage_id
    ),
    missions_by_stage AS (
      SELECT s.template_id, s.id AS stage_id, s.name, s.position, coalesce(sc.n, 0) AS n
      FROM mission_stages s
      LEFT JOIN my_stage_counts sc ON sc.stage_id = s.id
      WHERE s.template_id IN (SELECT template_id FROM my_stage_counts)
    ),
    by_software AS (
      SELECT s.id, s.name, s.display_order, g.n, round(100.0 * g.n / sum(g.n) OVER ())::int AS percent
      FROM (SELECT mc.software_id, count(*) AS n FROM my_clients mc GROUP BY mc.software_id) g
      LEFT JOIN ${software} s ON s.id = g.software_id
    )
    SELECT json_build_object(
      'counters', (SELECT json_build_object('aFaire', a_faire, 'enCours', en_cours, 'termineesCeMois', done_this_month, 'enRetard', late,
        'echeancesCetteSemaine', (SELECT n FROM obligations_this_week)) FROM counters),
      'urgentTasks', coalesce((
        SELECT json_agg(json_build_object('id', id, 'title', title, 'priority', priority, 'dueDate', ${isoInstant(sql`due_date`)}) ORDER BY due_date, id)
        FROM urgent
      ), '[]'),
      'clients', json_build_object(
        'total', coalesce((SELECT sum(n) FROM by_software), 0),
        'bySoftware', coalesce((
          SELECT json_agg(json_build_object('softwareId', id, 'name', coalesce(name, ${NO_SOFTWARE_LABEL}::text), 'count', n, 'percent', percent)
            ORDER BY n DESC, id IS NULL, display_order, name)
          FROM by_software
        ), '[]')
      ),
      'eInvoicing', json_build_object('notReadyToReceive', (SELECT n FROM e_invoicing_not_ready)),
      'missions', json_build_object(
        'lateCount', (SELECT count(*) FROM late_missions),
        'late', coalesce((
          SELECT json_agg(json_build_object('id', l.id, 'clientId', l.client_id, 'raisonSociale', l.raison_sociale,
            'templateId', l.template_id, 'templateName', t.name, 'closingDate', l.closing_date, 'stageName', s.name, 'targetDate', l.target_date) ORDER BY l.target_date, l.raison_sociale, l.id)
          FROM (SELECT * FROM late_missions ORDER BY target_date, raison_sociale, id LIMIT ${LATE_MISSIONS_LIMIT}) l
          JOIN mission_templates t ON t.id = l.template_id
          JOIN mission_stages s ON s.id = l.stage_id
        ), '[]'),
        'byTemplate', coalesce((
          SELECT json_agg(json_build_object('templateId', t.id, 'templateName', t.name,
            'waiting', (SELECT sum(sc.waiting)::bigint FROM my_stage_counts sc WHERE sc.template_id = t.id),
            'stages', (SELECT json_agg(json_build_object('stageId', b.stage_id, 'name', b.name, 'count', b.n) ORDER BY b.position)
              FROM missions_by_stage b WHERE b.template_id = t.id)
          ) ORDER BY t.position, t.name)
          FROM mission_templates t
          WHERE t.id IN (SELECT template_id FROM my_stage_counts)
        ), '[]')
      )
    ) AS dashboard`;
}

/**
 * The Dashboard's statement and, beside it, the parts other features own (their descriptors'
 * dashboardSections: Conformité's lines), each under its key. The route checks the whole against
 * the contract, so a section answering another shape is a server error, not a broken page.
 */
export async function getDashboard({
  db,
  user,
  now,
  sections,
}: {
  db: DbOrTx;
  user: DashboardUser;
  now?: Date;
  /** Read on the pool (db may be a test's transaction, where the Dashboard's own statement runs). */
  sections?: { db: Db; list: readonly DashboardSection[] };
}): Promise<DashboardFigures & Record<string, unknown>> {
  const today = parisToday(now);
  const [{ rows }, ...parts] = await Promise.all([
    db.execute<{ dashboard: Omit<DashboardFigures, 'fullName'> }>(dashboardQuery({ userId: user.id, now })),
    ...(sections?.list.map((section) => section.read({ db: sections.db, user, today })) ?? []),
  ]);
  const figures = rows[0]?.dashboard;
  if (!figures) throw new Error('tableau de bord : aucune ligne');
  return { fullName: user.fullName, ...figures, ...Object.fromEntries((sections?.list ?? []).map((section, i) => [section.key, parts[i]])) };
}

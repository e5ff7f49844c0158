import { sql } from 'drizzle-orm';
import { RULE_OBLIGATION_KINDS, targetDates, type RuleObligationKind, type StageRule } from '../../../shared/missions/rules.ts';
import { SHIPPED_TEMPLATES } from '../../../shared/missions/templates.ts';
import type { DbOrTx } from '../client.ts';
import type { MissionDraft } from './make-missions.ts';

// Production's demo data (issue 24), written set-based: a handful of statements whatever the size
// of the firm. The stages' target dates come from the one rule the missions feature applies
// (targetDates, src/shared/missions/rules.ts) over the same inputs it reads: the exercise's
// closing date, the client's échéances of that exercise, the previous stage's date. Computed here
// for the whole campaign at once, after the échéances are written; letting the feature's client
// follower date 16,000 missions one context at a time took longer than the rest of this step.

/** The missions feature's flag (features/missions/shipped-templates.ts): the shipped templates were inserted once. */
const SHIPPED_TEMPLATES_KEY = 'missions.shipped-templates';

export type SeedTemplate = { id: string; stages: { id: string; checklistSize: number; rule: StageRule }[] };

/**
 * The shipped templates, each inserted unless the firm has one of that name (a demo asks for them
 * even where the firm once deleted them), and the feature's flag set, so the server does not add
 * them again. Answers « Bilan et liasse » as it now is.
 */
export async function ensureShippedTemplates(db: DbOrTx): Promise<SeedTemplate> {
  await db.execute(sql`INSERT INTO firm_settings (key, value) VALUES (${SHIPPED_TEMPLATES_KEY}, 'true'::jsonb) ON CONFLICT (key) DO UPDATE SET value = 'true'::jsonb`);
  for (const template of SHIPPED_TEMPLATES) {
    const { rows } = await db.execute<{ id: string }>(sql`
      INSERT INTO mission_templates (name, kind, position)
      SELECT ${template.name}, ${template.kind}, (SELECT coalesce(max(position), 0) + 1 FROM mission_templates)
      WHERE NOT EXISTS (SELECT 1 FROM mission_templates WHERE lower(name) = lower(${template.name}))
      RETURNING id`);
    const id = rows[0]?.id;
    if (!id) continue;
    await db.execute(sql`
      INSERT INTO mission_stages (template_id, position, name, checklist, rule)
      SELECT ${id}::uuid, s.position - 1, s.value->>'name', s.value->'checklist', s.value->'rule'
      FROM jsonb_array_elements(${JSON.stringify(template.stages)}::jsonb) WITH ORDINALITY AS s(value, position)`);
  }
  const [bilan] = SHIPPED_TEMPLATES;
  const { rows } = await db.execute<SeedTemplate>(sql`
    SELECT t.id, (SELECT json_agg(json_build_object('id', s.id, 'checklistSize', jsonb_array_length(s.checklist), 'rule', s.rule) ORDER BY s.position, s.id)
      FROM mission_stages s WHERE s.template_id = t.id) AS stages
    FROM mission_templates t WHERE lower(t.name) = lower(${bilan?.name ?? ''})`);
  const found = rows[0];
  if (!found?.stages?.length) throw new Error('modèle « Bilan et liasse » introuvable');
  return found;
}

const param = <T>(values: readonly T[]) => sql.param([...values]);

type ObligationDates = Partial<Record<RuleObligationKind, string>>;

/** The échéances a stage rule may name, of each client and exercise (period = the closing year), as the missions feature reads them. */
async function readObligationDates(db: DbOrTx, drafts: readonly MissionDraft[]): Promise<Map<string, ObligationDates>> {
  const years = [...new Set(drafts.map((draft) => draft.closingDate.slice(0, 4)))];
  const { rows } = await db.execute<{ clientId: string; period: string; kind: RuleObligationKind; dueDate: string }>(sql`
    SELECT client_id AS "clientId", period, kind, due_date::text AS "dueDate" FROM client_obligations
    WHERE client_id = ANY(${param([...new Set(drafts.map((draft) => draft.clientId))])}::uuid[])
      AND kind = ANY(${param(RULE_OBLIGATION_KINDS)}::obligation_kind[]) AND period = ANY(${param(years)}::text[]) AND NOT obsolete`);
  const dates = new Map<string, ObligationDates>();
  for (const row of rows) {
    const key = `${row.clientId}:${row.period}`;
    dates.set(key, { ...dates.get(key), [row.kind]: row.dueDate });
  }
  return dates;
}

/** Per stage, the checklist's ticks: all of a done stage's, the current one's first `ticks`, none after. */
function checklists(template: SeedTemplate, draft: MissionDraft): boolean[][] {
  return template.stages.map((stage, index) =>
    index < draft.done.length ? Array.from({ length: stage.checklistSize }, () => true) : index === draft.stage ? Array.from({ length: stage.checklistSize }, (_, i) => i < draft.ticks) : [],
  );
}

/**
 * The missions and one progress row per stage, as drawn: done dates, done by the responsible (the
 * client's first collaborator, as a campaign names them), checklists ticked, each stage's target
 * date by the rule. Runs after the échéances are written (the liasse stage's date is one). Answers
 * how many missions were written.
 */
export async function writeMissions({ db, template, drafts, authorId }: { db: DbOrTx; template: SeedTemplate; drafts: readonly MissionDraft[]; authorId: string | null }): Promise<number> {
  if (drafts.length === 0) return 0;
  const obligations = await readObligationDates(db, drafts);
  const targets = drafts.map((draft) =>
    targetDates(
      template.stages.map((stage, index) => ({ rule: stage.rule, doneAt: draft.done[index] ?? null })),
      { closingDate: draft.closingDate, obligations: obligations.get(`${draft.clientId}:${draft.closingDate.slice(0, 4)}`) ?? {}, onlineFiling: true },
    ),
  );
  const stageIds = template.stages.map((stage) => stage.id);
  const { rowCount } = await db.execute(sql`
    WITH v AS (
      SELECT * FROM unnest(${param(drafts.map((d) => d.id))}::uuid[], ${param(drafts.map((d) => d.clientId))}::uuid[],
        ${param(drafts.map((d) => d.closingDate))}::date[], ${param(drafts.map((d) => d.stage))}::int[],
        ${param(drafts.map((d) => d.status))}::mission_status[], ${param(drafts.map((d) => d.waitingReason))}::text[],
        ${param(drafts.map((d) => d.createdAt.toISOString()))}::timestamptz[], ${param(drafts.map((d) => d.done.at(-1) ?? null))}::date[])
        AS v(id, client_id, closing_date, stage, status, waiting_reason, created_at, last_done)
    )
    INSERT INTO missions (id, client_id, template_id, closing_date, stage_id, status, waiting_reason, responsible_id, created_at, created_by, updated_at, updated_by)
    SELECT v.id, v.client_id, ${template.id}::uuid, v.closing_date, (${param(stageIds)}::uuid[])[v.stage + 1], v.status, v.waiting_reason,
      (SELECT cc.collaborator_id FROM client_collaborators cc WHERE cc.client_id = v.client_id ORDER BY cc.created_at, cc.collaborator_id LIMIT 1),
      v.created_at, ${authorId}::uuid,
      CASE WHEN v.status = 'terminee' THEN (v.last_done + time '18:00') AT TIME ZONE 'Europe/Paris' ELSE v.created_at END, ${authorId}::uuid
    FROM v
    ON CONFLICT ON CONSTRAINT missions_client_template_closing_key DO NOTHING`);
  await db.execute(sql`
    WITH v AS (
      SELECT * FROM unnest(${param(drafts.map((d) => d.id))}::uuid[], ${param(drafts.map((d) => d.done.join(',')))}::text[],
        ${param(targets.map((dates) => dates.map((date) => date ?? '').join(',')))}::text[], ${param(drafts.map((d) => JSON.stringify(checklists(template, d))))}::jsonb[])
        AS v(id, done, targets, checklists)
    )
    INSERT INTO mission_stage_progress (mission_id, stage_id, target_date, done_at, done_by, done_by_name, checklist, updated_at)
    SELECT m.id, s.id, nullif((string_to_array(v.targets, ','))[s.idx::int], '')::date, d.done_at,
      CASE WHEN d.done_at IS NOT NULL THEN m.responsible_id END, CASE WHEN d.done_at IS NOT NULL THEN u.full_name END,
      coalesce(v.checklists -> (s.idx::int - 1), '[]'::jsonb), coalesce((d.done_at + time '10:00') AT TIME ZONE 'Europe/Paris', m.created_at)
    FROM v
    JOIN missions m ON m.id = v.id
    CROSS JOIN unnest(${param(stageIds)}::uuid[]) WITH ORDINALITY AS s(id, idx)
    CROSS JOIN LATERAL (SELECT (string_to_array(v.done, ','))[s.idx::int]::date AS done_at) d
    LEFT JOIN users u ON u.id = m.responsible_id`);
  return rowCount ?? 0;
}

/**
 * The client's liasse échéance of each exercise in line with its mission, as the missions feature
 * keeps it: done (fait, on the day, by the responsible) once « Liasse télétransmise » is, and not
 * done while it is not.
 */
export async function alignLiasses({ db, drafts }: { db: DbOrTx; drafts: readonly MissionDraft[] }): Promise<void> {
  if (drafts.length === 0) return;
  await db.execute(sql`
    UPDATE client_obligations o SET
      status = CASE WHEN p.done_at IS NOT NULL THEN 'fait' ELSE 'a_faire' END::tracking_status,
      status_by = CASE WHEN p.done_at IS NOT NULL THEN m.responsible_id END,
      status_at = CASE WHEN p.done_at IS NOT NULL THEN (p.done_at + time '10:00') AT TIME ZONE 'Europe/Paris' END
    FROM missions m
    JOIN mission_stage_progress p ON p.mission_id = m.id
    JOIN mission_stages s ON s.id = p.stage_id AND s.rule->>'type' = 'obligation' AND s.rule->>'kind' = 'liasse'
    WHERE m.id = ANY(${param(drafts.map((draft) => draft.id))}::uuid[])
      AND o.client_id = m.client_id AND o.kind = 'liasse' AND o.period = extract(year FROM m.closing_date)::int::text AND NOT o.obsolete
      AND (p.done_at IS NOT NULL OR o.status = 'fait')`);
}

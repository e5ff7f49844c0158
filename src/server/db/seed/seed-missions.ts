import { sql } from 'drizzle-orm';
import { SHIPPED_TEMPLATES } from '../../../shared/missions/templates.ts';
import type { DbOrTx } from '../client.ts';
import type { MissionDraft } from './make-missions.ts';

// Production's demo data (issue 24), written set-based: a handful of statements whatever the size
// of the firm. The missions feature's own code is not reachable from here (the seed reads the
// features' list only): what the feature computes itself, the stages' target dates, it computes
// through its client follower, which the seed runs on the new clients after this (seed-demo.ts).

/** The missions feature's flag (features/missions/shipped-templates.ts): the shipped templates were inserted once. */
const SHIPPED_TEMPLATES_KEY = 'missions.shipped-templates';

export type SeedTemplate = { id: string; stages: { id: string; checklistSize: number }[] };

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
    SELECT t.id, (SELECT json_agg(json_build_object('id', s.id, 'checklistSize', jsonb_array_length(s.checklist)) ORDER BY s.position, s.id)
      FROM mission_stages s WHERE s.template_id = t.id) AS stages
    FROM mission_templates t WHERE lower(t.name) = lower(${bilan?.name ?? ''})`);
  const found = rows[0];
  if (!found?.stages?.length) throw new Error('modèle « Bilan et liasse » introuvable');
  return found;
}

const param = <T>(values: readonly T[]) => sql.param([...values]);

/**
 * The missions and one progress row per stage, as drawn: done dates, done by the responsible
 * (the client's first collaborator, as a campaign names them), the done stages' checklists ticked
 * in full and the current one's first items. Every mission goes in open, so the missions
 * feature's client follower dates its stages (it leaves finished ones alone): finishMissions then
 * closes the finished ones. Answers how many were written.
 */
export async function writeMissions({ db, template, drafts, authorId }: { db: DbOrTx; template: SeedTemplate; drafts: readonly MissionDraft[]; authorId: string | null }): Promise<number> {
  if (drafts.length === 0) return 0;
  const stageIds = template.stages.map((stage) => stage.id);
  const { rowCount } = await db.execute(sql`
    WITH v AS (
      SELECT * FROM unnest(${param(drafts.map((d) => d.id))}::uuid[], ${param(drafts.map((d) => d.clientId))}::uuid[],
        ${param(drafts.map((d) => d.closingDate))}::date[], ${param(drafts.map((d) => d.stage))}::int[],
        ${param(drafts.map((d) => (d.status === 'terminee' ? 'en_cours' : d.status)))}::mission_status[],
        ${param(drafts.map((d) => d.waitingReason))}::text[], ${param(drafts.map((d) => d.createdAt.toISOString()))}::timestamptz[])
        AS v(id, client_id, closing_date, stage, status, waiting_reason, created_at)
    )
    INSERT INTO missions (id, client_id, template_id, closing_date, stage_id, status, waiting_reason, responsible_id, created_at, created_by, updated_at, updated_by)
    SELECT v.id, v.client_id, ${template.id}::uuid, v.closing_date, (${param(stageIds)}::uuid[])[v.stage + 1], v.status, v.waiting_reason,
      (SELECT cc.collaborator_id FROM client_collaborators cc WHERE cc.client_id = v.client_id ORDER BY cc.created_at, cc.collaborator_id LIMIT 1),
      v.created_at, ${authorId}::uuid, v.created_at, ${authorId}::uuid
    FROM v
    ON CONFLICT ON CONSTRAINT missions_client_template_closing_key DO NOTHING`);
  await db.execute(sql`
    WITH v AS (
      SELECT * FROM unnest(${param(drafts.map((d) => d.id))}::uuid[], ${param(drafts.map((d) => d.stage))}::int[],
        ${param(drafts.map((d) => d.done.join(',')))}::text[], ${param(drafts.map((d) => d.ticks))}::int[])
        AS v(id, stage, done, ticks)
    ),
    stages AS (
      SELECT s.id, s.idx - 1 AS idx, s.size
      FROM unnest(${param(stageIds)}::uuid[], ${param(template.stages.map((stage) => stage.checklistSize))}::int[]) WITH ORDINALITY AS s(id, size, idx)
    ),
    cells AS (
      SELECT m.id AS mission_id, s.id AS stage_id, (string_to_array(v.done, ','))[s.idx + 1]::date AS done_at,
        m.responsible_id, s.idx, s.size, v.stage, v.ticks
      FROM v JOIN missions m ON m.id = v.id CROSS JOIN stages s
    )
    INSERT INTO mission_stage_progress (mission_id, stage_id, done_at, done_by, done_by_name, checklist, updated_at)
    SELECT r.mission_id, r.stage_id, r.done_at,
      CASE WHEN r.done_at IS NOT NULL THEN r.responsible_id END,
      CASE WHEN r.done_at IS NOT NULL THEN u.full_name END,
      (SELECT coalesce(jsonb_agg(r.done_at IS NOT NULL OR (r.idx = r.stage AND i <= r.ticks) ORDER BY i), '[]'::jsonb) FROM generate_series(1, r.size) i),
      coalesce((r.done_at + time '10:00') AT TIME ZONE 'Europe/Paris', now())
    FROM cells r LEFT JOIN users u ON u.id = r.responsible_id`);
  return rowCount ?? 0;
}

/**
 * After the client followers dated the stages: the finished missions closed (status terminee, on
 * their last stage, last changed on their last done day), and the client's liasse échéance of each
 * exercise in line with its mission, as the missions feature keeps it: done (fait, on the day, by
 * the responsible) once « Liasse télétransmise » is, and not done while it is not.
 */
export async function finishMissions({ db, drafts }: { db: DbOrTx; drafts: readonly MissionDraft[] }): Promise<void> {
  const finished = drafts.filter((draft) => draft.status === 'terminee').map((draft) => draft.id);
  if (finished.length > 0) {
    await db.execute(sql`
      UPDATE missions m SET status = 'terminee',
        updated_at = (SELECT (max(p.done_at) + time '18:00') AT TIME ZONE 'Europe/Paris' FROM mission_stage_progress p WHERE p.mission_id = m.id)
      WHERE m.id = ANY(${param(finished)}::uuid[])`);
  }
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

import { sql } from 'drizzle-orm';
import { TEMPLATE_MESSAGES, type MissionTemplate, type TemplateInput } from '../../../shared/missions/templates.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db, DbOrTx, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { refreshTargets } from './mission-targets.ts';
import { describeStages, getTemplate, templateUnknown } from './template-rows.ts';

// « Modèles de mission » (Paramètres, admins). A template is written whole: its name, kind and
// stages in order. A stage given with its id keeps it (and the missions on it); a stage left out
// is removed, refused while missions stand on it.

// Any constant: the writes that read every template's name take turns (a name taken twice at once).
const TEMPLATE_NAMES_LOCK = 720_524;

const nameTaken = () => new AppError('CONFLICT', TEMPLATE_MESSAGES.nameTaken);

/** Compared in JavaScript: the embedded database's C locale folds ASCII only, « Échéances » must clash with « échéances ». */
export async function assertNameFree({ tx, name, exceptId }: { tx: Transaction; name: string; exceptId?: string }) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TEMPLATE_NAMES_LOCK})`);
  const folded = name.toLocaleLowerCase('fr-FR');
  const { rows } = await tx.execute<{ id: string; name: string }>(sql`SELECT id, name FROM mission_templates`);
  if (rows.some((row) => row.id !== exceptId && row.name.toLocaleLowerCase('fr-FR') === folded)) throw nameTaken();
}

/** Inserts or rewrites the stages in the given order; new ones get their ids here. */
async function writeStages(tx: Transaction, templateId: string, stages: TemplateInput['stages']): Promise<void> {
  const column = <T>(pick: (stage: TemplateInput['stages'][number], index: number) => T) => sql.param(stages.map(pick));
  await tx.execute(sql`
    INSERT INTO mission_stages AS s (id, template_id, position, name, checklist, rule)
    SELECT coalesce(v.id, gen_random_uuid()), ${templateId}::uuid, v.position, v.name, v.checklist, v.rule
    FROM unnest(
      ${column((stage) => stage.id ?? null)}::uuid[],
      ${column((_, index) => index)}::int[],
      ${column((stage) => stage.name)}::text[],
      ${column((stage) => JSON.stringify(stage.checklist))}::jsonb[],
      ${column((stage) => JSON.stringify(stage.rule))}::jsonb[]
    ) AS v(id, position, name, checklist, rule)
    ON CONFLICT (id) DO UPDATE SET position = excluded.position, name = excluded.name, checklist = excluded.checklist, rule = excluded.rule`);
}

/**
 * Inserts a template last in the order, in the caller's transaction, journalled as created by
 * `actor` (null: the server itself, for the shipped templates). Answers its id.
 */
export async function insertTemplate({ tx, input, actor }: { tx: Transaction; input: TemplateInput; actor: Actor | null }): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO mission_templates (name, kind, position, updated_by)
    VALUES (${input.name}, ${input.kind}, (SELECT coalesce(max(position), 0) + 1 FROM mission_templates), ${actor?.id ?? null}::uuid)
    RETURNING id`);
  const id = rows[0]?.id;
  if (!id) throw new Error('modèle non créé');
  await writeStages(tx, id, input.stages);
  await recordActivity(tx, actor, [{ entity: 'mission_template', entityId: id, action: 'create', field: 'name', newValue: input.name }]);
  return id;
}

/** POST /api/mission-templates: a new template, last in the order. */
export async function createTemplate({ db, input, actor }: { db: Db; input: TemplateInput; actor: Actor }): Promise<MissionTemplate> {
  if (input.stages.some((stage) => stage.id !== undefined)) throw new AppError('VALIDATION', TEMPLATE_MESSAGES.stageUnknown);
  return db.transaction(async (tx) => {
    await assertNameFree({ tx, name: input.name });
    return getTemplate({ db: tx, id: await insertTemplate({ tx, input, actor }) });
  });
}

/** How many missions stand on each of these stages (their current stage). */
async function missionsOn(tx: Transaction, stageIds: readonly string[]): Promise<Map<string, number>> {
  if (stageIds.length === 0) return new Map();
  const { rows } = await tx.execute<{ stageId: string; count: number }>(sql`
    SELECT stage_id AS "stageId", count(*)::int AS count FROM missions WHERE stage_id = ANY(${sql.param(stageIds)}::uuid[]) GROUP BY stage_id`);
  return new Map(rows.map((row) => [row.stageId, row.count]));
}

const countMissions = async (db: DbOrTx, templateId: string): Promise<number> =>
  (await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM missions WHERE template_id = ${templateId}::uuid`)).rows[0]?.count ?? 0;

/**
 * PUT /api/mission-templates/{id}: the whole template. Refused, writing nothing, when a given
 * stage id is another template's, when a removed stage has missions on it (naming the count), or
 * when the kind changes under existing missions. The missions then get a row for each new stage
 * and their target dates from the new rules.
 */
export async function updateTemplate({ db, id, input, actor }: { db: Db; id: string; input: TemplateInput; actor: Actor }): Promise<MissionTemplate> {
  return db.transaction(async (tx) => {
    // The template's row first: the missions' writes on it wait (they read its stages), and two admins take turns.
    const { rows: locked } = await tx.execute<{ id: string }>(sql`SELECT id FROM mission_templates WHERE id = ${id}::uuid FOR UPDATE`);
    if (locked.length === 0) throw templateUnknown();
    await assertNameFree({ tx, name: input.name, exceptId: id });
    const before = await getTemplate({ db: tx, id });
    const known = new Set(before.stages.map((stage) => stage.id));
    if (input.stages.some((stage) => stage.id !== undefined && !known.has(stage.id))) throw new AppError('VALIDATION', TEMPLATE_MESSAGES.stageUnknown);
    const kept = new Set(input.stages.flatMap((stage) => (stage.id ? [stage.id] : [])));
    const removed = before.stages.filter((stage) => !kept.has(stage.id));
    const standing = await missionsOn(tx, removed.map((stage) => stage.id));
    for (const stage of removed) {
      const count = standing.get(stage.id) ?? 0;
      if (count > 0) throw new AppError('VALIDATION', TEMPLATE_MESSAGES.stageHasMissions(stage.name, count));
    }
    if (input.kind !== before.kind && (await countMissions(tx, id)) > 0) throw new AppError('VALIDATION', TEMPLATE_MESSAGES.kindLocked);

    if (removed.length > 0) await tx.execute(sql`DELETE FROM mission_stages WHERE id = ANY(${sql.param(removed.map((stage) => stage.id))}::uuid[])`);
    await writeStages(tx, id, input.stages);
    await tx.execute(sql`UPDATE mission_templates SET name = ${input.name}, kind = ${input.kind}, updated_by = ${actor.id}::uuid, updated_at = now() WHERE id = ${id}::uuid`);
    const after = await getTemplate({ db: tx, id });
    // New stages get their rows, and every open mission its dates from the rules as they are now.
    await refreshTargets({ db: tx, where: sql`m.template_id = ${id}::uuid AND (m.status IN ('en_cours', 'en_attente_client') OR EXISTS (
      SELECT 1 FROM mission_stages s WHERE s.template_id = m.template_id AND NOT EXISTS (SELECT 1 FROM mission_stage_progress p WHERE p.mission_id = m.id AND p.stage_id = s.id)))` });
    await recordActivity(
      tx,
      actor,
      changedFields(
        { entity: 'mission_template', entityId: id },
        { name: before.name, kind: before.kind, stages: describeStages(before.stages) },
        { name: after.name, kind: after.kind, stages: describeStages(after.stages) },
      ),
    );
    return after;
  });
}

/** DELETE /api/mission-templates/{id}: refused (409, naming the count) while missions use it. */
export async function deleteTemplate({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(sql`SELECT name FROM mission_templates WHERE id = ${id}::uuid FOR UPDATE`);
    const template = rows[0];
    if (!template) throw templateUnknown();
    const count = await countMissions(tx, id);
    if (count > 0) throw new AppError('CONFLICT', TEMPLATE_MESSAGES.templateHasMissions(count));
    await tx.execute(sql`DELETE FROM mission_templates WHERE id = ${id}::uuid`);
    await recordActivity(tx, actor, [{ entity: 'mission_template', entityId: id, action: 'delete', field: 'name', oldValue: template.name }]);
  });
}

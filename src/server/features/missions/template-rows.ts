import { sql, type SQL } from 'drizzle-orm';
import { describeRule } from '../../../shared/missions/rules.ts';
import { TEMPLATE_MESSAGES, type MissionTemplate, type Stage } from '../../../shared/missions/templates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/** Templates with their stages in order, as GET /api/mission-templates answers them: one statement. */
function selectTemplates(where: SQL): SQL {
  return sql`
    SELECT t.id, t.name, t.kind,
      coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'checklist', s.checklist, 'rule', s.rule) ORDER BY s.position)
        FILTER (WHERE s.id IS NOT NULL), '[]'::json) AS stages
    FROM mission_templates t
    LEFT JOIN mission_stages s ON s.template_id = t.id
    WHERE ${where}
    GROUP BY t.id
    ORDER BY t.position, t.name`;
}

/** Every template, in the order of the Production page's choice. */
export async function listTemplates({ db }: { db: DbOrTx }): Promise<MissionTemplate[]> {
  return (await db.execute<MissionTemplate>(selectTemplates(sql`true`))).rows;
}

export const templateUnknown = () => new AppError('NOT_FOUND', TEMPLATE_MESSAGES.templateUnknown);

/** One template, or 404 with the French message. */
export async function getTemplate({ db, id }: { db: DbOrTx; id: string }): Promise<MissionTemplate> {
  const [template] = (await db.execute<MissionTemplate>(selectTemplates(sql`t.id = ${id}::uuid`))).rows;
  if (!template) throw templateUnknown();
  return template;
}

/**
 * The stages as the journal keeps them: names in order, each with its rule and checklist size, so
 * a changed rule or checklist shows as a change of « Étapes » too.
 */
export const describeStages = (stages: readonly Pick<Stage, 'name' | 'rule' | 'checklist'>[]): string =>
  stages.map((stage) => `${stage.name} (${describeRule(stage.rule)}, ${stage.checklist.length} point${stage.checklist.length > 1 ? 's' : ''})`).join(' › ');

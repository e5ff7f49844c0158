import { SHIPPED_TEMPLATES } from '../../shared/missions/templates.ts';
import type { MissionStatus } from '../../shared/missions/statuses.ts';
import type { StageRule } from '../../shared/missions/rules.ts';
import type { DbOrTx } from '../db/client.ts';
import { missions, missionStageProgress, missionStages, missionTemplates } from '../db/schema/index.ts';

// Missions written straight into their tables, for the tests of the features that read them (the
// Dashboard, the client sheet, the search, the tasks, the progress chart): they test their reading,
// not the missions feature's writes. Such a test journals its writes before reading a versioned
// list (direct-writes.ts).

export type TemplateRows = { id: string; stageIds: string[]; stageNames: string[] };

/** A template and its stages, in order; « Bilan et liasse » as shipped unless told otherwise. */
export async function insertTemplate(
  db: DbOrTx,
  { name = 'Bilan et liasse', stages, position = 0 }: { name?: string; stages?: readonly { name: string; rule?: StageRule }[]; position?: number } = {},
): Promise<TemplateRows> {
  const shipped = SHIPPED_TEMPLATES.find((template) => template.name === name) ?? SHIPPED_TEMPLATES[0];
  const chosen = stages ?? shipped?.stages ?? [];
  const [template] = await db.insert(missionTemplates).values({ name, kind: 'exercice', position }).returning({ id: missionTemplates.id });
  if (!template) throw new Error('insertion impossible');
  const rows = await db
    .insert(missionStages)
    .values(chosen.map((stage, index) => ({ templateId: template.id, position: index, name: stage.name, rule: stage.rule ?? { type: 'none' } })))
    .returning({ id: missionStages.id, position: missionStages.position });
  const stageIds = rows.sort((a, b) => a.position - b.position).map((row) => row.id);
  return { id: template.id, stageIds, stageNames: chosen.map((stage) => stage.name) };
}

export type MissionValues = {
  clientId: string;
  template: TemplateRows;
  closingDate: string;
  /** The stage being worked on, by its index in the template (0 unless told). */
  stage?: number;
  status?: MissionStatus;
  waitingReason?: string | null;
  responsibleId?: string | null;
  /** Per stage in order; a missing entry is null. */
  targetDates?: readonly (string | null)[];
  doneAt?: readonly (string | null)[];
  createdAt?: Date;
};

/** One mission with one progress row per stage of its template; its id. */
export async function insertMission(db: DbOrTx, values: MissionValues): Promise<string> {
  const { template, stage = 0 } = values;
  const stageId = template.stageIds[stage];
  if (!stageId) throw new Error(`pas d'étape ${stage}`);
  const [mission] = await db
    .insert(missions)
    .values({
      clientId: values.clientId,
      templateId: template.id,
      closingDate: values.closingDate,
      stageId,
      status: values.status ?? 'en_cours',
      waitingReason: values.waitingReason ?? null,
      responsibleId: values.responsibleId ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: missions.id });
  if (!mission) throw new Error('insertion impossible');
  await db.insert(missionStageProgress).values(
    template.stageIds.map((id, index) => ({
      missionId: mission.id,
      stageId: id,
      targetDate: values.targetDates?.[index] ?? null,
      doneAt: values.doneAt?.[index] ?? null,
    })),
  );
  return mission.id;
}

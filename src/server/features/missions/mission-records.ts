import { sql } from 'drizzle-orm';
import type { MissionStatus } from '../../../shared/missions/statuses.ts';
import type { StageRule } from '../../../shared/missions/rules.ts';
import type { Transaction } from '../../db/client.ts';

// A mission as its writes read it (PATCH, bulk, undo): its fields and, per stage of its template
// in order, its progress. Read under the locks every mission write takes in the same order —
// the clients, then the templates, then the missions — so that two writes never wait on each
// other in a cycle, nor on a client write (which regenerates the échéances, then these missions'
// dates) or a template's.

export type StageDef = { id: string; name: string; checklist: string[]; rule: StageRule };

export type StageProgress = { stageId: string; doneAt: string | null; doneBy: string | null; doneByName: string | null; checklist: boolean[] };

export type MissionRecord = {
  id: string;
  clientId: string;
  templateId: string;
  closingDate: string;
  stageId: string;
  status: MissionStatus;
  waitingReason: string | null;
  responsibleId: string | null;
  reviewerId: string | null;
  budgetHours: number | null;
  notes: string | null;
  onlineFiling: boolean;
  /** One per stage of the template, in its order (a stage without a progress row reads as not done, nothing ticked). */
  progress: StageProgress[];
};

export type LockedMissions = {
  missions: MissionRecord[];
  /** Each template's stages in order, with their names, checklists and rules. */
  stagesOf: ReadonlyMap<string, readonly StageDef[]>;
  /** Template names, for the liasse échéance's journal line. */
  templateNames: ReadonlyMap<string, string>;
};

type MissionRow = Omit<MissionRecord, 'progress'>;
type ProgressRow = StageProgress & { missionId: string };

/**
 * Locks and reads the missions (those found: the caller names the missing ones), their clients
 * and templates held too: the clients FOR NO KEY UPDATE (as a client write does), the templates
 * FOR KEY SHARE (a template's rewrite waits, and waits for them), the missions FOR UPDATE, each
 * in id order.
 */
export async function lockMissions({ tx, ids }: { tx: Transaction; ids: readonly string[] }): Promise<LockedMissions> {
  const wanted = sql`${sql.param([...ids])}::uuid[]`;
  await tx.execute(sql`
    SELECT 1 FROM clients WHERE id IN (SELECT client_id FROM missions WHERE id = ANY(${wanted})) ORDER BY id FOR NO KEY UPDATE`);
  const { rows: templates } = await tx.execute<{ id: string; name: string }>(sql`
    SELECT id, name FROM mission_templates WHERE id IN (SELECT template_id FROM missions WHERE id = ANY(${wanted})) ORDER BY id FOR KEY SHARE`);
  const { rows } = await tx.execute<MissionRow>(sql`
    SELECT id, client_id AS "clientId", template_id AS "templateId", closing_date AS "closingDate", stage_id AS "stageId", status,
      waiting_reason AS "waitingReason", responsible_id AS "responsibleId", reviewer_id AS "reviewerId",
      budget_hours::float8 AS "budgetHours", notes, online_filing AS "onlineFiling"
    FROM missions WHERE id = ANY(${wanted}) ORDER BY id FOR UPDATE`);
  const templateIds = sql`${sql.param(templates.map((template) => template.id))}::uuid[]`;
  const { rows: stages } = await tx.execute<StageDef & { templateId: string }>(sql`
    SELECT id, template_id AS "templateId", name, checklist, rule FROM mission_stages WHERE template_id = ANY(${templateIds}) ORDER BY template_id, position`);
  const { rows: progress } = await tx.execute<ProgressRow>(sql`
    SELECT mission_id AS "missionId", stage_id AS "stageId", done_at AS "doneAt", done_by AS "doneBy", done_by_name AS "doneByName", checklist
    FROM mission_stage_progress WHERE mission_id = ANY(${wanted})`);

  const stagesOf = new Map<string, StageDef[]>();
  for (const { templateId, ...stage } of stages) stagesOf.set(templateId, [...(stagesOf.get(templateId) ?? []), stage]);
  const progressOf = new Map(progress.map((row) => [`${row.missionId}:${row.stageId}`, row]));
  const missions = rows.map((row) => ({
    ...row,
    progress: (stagesOf.get(row.templateId) ?? []).map((stage): StageProgress => {
      const found = progressOf.get(`${row.id}:${stage.id}`);
      return {
        stageId: stage.id,
        doneAt: found?.doneAt ?? null,
        doneBy: found?.doneBy ?? null,
        doneByName: found?.doneByName ?? null,
        checklist: found?.checklist ?? [],
      };
    }),
  }));
  return { missions, stagesOf, templateNames: new Map(templates.map((template) => [template.id, template.name])) };
}

/** The users among `ids` that exist. */
export async function existingUsers({ tx, ids }: { tx: Transaction; ids: readonly string[] }): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await tx.execute<{ id: string }>(sql`SELECT id FROM users WHERE id = ANY(${sql.param([...ids])}::uuid[])`);
  return new Set(rows.map((row) => row.id));
}

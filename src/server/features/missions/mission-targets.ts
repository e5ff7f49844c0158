import { sql, type SQL } from 'drizzle-orm';
import { RULE_OBLIGATION_KINDS, targetDates, type RuleObligationKind, type StageRule } from '../../../shared/missions/rules.ts';
import type { DbOrTx } from '../../db/client.ts';

// Each stage's target date is stored (the board and the table read 8,000 missions' dates in one
// statement), computed by the one rule of src/shared/missions/rules.ts from the mission's closing
// date, the client's échéances of that exercise and the previous stage's date. It is written
// again whenever one of those moves: a mission created, a stage done or undone, a template's
// rules changed, a client's closing date or échéances regenerated.

type MissionContext = {
  id: string;
  clientId: string;
  closingDate: string;
  onlineFiling: boolean;
  /** The client's échéances of the exercise (period = the closing year), by kind. */
  obligations: Partial<Record<RuleObligationKind, string>> | null;
  /** The template's stages in order, each with its progress row when the mission has one. */
  stages: { stageId: string; doneAt: string | null; targetDate: string | null; stored: boolean }[];
};

/** Open missions only: a finished or abandoned mission keeps the dates it was worked against. */
export const OPEN_MISSION = sql`m.status IN ('en_cours', 'en_attente_client')`;

/** The missions' contexts in one statement; `where` is a condition on missions `m`. */
async function readContexts(db: DbOrTx, where: SQL): Promise<MissionContext[]> {
  const kinds = sql`${sql.param([...RULE_OBLIGATION_KINDS])}::obligation_kind[]`;
  const { rows } = await db.execute<MissionContext>(sql`
    SELECT m.id, m.client_id AS "clientId", m.closing_date AS "closingDate", m.online_filing AS "onlineFiling",
      (SELECT json_object_agg(o.kind, o.due_date) FROM client_obligations o
        WHERE o.client_id = m.client_id AND o.kind = ANY(${kinds}) AND o.period = extract(year FROM m.closing_date)::int::text AND NOT o.obsolete
      ) AS obligations,
      (SELECT json_agg(json_build_object('stageId', s.id, 'doneAt', p.done_at, 'targetDate', p.target_date, 'stored', p.mission_id IS NOT NULL) ORDER BY s.position)
        FROM mission_stages s LEFT JOIN mission_stage_progress p ON p.mission_id = m.id AND p.stage_id = s.id
        WHERE s.template_id = m.template_id
      ) AS stages
    FROM missions m
    WHERE ${where}`);
  return rows;
}

async function readRules(db: DbOrTx, stageIds: readonly string[]): Promise<Map<string, StageRule>> {
  if (stageIds.length === 0) return new Map();
  const { rows } = await db.execute<{ id: string; rule: StageRule }>(sql`SELECT id, rule FROM mission_stages WHERE id = ANY(${sql.param(stageIds)}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row.rule]));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type TargetWrite = { missionId: string; clientId: string; stageId: string; targetDate: string | null };

/** What the rules give each stage now, where it differs from what is stored (or nothing is stored yet). */
function changedTargets(contexts: readonly MissionContext[], rules: ReadonlyMap<string, StageRule>): TargetWrite[] {
  return contexts.flatMap((mission) => {
    const stages = mission.stages ?? [];
    const dates = targetDates(
      stages.map((stage) => ({ rule: rules.get(stage.stageId) ?? { type: 'none' }, doneAt: stage.doneAt })),
      { closingDate: mission.closingDate, obligations: mission.obligations ?? {}, onlineFiling: mission.onlineFiling },
    );
    return stages.flatMap((stage, index) => {
      const targetDate = dates[index] ?? null;
      return stage.stored && stage.targetDate === targetDate ? [] : [{ missionId: mission.id, clientId: mission.clientId, stageId: stage.stageId, targetDate }];
    });
  });
}

/**
 * Brings the target dates of the missions `where` selects (a condition on missions `m`) in line
 * with their rules, in the caller's transaction; a stage without a progress row gets one (a
 * mission just created, a stage added to its template). Writes only what changed, in one
 * statement whatever the number of missions; answers the missions whose dates it wrote.
 */
export async function refreshTargets({ db, where }: { db: DbOrTx; where: SQL }): Promise<{ id: string; clientId: string }[]> {
  const contexts = await readContexts(db, where);
  if (contexts.length === 0) return [];
  const rules = await readRules(db, [...new Set(contexts.flatMap((mission) => (mission.stages ?? []).map((stage) => stage.stageId)))]);
  // In key order, as every writer of these rows goes: two writes over the same missions never wait on each other in a cycle.
  const writes = changedTargets(contexts, rules).sort((a, b) => compare(a.missionId, b.missionId) || compare(a.stageId, b.stageId));
  if (writes.length === 0) return [];
  const column = <T>(pick: (write: TargetWrite) => T) => sql.param(writes.map(pick));
  await db.execute(sql`
    INSERT INTO mission_stage_progress AS p (mission_id, stage_id, target_date)
    SELECT * FROM unnest(${column((w) => w.missionId)}::uuid[], ${column((w) => w.stageId)}::uuid[], ${column((w) => w.targetDate)}::date[])
    ON CONFLICT (mission_id, stage_id) DO UPDATE SET target_date = excluded.target_date, updated_at = now()
      WHERE p.target_date IS DISTINCT FROM excluded.target_date`);
  return [...new Map(writes.map((write) => [write.missionId, { id: write.missionId, clientId: write.clientId }])).values()];
}

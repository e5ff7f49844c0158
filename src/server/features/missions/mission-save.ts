import { sql } from 'drizzle-orm';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Transaction } from '../../db/client.ts';
import { closeLiasseObligations, type LiasseDone } from './mission-liasse.ts';
import type { LockedMissions, MissionRecord, StageProgress } from './mission-records.ts';
import { refreshTargets } from './mission-targets.ts';

// The one writer of missions' changes (PATCH, bulk, their undo): the missions' fields and their
// stages' progress as the new records say, the target dates that hang on done dates, the liasse
// échéance a done stage closes, and the journal, in the caller's transaction.

const FIELDS = ['status', 'waitingReason', 'responsibleId', 'reviewerId', 'budgetHours', 'notes', 'onlineFiling'] as const;

const sameProgress = (a: StageProgress, b: StageProgress) =>
  a.doneAt === b.doneAt && a.doneBy === b.doneBy && a.doneByName === b.doneByName && JSON.stringify(a.checklist) === JSON.stringify(b.checklist);

const progressOf = (mission: MissionRecord, stageId: string) => mission.progress.find((stage) => stage.stageId === stageId);

/** Whether a stage's done date moved: the « after the previous stage » targets read it. */
const doneMoved = (change: Change) => change.progress.some((stage) => stage.doneAt !== (progressOf(change.before, stage.stageId)?.doneAt ?? null));

type Change = { before: MissionRecord; after: MissionRecord; fieldsChanged: boolean; progress: StageProgress[] };

function diff(before: MissionRecord, after: MissionRecord): Change {
  const fieldsChanged = before.stageId !== after.stageId || FIELDS.some((field) => before[field] !== after[field]);
  const progress = after.progress.filter((stage) => {
    const previous = progressOf(before, stage.stageId);
    return !previous || !sameProgress(previous, stage);
  });
  return { before, after, fieldsChanged, progress };
}

/** Journal entries of one mission's change: its stage by name, each field, each checklist tick. */
function entriesOf(change: Change, locked: LockedMissions): ActivityEntry[] {
  const { before, after } = change;
  const stages = locked.stagesOf.get(after.templateId) ?? [];
  const nameOf = (stageId: string) => stages.find((stage) => stage.id === stageId)?.name ?? stageId;
  const base = { entity: 'mission' as const, entityId: after.id, clientId: after.clientId };
  const entries: ActivityEntry[] = [];
  if (before.stageId !== after.stageId) entries.push({ ...base, action: 'update', field: 'stage', oldValue: nameOf(before.stageId), newValue: nameOf(after.stageId) });
  const pick = (record: MissionRecord) => Object.fromEntries(FIELDS.map((field) => [field, record[field]]));
  entries.push(...changedFields(base, pick(before), pick(after)));
  after.progress.forEach((stage) => {
    const def = stages.find((candidate) => candidate.id === stage.stageId);
    const was = progressOf(before, stage.stageId)?.checklist ?? [];
    def?.checklist.forEach((label, item) => {
      const from = was[item] === true;
      const to = stage.checklist[item] === true;
      if (from === to) return;
      const text = (ticked: boolean) => `${def.name} › ${label} : ${ticked ? 'fait' : 'à faire'}`;
      entries.push({ ...base, action: 'update', field: 'checklist', oldValue: text(from), newValue: text(to) });
    });
  });
  return entries;
}

/** The liasse-tied stages a change did (not done before, done after). */
function liasseDone(change: Change, locked: LockedMissions): LiasseDone[] {
  const stages = locked.stagesOf.get(change.after.templateId) ?? [];
  return change.after.progress.flatMap((stage) => {
    const def = stages.find((candidate) => candidate.id === stage.stageId);
    const wasDone = progressOf(change.before, stage.stageId)?.doneAt;
    if (!def || wasDone || !stage.doneAt || def.rule.type !== 'obligation' || def.rule.kind !== 'liasse') return [];
    return [{ clientId: change.after.clientId, closingDate: change.after.closingDate, stageName: def.name, templateName: locked.templateNames.get(change.after.templateId) ?? '' }];
  });
}

async function writeMissions(tx: Transaction, changes: readonly Change[], actor: Actor): Promise<void> {
  const rows = changes.filter((change) => change.fieldsChanged || change.progress.length > 0).map((change) => change.after);
  if (rows.length === 0) return;
  const column = <T>(pick: (row: MissionRecord) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`
    UPDATE missions m SET stage_id = v.stage_id, status = v.status, waiting_reason = v.waiting_reason, responsible_id = v.responsible_id,
      reviewer_id = v.reviewer_id, budget_hours = v.budget_hours, notes = v.notes, online_filing = v.online_filing,
      updated_by = ${actor.id}::uuid, updated_at = now()
    FROM unnest(${column((r) => r.id)}::uuid[], ${column((r) => r.stageId)}::uuid[], ${column((r) => r.status)}::mission_status[],
      ${column((r) => r.waitingReason)}::text[], ${column((r) => r.responsibleId)}::uuid[], ${column((r) => r.reviewerId)}::uuid[],
      ${column((r) => r.budgetHours)}::numeric[], ${column((r) => r.notes)}::text[], ${column((r) => r.onlineFiling)}::boolean[]
    ) AS v(id, stage_id, status, waiting_reason, responsible_id, reviewer_id, budget_hours, notes, online_filing)
    WHERE m.id = v.id`);
}

async function writeProgress(tx: Transaction, changes: readonly Change[]): Promise<void> {
  const rows = changes.flatMap((change) => change.progress.map((stage) => ({ missionId: change.after.id, ...stage })));
  if (rows.length === 0) return;
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  await tx.execute(sql`
    INSERT INTO mission_stage_progress AS p (mission_id, stage_id, done_at, done_by, done_by_name, checklist)
    SELECT v.mission_id, v.stage_id, v.done_at, u.id, v.done_by_name, v.checklist
    FROM unnest(${column((r) => r.missionId)}::uuid[], ${column((r) => r.stageId)}::uuid[], ${column((r) => r.doneAt)}::date[],
      ${column((r) => r.doneBy)}::uuid[], ${column((r) => r.doneByName)}::text[], ${column((r) => JSON.stringify(r.checklist))}::jsonb[]
    ) AS v(mission_id, stage_id, done_at, done_by, done_by_name, checklist)
    -- A done-by deleted since (an undo's snapshot) keeps its name only, as its deletion would have left it.
    LEFT JOIN users u ON u.id = v.done_by
    ORDER BY v.mission_id, v.stage_id
    ON CONFLICT (mission_id, stage_id) DO UPDATE SET done_at = excluded.done_at, done_by = excluded.done_by,
      done_by_name = excluded.done_by_name, checklist = excluded.checklist, updated_at = now()`);
}

/**
 * Saves each mission as `after` says (the records lockMissions read are `locked`), journalled under
 * `batchId` when given; answers the ids of the missions that changed. Target dates are computed again for the
 * missions whose done dates or online filing moved.
 */
export async function saveMissions({
  tx,
  locked,
  after,
  actor,
  batchId,
}: {
  tx: Transaction;
  locked: LockedMissions;
  after: readonly MissionRecord[];
  actor: Actor;
  batchId?: string;
}): Promise<string[]> {
  const beforeOf = new Map(locked.missions.map((mission) => [mission.id, mission]));
  const changes = after.flatMap((record) => {
    const before = beforeOf.get(record.id);
    return before ? [diff(before, record)] : [];
  });
  await writeMissions(tx, changes, actor);
  await writeProgress(tx, changes);
  const datesMoved = changes.filter((change) => change.before.onlineFiling !== change.after.onlineFiling || doneMoved(change)).map((change) => change.after.id);
  if (datesMoved.length > 0) await refreshTargets({ db: tx, where: sql`m.id = ANY(${sql.param(datesMoved)}::uuid[])` });
  const entries = changes.flatMap((change) => entriesOf(change, locked));
  entries.push(...(await closeLiasseObligations({ tx, done: changes.flatMap((change) => liasseDone(change, locked)), actor })));
  await recordActivity(tx, actor, entries, { batchId });
  return changes.filter((change) => change.fieldsChanged || change.progress.length > 0).map((change) => change.after.id);
}

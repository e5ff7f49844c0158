import { sql } from 'drizzle-orm';
import type { Campaign } from '../../../shared/missions/api.ts';
import { TEMPLATE_MESSAGES } from '../../../shared/missions/templates.ts';
import { closingDateIn, readClosing } from '../../../shared/obligations/exercises.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { newBatchId, saveBatch } from '../../batches/batch.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createdEntry, firstCollaborator } from './mission-create.service.ts';
import { refreshTargets } from './mission-targets.ts';

// « Ouvrir une campagne » (issue 24 §3): one mission per active client whose closing falls in the
// range and that has none yet for the template and that exercise. One request, one transaction,
// a handful of statements whatever the number of clients: the missions in one INSERT … SELECT,
// their stages' rows and dates in one more, the journal in one, as one batch its author may undo.

/** The undo of 'missions.campaign' (and of 'missions.restore'): the missions it created. */
export type CreatedMissions = { ids: string[] };

type Candidate = { clientId: string; closingDate: string };
type TemplateHead = { name: string; stageId: string };

/** The template's name and first stage, held against a rewrite (FOR KEY SHARE); 400 when unknown. */
async function readTemplate(db: DbOrTx, templateId: string): Promise<TemplateHead> {
  const { rows } = await db.execute<{ name: string; stageId: string | null }>(sql`
    SELECT t.name, (SELECT s.id FROM mission_stages s WHERE s.template_id = t.id ORDER BY s.position LIMIT 1) AS "stageId"
    FROM mission_templates t WHERE t.id = ${templateId}::uuid FOR KEY SHARE`);
  const template = rows[0];
  if (!template?.stageId) throw new AppError('VALIDATION', TEMPLATE_MESSAGES.templateUnknown);
  return { name: template.name, stageId: template.stageId };
}

/**
 * Each active client's closings in the range: its closing day and month (31 December when none
 * is recorded, as for the échéances) in each year the range touches. A range over two years may
 * hold two closings of one client: two exercises, two missions.
 */
async function candidates(db: DbOrTx, { closingFrom, closingTo }: Campaign): Promise<Candidate[]> {
  const { rows } = await db.execute<{ id: string; dateCloture: string | null }>(sql`SELECT id, date_cloture AS "dateCloture" FROM clients WHERE status = 'actif'`);
  const firstYear = Number(closingFrom.slice(0, 4));
  const lastYear = Number(closingTo.slice(0, 4));
  return rows.flatMap((client) => {
    const closing = readClosing(client.dateCloture);
    const found: Candidate[] = [];
    for (let year = firstYear; year <= lastYear; year += 1) {
      const closingDate = closingDateIn(closing, year);
      if (closingDate >= closingFrom && closingDate <= closingTo) found.push({ clientId: client.id, closingDate });
    }
    return found;
  });
}

const asRows = (list: readonly Candidate[]) =>
  sql`unnest(${sql.param(list.map((c) => c.clientId))}::uuid[], ${sql.param(list.map((c) => c.closingDate))}::date[]) AS v(client_id, closing_date)`;

/** POST /api/missions/campaigns/preview: how many missions the campaign would create now. */
export async function previewCampaign({ db, campaign }: { db: Db; campaign: Campaign }): Promise<{ count: number }> {
  await readTemplate(db, campaign.templateId);
  const list = await candidates(db, campaign);
  const { rows } = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM ${asRows(list)}
    WHERE NOT EXISTS (SELECT 1 FROM missions m WHERE m.client_id = v.client_id AND m.template_id = ${campaign.templateId}::uuid AND m.closing_date = v.closing_date)`);
  return { count: rows[0]?.count ?? 0 };
}

/**
 * POST /api/missions/campaigns: the missions the preview counted, each on the template's first
 * stage with its target dates, its responsible the client's first collaborator (none otherwise).
 * Missions already there are left as they are: running it again completes what is missing.
 */
export async function openCampaign({ db, campaign, actor }: { db: Db; campaign: Campaign; actor: Actor }): Promise<{ created: number; batchId: string | null }> {
  return db.transaction(async (tx) => {
    const template = await readTemplate(tx, campaign.templateId);
    const list = await candidates(tx, campaign);
    // A client made inactive meanwhile is left out by the join; a mission made meanwhile by the conflict.
    const { rows: created } = await tx.execute<{ id: string; clientId: string; closingDate: string }>(sql`
      INSERT INTO missions (client_id, template_id, closing_date, stage_id, responsible_id, created_by, updated_by)
      SELECT v.client_id, ${campaign.templateId}::uuid, v.closing_date, ${template.stageId}::uuid, ${firstCollaborator(sql`v.client_id`)}, ${actor.id}::uuid, ${actor.id}::uuid
      FROM ${asRows(list)}
      JOIN clients c ON c.id = v.client_id AND c.status = 'actif'
      ON CONFLICT ON CONSTRAINT missions_client_template_closing_key DO NOTHING
      RETURNING id, client_id AS "clientId", closing_date AS "closingDate"`);
    if (created.length === 0) return { created: 0, batchId: null };
    const ids = created.map((mission) => mission.id);
    await refreshTargets({ db: tx, where: sql`m.id = ANY(${sql.param(ids)}::uuid[])` });
    const batchId = newBatchId();
    await recordActivity(
      tx,
      actor,
      created.map((mission) => createdEntry(mission, template.name)),
      { batchId },
    );
    const snapshot: CreatedMissions = { ids };
    await saveBatch({ tx, id: batchId, actor, kind: 'missions.campaign', rowCount: created.length, snapshot });
    return { created: created.length, batchId };
  });
}

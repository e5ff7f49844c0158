import { sql, type SQL } from 'drizzle-orm';
import { formatDateFr } from '../../../shared/dates.ts';
import { MISSION_MESSAGES, type MissionCreate, type MissionDetail } from '../../../shared/missions/api.ts';
import { TEMPLATE_MESSAGES } from '../../../shared/missions/templates.ts';
import { recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { existingUsers } from './mission-records.ts';
import { getMission } from './mission-rows.ts';
import { refreshTargets } from './mission-targets.ts';

/**
 * The client's first collaborator, the responsible a new mission gets: the first assigned, as
 * the client list orders its collaborators (clients.service.ts). `clientId` is a column or value.
 */
export const firstCollaborator = (clientId: SQL) =>
  sql`(SELECT cc.collaborator_id FROM client_collaborators cc WHERE cc.client_id = ${clientId} ORDER BY cc.created_at, cc.collaborator_id LIMIT 1)`;

/** A mission's creation in the Journal: its template and exercise (« Bilan et liasse — clôture 31/12/2026 »). */
export const createdEntry = (mission: { id: string; clientId: string; closingDate: string }, templateName: string): ActivityEntry => ({
  entity: 'mission',
  entityId: mission.id,
  clientId: mission.clientId,
  action: 'create',
  field: 'template',
  newValue: `${templateName} — clôture ${formatDateFr(mission.closingDate)}`,
});

const refuse = (message: string) => new AppError('VALIDATION', message);

/**
 * POST /api/missions: one mission of one active client, on its template's first stage, its
 * target dates from the rules; the responsible given, else the client's first collaborator.
 * A second mission for the same client, template and closing date is a 409.
 */
export async function createMission({ db, input, actor }: { db: Db; input: MissionCreate; actor: Actor }): Promise<MissionDetail> {
  return db.transaction(async (tx) => {
    // The client's row as a client write takes it: its échéances cannot move under the new dates.
    const { rows: clients } = await tx.execute<{ status: string }>(sql`SELECT status FROM clients WHERE id = ${input.clientId}::uuid FOR NO KEY UPDATE`);
    const client = clients[0];
    if (!client) throw refuse(MISSION_MESSAGES.clientUnknown);
    if (client.status !== 'actif') throw refuse(MISSION_MESSAGES.clientInactive);
    const { rows: templates } = await tx.execute<{ name: string; stageId: string | null }>(sql`
      SELECT t.name, (SELECT s.id FROM mission_stages s WHERE s.template_id = t.id ORDER BY s.position LIMIT 1) AS "stageId"
      FROM mission_templates t WHERE t.id = ${input.templateId}::uuid FOR KEY SHARE`);
    const template = templates[0];
    if (!template?.stageId) throw refuse(TEMPLATE_MESSAGES.templateUnknown);
    if (input.responsibleId && !(await existingUsers({ tx, ids: [input.responsibleId] })).has(input.responsibleId)) throw refuse(MISSION_MESSAGES.userUnknown);
    const responsible = input.responsibleId === undefined ? firstCollaborator(sql`${input.clientId}::uuid`) : sql`${input.responsibleId}::uuid`;

    const { rows } = await tx.execute<{ id: string }>(sql`
      INSERT INTO missions (client_id, template_id, closing_date, stage_id, responsible_id, created_by, updated_by)
      VALUES (${input.clientId}::uuid, ${input.templateId}::uuid, ${input.closingDate}::date, ${template.stageId}::uuid, ${responsible}, ${actor.id}::uuid, ${actor.id}::uuid)
      ON CONFLICT ON CONSTRAINT missions_client_template_closing_key DO NOTHING
      RETURNING id`);
    const id = rows[0]?.id;
    if (!id) throw new AppError('CONFLICT', MISSION_MESSAGES.duplicate);
    await refreshTargets({ db: tx, where: sql`m.id = ${id}::uuid` });
    await recordActivity(tx, actor, [createdEntry({ id, clientId: input.clientId, closingDate: input.closingDate }, template.name)]);
    return getMission({ db: tx, id });
  });
}

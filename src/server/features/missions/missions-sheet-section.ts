import { sql } from 'drizzle-orm';
import type { ClientSheetSection } from '../../feature.ts';

/**
 * The client sheet's « Missions », which this feature owns and the sheet reads in its one
 * statement: every mission of the client (a few a year), newest exercise first, then in the
 * templates' order. The next target date is the current stage's, while the mission is open.
 */
export const missionsSheetSection: ClientSheetSection = {
  key: 'missions',
  select: ({ clientId }) => sql`coalesce((SELECT json_agg(r) FROM (
    SELECT m.id, m.template_id AS "templateId", t.name AS "templateName", m.closing_date AS "closingDate",
      m.stage_id AS "stageId", s.name AS "stageName", m.status, m.waiting_reason AS "waitingReason",
      CASE WHEN m.status IN ('en_cours', 'en_attente_client') THEN p.target_date END AS "nextTargetDate"
    FROM missions m
    JOIN mission_templates t ON t.id = m.template_id
    JOIN mission_stages s ON s.id = m.stage_id
    LEFT JOIN mission_stage_progress p ON p.mission_id = m.id AND p.stage_id = m.stage_id
    WHERE m.client_id = ${clientId}
    ORDER BY m.closing_date DESC, t.position, t.name, m.id) r), '[]'::json)`,
};

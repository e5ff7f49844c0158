import { sql } from 'drizzle-orm';
import { closingDateIn, readClosing } from '../../../shared/obligations/exercises.ts';
import { FISCAL_PROFILE_FIELDS } from '../../../shared/obligations/profile.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ClientFollower } from '../../feature.ts';
import { OPEN_MISSION, refreshTargets } from './mission-targets.ts';

// A client's open missions follow its closing date and its échéances, in the transaction of every
// client write that can move them. It runs after the obligations feature's follower (features/
// index.ts lists missions after obligations), so the échéances it reads are the regenerated ones.

/**
 * What the échéances derive from (the obligations feature's inputs, features/obligations/
 * obligation-inputs.ts: features do not import one another) and the closing date itself.
 */
const FOLLOWED_FIELDS = ['status', 'classification', 'dateCloture', 'codePostal', 'siret', ...FISCAL_PROFILE_FIELDS] as const;

type Open = { id: string; clientId: string; closingDate: string; dateCloture: string | null };

/**
 * An open exercise mission whose client's closing day moved follows it within its year (the
 * 31/12/2026 exercise becomes the 30/06/2026 one), unless the client already has a mission of that
 * template on the new date. Journalled without an author: the client's write did it.
 */
async function followClosingDates(db: DbOrTx, clientIds: readonly string[]): Promise<void> {
  const { rows } = await db.execute<Open>(sql`
    SELECT m.id, m.client_id AS "clientId", m.closing_date AS "closingDate", c.date_cloture AS "dateCloture"
    FROM missions m JOIN clients c ON c.id = m.client_id JOIN mission_templates t ON t.id = m.template_id
    WHERE m.client_id = ANY(${sql.param([...clientIds])}::uuid[]) AND t.kind = 'exercice' AND ${OPEN_MISSION}
    ORDER BY m.id`);
  const moved = rows.flatMap((mission) => {
    const closingDate = closingDateIn(readClosing(mission.dateCloture), Number(mission.closingDate.slice(0, 4)));
    return closingDate === mission.closingDate ? [] : [{ ...mission, newDate: closingDate }];
  });
  if (moved.length === 0) return;
  const { rows: updated } = await db.execute<{ id: string }>(sql`
    UPDATE missions m SET closing_date = v.closing_date, updated_at = now()
    FROM unnest(${sql.param(moved.map((mission) => mission.id))}::uuid[], ${sql.param(moved.map((mission) => mission.newDate))}::date[]) AS v(id, closing_date)
    WHERE m.id = v.id AND NOT EXISTS (
      SELECT 1 FROM missions o WHERE o.client_id = m.client_id AND o.template_id = m.template_id AND o.closing_date = v.closing_date)
    RETURNING m.id`);
  const done = new Set(updated.map((row) => row.id));
  await recordActivity(
    db,
    null,
    moved
      .filter((mission) => done.has(mission.id))
      .map((mission) => ({ entity: 'mission' as const, entityId: mission.id, clientId: mission.clientId, action: 'update' as const, field: 'closingDate', oldValue: mission.closingDate, newValue: mission.newDate })),
  );
}

/** The client follower: closing dates, then every open mission's target dates from the échéances as they now are. */
export const missionsClientFollower: ClientFollower = {
  fields: FOLLOWED_FIELDS,
  follow: async ({ tx, clientIds }) => {
    await followClosingDates(tx, clientIds);
    await refreshTargets({ db: tx, where: sql`m.client_id = ANY(${sql.param([...clientIds])}::uuid[]) AND ${OPEN_MISSION}` });
  },
};

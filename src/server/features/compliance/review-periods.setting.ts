import { DEFAULT_REVIEW_PERIODS, nextReviewDate, reviewPeriodsSchema, type ReviewPeriods } from '../../../shared/compliance/review-periods.ts';
import type { VigilanceLevel } from '../../../shared/compliance/vigilance.ts';
import { sql } from 'drizzle-orm';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clientKyc } from '../../db/schema/index.ts';
import { syncReviewObligations } from './review-obligations.ts';
import { readFirmSetting, writeFirmSetting, type FirmSetting } from '../../settings/firm-settings.ts';

// Paramètres › Conformité: how often the firm reviews a client's LCB-FT file, by vigilance level,
// in months. The firm's policy, not the law (docs/compliance.md): 12, 24 and 36 months until an
// admin changes them.

export const REVIEW_PERIODS_SETTING: FirmSetting<ReviewPeriods> = {
  key: 'compliance.review-periods',
  schema: reviewPeriodsSchema,
  defaultValue: DEFAULT_REVIEW_PERIODS,
};

export const readReviewPeriods = ({ db }: { db: DbOrTx }): Promise<ReviewPeriods> => readFirmSetting({ db, setting: REVIEW_PERIODS_SETTING });

/**
 * The next review of a file with the firm's current periods: the last review (else the
 * assessment) plus the level's period; null before a level and a date are known.
 */
export async function nextReviewAt({
  db,
  vigilance,
  lastReviewAt,
  assessedAt,
}: {
  db: DbOrTx;
  vigilance: VigilanceLevel | null;
  lastReviewAt: string | null;
  assessedAt: string | null;
}): Promise<string | null> {
  return nextReviewDate({ vigilance, lastReviewAt, assessedAt, periods: await readReviewPeriods({ db }) });
}

/**
 * PUT /api/compliance/settings: the firm's new periods, and every open file's next review moved
 * to them in the same transaction, journalled per client (the lists and the échéance follow).
 */
export async function updateReviewPeriods({ db, periods, actor }: { db: Db; periods: ReviewPeriods; actor: Actor }): Promise<ReviewPeriods> {
  await db.transaction(async (tx) => {
    await writeFirmSetting({ db: tx, setting: REVIEW_PERIODS_SETTING, value: periods, actor });
    const { rows } = await tx.execute<{ clientId: string; vigilance: VigilanceLevel; lastReviewAt: string | null; assessedAt: string | null; nextReviewAt: string | null }>(sql`
      SELECT client_id AS "clientId", vigilance, last_review_at AS "lastReviewAt", assessed_at AS "assessedAt", next_review_at AS "nextReviewAt"
      FROM ${clientKyc} WHERE vigilance IS NOT NULL AND ended_at IS NULL`);
    const moved = rows.flatMap((row) => {
      const next = nextReviewDate({ ...row, periods });
      return next === row.nextReviewAt ? [] : [{ ...row, next }];
    });
    if (moved.length === 0) return;
    await tx.execute(sql`
      UPDATE ${clientKyc} AS k SET next_review_at = v.next, updated_at = now(), updated_by = ${actor.id}::uuid
      FROM unnest(${sql.param(moved.map((row) => row.clientId))}::uuid[], ${sql.param(moved.map((row) => row.next))}::date[]) AS v(client_id, next)
      WHERE k.client_id = v.client_id`);
    await syncReviewObligations({ tx, clientIds: moved.map((row) => row.clientId), actor });
    await recordActivity(
      tx,
      actor,
      moved.map((row) => ({ entity: 'kyc', entityId: row.clientId, clientId: row.clientId, action: 'update', field: 'nextReviewAt', oldValue: row.nextReviewAt, newValue: row.next })),
    );
  });
  return periods;
}

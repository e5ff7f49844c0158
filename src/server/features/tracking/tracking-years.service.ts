import { and, count, eq } from 'drizzle-orm';
import { TRACKING_MESSAGES, type TrackingKind, type TrackingYearRow } from '../../../shared/tracking.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Db } from '../../db/client.ts';
import { trackingYears, yearlyTracking } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { trackingYearEntityId } from './tracking.service.ts';

export const unknownYear = () => new AppError('NOT_FOUND', 'Année inconnue');

/** SPEC §5 Add year: the range is checked by the route's schema; a duplicate is refused here. */
export async function addTrackingYear({ db, kind, year, actor }: { db: Db; kind: TrackingKind; year: number; actor: Actor }): Promise<TrackingYearRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(trackingYears)
      .values({ kind, year, createdBy: actor.id })
      .onConflictDoNothing()
      .returning({ kind: trackingYears.kind, year: trackingYears.year });
    if (!created) throw new AppError('CONFLICT', TRACKING_MESSAGES.duplicateYear);
    await recordActivity(tx, actor, [{ entity: 'tracking_year', entityId: trackingYearEntityId(kind, year), action: 'create', field: 'year', newValue: year }]);
    return created;
  });
}

/**
 * Deletes a year and, through the foreign key's cascade, every status recorded for it: one
 * transaction, all or nothing. The journal keeps how many statuses went.
 */
export async function deleteTrackingYear({ db, kind, year, actor }: { db: Db; kind: TrackingKind; year: number; actor: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(eq(trackingYears.kind, kind), eq(trackingYears.year, year));
    // Locking the year first stops a status being written into it while it is counted and deleted.
    const [found] = await tx.select({ year: trackingYears.year }).from(trackingYears).where(where).for('update');
    if (!found) throw unknownYear();
    const [rows] = await tx
      .select({ total: count() })
      .from(yearlyTracking)
      .where(and(eq(yearlyTracking.kind, kind), eq(yearlyTracking.year, year)));
    await tx.delete(trackingYears).where(where);
    await recordActivity(tx, actor, [
      { entity: 'tracking_year', entityId: trackingYearEntityId(kind, year), action: 'delete', field: 'trackingRows', oldValue: rows?.total ?? 0 },
    ]);
  });
}

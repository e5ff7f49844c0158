import { and, eq, sql } from 'drizzle-orm';
import type { TrackingCell, TrackingKind, TrackingStatus } from '../../../shared/tracking.ts';
import { changedFields, recordActivity } from '../../activity/record-activity.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { trackingYears, yearlyTracking } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { lockActiveClient } from '../../batches/active-clients.ts';
import { unknownYear } from './tracking-years.service.ts';

/** The journal's key for one cell: the table has no id of its own. */
export const trackingEntityId = (clientId: string, kind: TrackingKind, year: number) => `${clientId}:${kind}:${year}`;

/** Holds the year until the transaction ends, so it cannot be deleted under the write. */
export async function lockYear({ tx, kind, year }: { tx: Transaction; kind: TrackingKind; year: number }): Promise<void> {
  const [found] = await tx
    .select({ year: trackingYears.year })
    .from(trackingYears)
    .where(and(eq(trackingYears.kind, kind), eq(trackingYears.year, year)))
    .for('key share');
  if (!found) throw unknownYear();
}

/** SPEC §4 Yearly tracking: one upsert on (client, kind, year), created if absent. */
export async function updateTrackingStatus({
  db,
  kind,
  clientId,
  year,
  status,
  actor,
}: {
  db: Db;
  kind: TrackingKind;
  clientId: string;
  year: number;
  status: TrackingStatus;
  actor: Actor;
}): Promise<TrackingCell> {
  return db.transaction(async (tx) => {
    await lockActiveClient({ tx, clientId });
    await lockYear({ tx, kind, year });
    const [before] = await tx
      .select({ status: yearlyTracking.status })
      .from(yearlyTracking)
      .where(and(eq(yearlyTracking.clientId, clientId), eq(yearlyTracking.kind, kind), eq(yearlyTracking.year, year)));
    const [after] = await tx
      .insert(yearlyTracking)
      .values({ clientId, kind, year, status, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [yearlyTracking.clientId, yearlyTracking.kind, yearlyTracking.year],
        set: { status, updatedBy: actor.id, updatedAt: sql`now()` },
      })
      .returning({ status: yearlyTracking.status, updatedAt: yearlyTracking.updatedAt });
    if (!after) throw new AppError('INTERNAL', 'Erreur lors de la mise à jour');
    await recordActivity(
      tx,
      actor,
      changedFields(
        { entity: 'tracking', entityId: trackingEntityId(clientId, kind, year), clientId },
        { status: before?.status ?? 'a_faire' },
        { status: after.status },
      ),
    );
    return { clientId, kind, year, status: after.status, updatedAt: after.updatedAt.toISOString() };
  });
}

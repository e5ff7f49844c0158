import { sql } from 'drizzle-orm';
import { isCurrentDataVersion, readDataVersion, type DataVersion } from '../../activity/data-version.ts';
import type { Db } from '../../db/client.ts';
import { complianceListSource } from './compliance-list-page.ts';
import { COMPLIANCE_READS } from './compliance-rows.ts';

type Counted = { version: DataVersion; today: string; count: number };

/** Per database (tests run several apps in one process): the last count and what it was read from. */
const lastCount = new WeakMap<Db, Counted>();

/**
 * How many clients have at least one gap: the Contrôle qualité's own rows and rule (its gaps as the
 * paged list decides them in SQL), counted in SQL, again only when the journal says they changed
 * (or the day did: a review becomes overdue overnight).
 * An admin's Dashboard asks on every visit; reading the 10,000 files each time cost it 120-490 ms.
 * The version is read before the rows, so a write in between only makes the next visit count again.
 */
export async function countClientsWithGaps(db: Db, today: string): Promise<number> {
  const last = lastCount.get(db);
  if (last && last.today === today && (await isCurrentDataVersion(db, COMPLIANCE_READS, last.version))) return last.count;
  const version = await readDataVersion(db, COMPLIANCE_READS);
  const { rows } = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM (${complianceListSource(today).rows}) r WHERE r."endedAt" IS NULL AND cardinality(r."gaps") > 0`,
  );
  const count = rows[0]?.count ?? 0;
  if (version) lastCount.set(db, { version, today, count });
  return count;
}

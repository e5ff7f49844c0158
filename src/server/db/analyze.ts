import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Refreshes the planner's statistics of `tableNames` (ANALYZE) after a bulk write. Without them
 * PostgreSQL guesses the size and contents of a freshly filled table, and a wrong guess can turn
 * a 100 ms query into minutes; autovacuum gets there later, at its next round, if the engine
 * runs one. Call it once the write has committed, on the database rather than in the write's
 * transaction, which it would only lengthen (its table locks last until the commit).
 */
export async function analyzeTables(db: Db, tableNames: readonly string[], { vacuum = false }: { vacuum?: boolean } = {}): Promise<void> {
  if (tableNames.length === 0) return;
  const tables = sql.join(tableNames.map((name) => sql.identifier(name)), sql`, `);
  // VACUUM too after a write that updated or deleted many rows: it clears the dead ones and marks
  // the pages all-visible, which lets a count read an index alone (not outside a transaction block).
  await db.execute(vacuum ? sql`VACUUM (ANALYZE) ${tables}` : sql`ANALYZE ${tables}`);
}

/** When a table's statistics were last taken, by an ANALYZE and by autovacuum; null: never. */
export type TableAnalysis = { lastAnalyze: Date | null; lastAutoanalyze: Date | null };

/** What PostgreSQL's statistics views say of `tableNames` (both null for a table they do not know). */
export async function findTableAnalyses(db: Db, tableNames: readonly string[]): Promise<Record<string, TableAnalysis>> {
  if (tableNames.length === 0) return {};
  // In milliseconds: the driver hands timestamps over as text.
  const { rows } = await db.execute<{ name: string; manual: number | null; auto: number | null }>(sql`
    SELECT relname AS name, (extract(epoch FROM last_analyze) * 1000)::float8 AS manual,
           (extract(epoch FROM last_autoanalyze) * 1000)::float8 AS auto
    FROM pg_stat_user_tables
    WHERE schemaname = 'public' AND relname IN (${sql.join(tableNames.map((name) => sql`${name}`), sql`, `)})`);
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  const found = new Map(rows.map((row) => [row.name, { lastAnalyze: at(row.manual), lastAutoanalyze: at(row.auto) }]));
  return Object.fromEntries(tableNames.map((name) => [name, found.get(name) ?? { lastAnalyze: null, lastAutoanalyze: null }]));
}

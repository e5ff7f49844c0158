import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant: instances starting together on one PostgreSQL take turns to migrate.
const MIGRATION_LOCK = 720_412;

export const MIGRATIONS_FOLDER = migrationsFolder;

/**
 * Brings the database to the latest migration. A restore passes a copy of the folder whose
 * journal stops at the backup's migration, to rebuild the schema the backup was made on first.
 */
export async function applyMigrations(pool: pg.Pool, options: { migrationsFolder?: string } = {}): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

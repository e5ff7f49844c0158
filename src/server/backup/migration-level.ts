import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { applyMigrations, MIGRATIONS_FOLDER } from '../db/migrate.ts';
import type { Queryable } from './catalog.ts';

/** A migration as drizzle-kit's journal lists it; `when` is what drizzle records once applied. */
export type MigrationEntry = { idx: number; when: number; tag: string };

type Journal = { entries: MigrationEntry[] } & Record<string, unknown>;

function readJournal(): Journal {
  return JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
}

export function knownMigrations(): MigrationEntry[] {
  return readJournal().entries.map(({ idx, when, tag }) => ({ idx, when, tag }));
}

/** The last migration applied to this database (drizzle's own table), or null on a blank one. */
export async function readMigrationLevel(client: Queryable): Promise<number | null> {
  const table = await client.query<{ present: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!table.rows[0]?.present) return null;
  const result = await client.query<{ at: string | null }>('SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations');
  const at = result.rows[0]?.at;
  return at == null ? null : Number(at);
}

export function describeLevel(when: number | null): string {
  if (when === null) return 'aucune migration';
  return knownMigrations().find((entry) => entry.when === when)?.tag ?? `migration inconnue (${when})`;
}

/** Applies the migrations up to `when` included, not beyond. */
export async function migrateUpTo(pool: pg.Pool, when: number): Promise<void> {
  const journal = readJournal();
  const entries = journal.entries.filter((entry) => entry.when <= when);
  const folder = mkdtempSync(join(tmpdir(), 'cabinet-migrations-'));
  try {
    mkdirSync(join(folder, 'meta'));
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    await applyMigrations(pool, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Tables the migrations themselves fill (the default software list): a freshly migrated
 * database holds those rows, and is still empty for a restore.
 */
export function tablesFilledByMigrations(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const match of sql.matchAll(/\bINSERT\s+INTO\s+(?:"?public"?\.)?"?(\w+)"?/gi)) {
      if (match[1]) names.add(match[1]);
    }
  }
  return names;
}

import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { openEmbedded } from '../client.ts';
import { MIGRATIONS_FOLDER } from '../migrate.ts';
import { migrateFromPglite } from './migrate-from-pglite.ts';
import { reachableTempDir } from './run-as.ts';

// A DATA_DIR as the previous version left it: PGlite in pglite/, migrated, with data.
const dir = reachableTempDir('cabinet-pglite-move-');
const dataDir = join(dir, 'data');
const logger = createLogger('silent');

beforeAll(async () => {
  mkdirSync(dataDir);
  const pglite = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm, unaccent } });
  try {
    await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    await pglite.exec(`
      INSERT INTO users (email, full_name, role) VALUES ('admin@cabinet.test', 'Élodie Ançelin', 'admin');
      INSERT INTO clients (raison_sociale, siret, ville) SELECT 'Société n°' || i || ' « Ça va »', lpad(i::text, 14, '0'), 'Saint-Étienne' FROM generate_series(1, 250) i;
      INSERT INTO tasks (title, client_id) SELECT 'Bilan ' || c.raison_sociale, c.id FROM clients c;
      INSERT INTO activity_log (entity, entity_id, action) SELECT 'client', c.id::text, 'create' FROM clients c;
    `);
  } finally {
    await pglite.close();
  }
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run migrate:embedded', () => {
  it('moves every row of the PGlite folder into the embedded PostgreSQL, keeps the old folder and a backup of it', async () => {
    const lines: string[] = [];
    const result = await migrateFromPglite({ dataDir, logger, appVersion: '1.0.0', onProgress: (line) => lines.push(line) });
    expect(result.perTable).toMatchObject({ users: 1, clients: 250, tasks: 250, activity_log: 250 });
    expect(result.rows).toBe(Object.values(result.perTable).reduce((sum, rows) => sum + rows, 0));
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    expect(existsSync(result.backupFile)).toBe(true);
    expect(lines.join('\n')).toMatch(/clients : 250 lignes/);

    // The server now starts on it, with the same data and sequences that go on after it.
    const database = await openEmbedded({ dataDir, logger });
    try {
      const users = await database.pool.query<{ full_name: string }>('SELECT full_name FROM users');
      expect(users.rows).toEqual([{ full_name: 'Élodie Ançelin' }]);
      const clients = await database.pool.query<{ n: number; ville: string }>(`SELECT count(*)::int AS n, min(ville) AS ville FROM clients WHERE raison_sociale LIKE '%« Ça va »'`);
      expect(clients.rows[0]).toEqual({ n: 250, ville: 'Saint-Étienne' });
      const next = await database.pool.query<{ id: string }>(`INSERT INTO activity_log (entity, entity_id, action) VALUES ('client', 'x', 'create') RETURNING id::text AS id`);
      expect(Number(next.rows[0]?.id)).toBe(251);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to run twice, and leaves the moved cluster alone', async () => {
    await expect(migrateFromPglite({ dataDir, logger, appVersion: '1.0.0' })).rejects.toThrow(/La base embarquée existe déjà .* le transfert a déjà été fait/);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
  });

  it('says so when there is no PGlite folder to move', async () => {
    await expect(migrateFromPglite({ dataDir: join(dir, 'vide'), logger, appVersion: '1.0.0' })).rejects.toThrow(/Aucune base PGlite à transférer/);
  });
});

import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectPostgres, openEmbedded, type Database } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { databaseUrlFor } from './postgres-url.ts';

/** A fresh database for one test file, copied from the run's migrated template. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  const logger = createLogger('silent');
  if (template.kind === 'pglite') {
    return openEmbedded({ dataDir: '', inMemory: true, loadFrom: template.file, logger });
  }
  const name = `cabinet_test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(template.serverUrl, logger, 1);
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const database = connectPostgres(databaseUrlFor(template.serverUrl, name), logger, 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

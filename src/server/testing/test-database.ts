import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectPostgres, type Database } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { databaseUrlFor } from './postgres-url.ts';

/** A fresh database for one test file, copied from the run's migrated template. */
export async function openTestDatabase(options: { blank?: boolean } = {}): Promise<Database> {
  const template = inject('dbTemplate');
  const logger = createLogger('silent');
  const name = `cabinet_test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(template.serverUrl, logger, 1);
  await admin.pool.query(options.blank ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  return connectPostgres(databaseUrlFor(template.serverUrl, name), logger, 5, {
    kind: template.kind,
    onClose: async () => {
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  });
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectPostgres, openEmbedded } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { databaseUrlFor } from './postgres-url.ts';

export type DbTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it
 * (opening and migrating a fresh PGlite costs seconds, copying it a fraction of that).
 */
export default async function setup(project: TestProject) {
  const logger = createLogger('warn');
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `cabinet_tpl_${process.pid}_${Date.now()}`;
    const admin = connectPostgres(serverUrl, logger, 1);
    await admin.pool.query(`CREATE DATABASE ${name}`);
    const template = connectPostgres(databaseUrlFor(serverUrl, name), logger, 1);
    await applyMigrations(template.pool);
    await template.close();
    project.provide('dbTemplate', { kind: 'postgres', serverUrl, name });
    return async () => {
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-template-'));
  const file = join(dir, 'template.tar');
  const database = await openEmbedded({ dataDir: dir, inMemory: true, logger });
  await applyMigrations(database.pool);
  await database.dump(file);
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}

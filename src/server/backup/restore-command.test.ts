import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupHeader } from './backup.ts';
import { knownMigrations } from './migration-level.ts';

// `npm run restore` as an operator runs it, on a new DATA_DIR: a bad file must leave nothing
// behind, not even the embedded cluster the command would otherwise create to restore into.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cabinet-restore-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const latest = knownMigrations().at(-1);

function backupFile(name: string, header: Partial<BackupHeader>, body: string[]): string {
  const full: BackupHeader = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: '1.0.0',
    engine: 'embedded',
    migration: { when: latest?.when ?? 0, tag: latest?.tag ?? '' },
    createdAt: '2026-03-15T01:00:00.000Z',
    tables: ['software'],
    ...header,
  };
  const file = join(dir, name);
  writeFileSync(file, gzipSync([JSON.stringify(full), ...body].join('\n')));
  return file;
}

function restore(file: string) {
  const dataDir = mkdtempSync(join(dir, 'data-'));
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATA_DIR: dataDir };
  const result = spawnSync(process.execPath, ['scripts/cli.mjs', 'restore', file], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout, left: readdirSync(dataDir) };
}

describe('npm run restore', () => {
  it('refuses a truncated backup in French and creates nothing in DATA_DIR', () => {
    const file = backupFile('truncated.jsonl.gz', {}, [JSON.stringify({ table: 'software', columns: ['id', 'name'], rows: 3 }), '{"id":1,"name":"Sage"}']);
    const result = restore(file);
    expect(result).toMatchObject({ status: 1, stderr: 'Sauvegarde tronquée dans la table software.\n', left: [] });
  });

  it('refuses a backup from a newer version of the application and creates nothing in DATA_DIR', () => {
    const future = { when: (latest?.when ?? 0) + 86_400_000, tag: '0099_version_future' };
    const file = backupFile('newer.jsonl.gz', { migration: future }, [JSON.stringify({ table: 'software', columns: ['id'], rows: 0 }), '{"end":true,"tables":1,"rows":0}']);
    const result = restore(file);
    expect(result).toMatchObject({
      status: 1,
      stderr: 'La sauvegarde vient d’une version plus récente de l’application (migration 0099_version_future) : mettez l’application à jour avant de la restaurer.\n',
      left: [],
    });
  });
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBackupDatabase } from './cli-support.ts';

const dir = mkdtempSync(join(tmpdir(), 'cabinet-backup-empty-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup of the embedded database', () => {
  it('says there is nothing to back up in a DATA_DIR without a cluster, in French, and creates nothing', async () => {
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    try {
      await expect(openBackupDatabase('Sauvegarde')).rejects.toThrow(`Sauvegarde impossible : aucune base embarquée dans ${dir} (DATA_DIR).`);
      expect(existsSync(join(dir, 'postgres'))).toBe(false);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

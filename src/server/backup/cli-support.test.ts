import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBackupDatabase } from './cli-support.ts';

const dir = mkdtempSync(join(tmpdir(), 'cabinet-backup-lock-'));
// Stands for the running server: a live process other than this one holding the lock.
const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });

afterAll(() => {
  holder.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('backup of the embedded database', () => {
  it('is refused while the server holds it, with what to do, in French', async () => {
    mkdirSync(join(dir, 'pglite'));
    writeFileSync(join(dir, 'pglite.lock'), String(holder.pid));
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    try {
      await expect(openBackupDatabase('Sauvegarde')).rejects.toThrow(
        new RegExp(`^Sauvegarde impossible pendant que le serveur tourne : .*\\(pid ${holder.pid}\\).*Arrêtez le serveur`, 's'),
      );
      rmSync(join(dir, 'pglite'), { recursive: true });
      await expect(openBackupDatabase('Sauvegarde')).rejects.toThrow(`Sauvegarde impossible : aucune base embarquée dans ${dir} (DATA_DIR).`);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-lock-'));
  dirs.push(dir);
  return join(dir, 'nested', 'data');
};

describe('embedded database lock', () => {
  it('creates the folder with its parents and releases the lock', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(true);
    lock.release();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process, with a clear message', async () => {
    const dir = freshDir();
    lockDataDir(dir).release();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'pglite.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/déjà utilisée par un autre processus \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = freshDir();
    lockDataDir(dir).release();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(join(dir, 'pglite.lock'), String(dead.pid));
    const lock = lockDataDir(dir);
    lock.release();
  });
});

describe('a second process on a data folder in use', () => {
  it('is refused: the CLI cannot open the database while a server holds it', async () => {
    const { openEmbedded } = await import('./client.ts');
    const { createLogger } = await import('../logger.ts');
    const dataDir = freshDir();
    const database = await openEmbedded({ dataDir, logger: createLogger('silent') });
    try {
      const cli = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/user-create.ts', '--email', 'a@b.fr', '--password', 'secret1', '--name', 'A', '--role', 'admin'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      let stderr = '';
      cli.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => cli.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`est déjà utilisée par un autre processus (pid ${process.pid})`);
    } finally {
      await database.close();
    }
  });
});

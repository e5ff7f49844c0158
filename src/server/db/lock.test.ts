import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

describe('data folder lock', () => {
  it('creates the folder with its parents and releases the lock', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'cabinet.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'cabinet.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process, with a clear message', async () => {
    const dir = freshDir();
    lockDataDir(dir).release();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'cabinet.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`déjà utilisé par un autre processus Cabinet (pid ${other.pid})`);
      expect(readFileSync(join(dir, 'cabinet.lock'), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = freshDir();
    lockDataDir(dir).release();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(join(dir, 'cabinet.lock'), String(dead.pid));
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'cabinet.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'cabinet.lock'))).toBe(false);
  });
});

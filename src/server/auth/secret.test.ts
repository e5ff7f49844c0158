import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-secret-'));
  dirs.push(dir);
  return join(dir, 'data');
};

describe('auth secret', () => {
  it('uses AUTH_SECRET when given', () => {
    expect(resolveAuthSecret({ secret: 'y'.repeat(40), dataDir: dataDir() })).toBe('y'.repeat(40));
  });

  it('generates a random secret once, keeps it private in the data folder, and reuses it', () => {
    const dir = dataDir();
    const first = resolveAuthSecret({ dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret({ dataDir: dir })).toBe(first);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ dataDir: dataDir() })).not.toBe(first);
  });
});

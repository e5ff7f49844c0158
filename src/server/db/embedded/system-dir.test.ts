import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, assert, describe, expect, it } from 'vitest';
import { findPostgresBinaries } from './binaries.ts';
import { postgresRunAs, reachableTempDir } from './run-as.ts';
import { reachableProgramsFolder } from './system-dir.ts';

// The PostgreSQL programs of a clone in root's private home: the postgres account cannot run
// them where npm put them, so they are copied once to the system directory. Run as root, as CI
// runs the tests.

const base = reachableTempDir('cabinet-programs-');
const previous = process.env.EMBEDDED_SYSTEM_DIR;
process.env.EMBEDDED_SYSTEM_DIR = join(base, 'systeme');
afterAll(() => {
  if (previous === undefined) delete process.env.EMBEDDED_SYSTEM_DIR;
  else process.env.EMBEDDED_SYSTEM_DIR = previous;
  rmSync(base, { recursive: true, force: true });
});

describe('the PostgreSQL programs under root', () => {
  it('are copied out of a private folder into the system directory, where the postgres account runs them', async () => {
    const account = postgresRunAs(join(base, 'nouveau'));
    assert(account, 'ce test tourne en root');
    const installed = dirname(dirname((await findPostgresBinaries()).postgres));
    const privateHome = join(base, 'root');
    mkdirSync(privateHome, { mode: 0o700 });
    const hidden = join(privateHome, 'native');
    cpSync(installed, hidden, { recursive: true, verbatimSymlinks: true });

    const folder = await reachableProgramsFolder(hidden, '18.0.0-essai', account);
    expect(folder).toBe(join(base, 'systeme', `postgres-18.0.0-essai-${process.platform}-${process.arch}`));
    expect(statSync(folder).mode & 0o777).toBe(0o755);
    const { stdout } = await promisify(execFile)(join(folder, 'bin', 'initdb'), ['--version'], { ...account });
    expect(stdout).toMatch(/^initdb \(PostgreSQL\) 18\./);
    // Made once: a second start uses the copy.
    expect(await reachableProgramsFolder(hidden, '18.0.0-essai', account)).toBe(folder);
  }, 60_000);

  it('are used where they are when the postgres account can reach them', async () => {
    const account = postgresRunAs(join(base, 'nouveau'));
    assert(account, 'ce test tourne en root');
    // A copy in an open folder: the project itself may be in /root.
    const open = join(base, 'ouvert', 'native');
    cpSync(dirname(dirname((await findPostgresBinaries()).postgres)), open, { recursive: true, verbatimSymlinks: true });
    expect(await reachableProgramsFolder(open, '18.0.0-ouvert', account)).toBe(open);
    expect(existsSync(join(base, 'systeme', `postgres-18.0.0-ouvert-${process.platform}-${process.arch}`))).toBe(false);
  }, 60_000);
});

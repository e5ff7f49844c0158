import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

// Small file systems for the start-up fault tests: a tmpfs of a few MB that can be filled or
// remounted read-only. Mounting needs root, as CI runs; the mount lives under the test's own
// temporary folder and is always unmounted after.

export function mountTmpfs(dir: string, megabytes: number) {
  mkdirSync(dir, { recursive: true });
  // 0755: the postgres account (PostgreSQL under a root test) must enter it.
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755`, 'tmpfs', dir], { stdio: 'pipe' });
}

export function remount(dir: string, mode: 'ro' | 'rw') {
  execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'pipe' });
}

export function unmount(dir: string) {
  execFileSync('umount', ['--lazy', dir], { stdio: 'pipe' });
}

/** Fills the file system of `dir` until `leftMegabytes` stay free; answers the filler file. */
export function fillUntil(dir: string, leftMegabytes: number): string {
  const file = `${dir}/remplissage`;
  const free = Number(execFileSync('df', ['--output=avail', '-B1M', dir], { encoding: 'utf8' }).split('\n')[1]?.trim());
  execFileSync('fallocate', ['-l', `${Math.max(free - leftMegabytes, 0)}M`, file], { stdio: 'pipe' });
  return file;
}

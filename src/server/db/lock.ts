import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export type DataDirLock = { release: () => void };

/**
 * Takes the embedded database's folder for this process. PGlite has no lock of its own: two
 * processes on one folder would corrupt it, so a second `npm start` or a CLI run while the
 * server runs is refused here with a clear message.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (isAlive(owner) && owner !== process.pid) {
        throw new Error(
          `La base embarquée (${dir}) est déjà utilisée par un autre processus (pid ${owner}). ` +
            'Arrêtez-le d’abord, ou choisissez un autre DATA_DIR.',
          { cause: error },
        );
      }
      // The owner died without releasing the lock (crash, SIGKILL): the folder is free.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller la base embarquée (${dir}).`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

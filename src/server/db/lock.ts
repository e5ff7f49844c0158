import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isProcessAlive } from './embedded/postmaster.ts';

export type DataDirLock = { release: () => void };

const LOCK_FILE = 'cabinet.lock';

/** The live process that holds the data folder (a server, or a command that started the cluster itself). */
export function lockOwner(dir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(dir, LOCK_FILE), 'utf8'), 10);
    return isProcessAlive(pid) && pid !== process.pid ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data folder for this process: it alone starts and stops the embedded cluster. A
 * second `npm start` on the same DATA_DIR is refused here; a command (backup, seed…) finding the
 * folder held connects to the running cluster instead (see startEmbedded).
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = lockOwner(dir);
      if (owner !== undefined) {
        throw new Error(
          `Ce dossier de données (${dir}) est déjà utilisé par un autre processus Cabinet (pid ${owner}). ` +
            'Arrêtez-le d’abord, ou choisissez un autre DATA_DIR.',
          { cause: error },
        );
      }
      // The owner died without releasing the lock (crash, SIGKILL): the folder is free.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller le dossier de données (${dir}).`);
}

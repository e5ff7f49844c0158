import { readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { Logger } from '../../logger.ts';
import { isProcessAlive } from './postmaster.ts';

function lockPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function accepts(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * PostgreSQL refuses to start while its socket's lock file (.s.PGSQL.<port>.lock) names a live
 * process, in English, in its own log. Checked first: a process really answering on the socket
 * is reported in French with its pid; a lock nobody answers behind (copied with the folder from
 * a running server, or left by a reused pid) is removed, as it would block the start for nothing.
 * The server's own postmaster, if it was left running, has been stopped before this.
 */
export async function checkSocketFree(options: { socketDir: string; port: number; logger?: Logger }): Promise<void> {
  const socketPath = join(options.socketDir, `.s.PGSQL.${options.port}`);
  const lockFile = `${socketPath}.lock`;
  const pid = lockPid(lockFile);
  if (pid === undefined || pid === process.pid || !isProcessAlive(pid)) return;
  if (await accepts(socketPath)) {
    throw new Error(
      `La socket de la base embarquée (${socketPath}) est déjà prise par un autre processus (pid ${pid}) : ` +
        'arrêtez-le, ou choisissez un autre DATA_DIR, puis relancez.',
    );
  }
  options.logger?.warn({ file: lockFile, pid }, 'verrou de socket sans serveur derrière (copie d’un dossier en marche ?) : retiré avant le démarrage');
  rmSync(lockFile, { force: true });
  rmSync(socketPath, { force: true });
}

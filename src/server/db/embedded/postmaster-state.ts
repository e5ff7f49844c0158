import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../logger.ts';
import { isProcessAlive, readPostmaster } from './postmaster.ts';

const PROC = '/proc';

/**
 * What postmaster.pid says, checked against the processes themselves: PostgreSQL's postmaster
 * and its children work in their data folder, so on Linux a process named « postgres » whose
 * current folder is this cluster's is one of its servers. The file alone is not trusted: after a
 * reboot its pid may belong to another program, a copied DATA_DIR carries the pid of the
 * original's postmaster, and a crash or a full disk can leave it empty or garbled.
 */
export type PostmasterState =
  | { kind: 'none' }
  /** A postmaster of this folder runs, as postmaster.pid says (a server killed without stopping it). */
  | { kind: 'running'; pid: number }
  /** postmaster.pid cannot be read, but a PostgreSQL process works in this folder (0: cannot tell). */
  | { kind: 'unreadable'; pid: number }
  /** postmaster.pid names no live postmaster of this folder: a leftover PostgreSQL itself would refuse. */
  | { kind: 'stale'; content: string };

/** True or false when the process could be looked at; undefined when it belongs to an account this one cannot inspect. */
function isPostgresIn(pid: number, folder: string): boolean | undefined {
  try {
    return readFileSync(join(PROC, String(pid), 'comm'), 'utf8').trim() === 'postgres' && readlinkSync(join(PROC, String(pid), 'cwd')) === folder;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'EACCES' || code === 'EPERM' ? undefined : false;
  }
}

/** The lowest pid of the PostgreSQL processes working in `folder` (the postmaster starts first). */
function findPostgresIn(folder: string): number | undefined {
  const pids = readdirSync(PROC)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  return pids.find((pid) => isPostgresIn(pid, folder) === true);
}

export function readPostmasterState(pgdata: string): PostmasterState {
  const file = join(pgdata, 'postmaster.pid');
  if (!existsSync(file)) return { kind: 'none' };
  const info = readPostmaster(pgdata);
  if (!existsSync(PROC)) {
    // No /proc (macOS): the file is taken at its word, as pg_ctl does.
    if (info && isProcessAlive(info.pid)) return { kind: 'running', pid: info.pid };
    if (info) return { kind: 'none' };
    return { kind: 'unreadable', pid: 0 };
  }
  const folder = realpathSync(pgdata);
  // Another account's process cannot be looked at: trusted as pg_ctl would trust it.
  if (info && isPostgresIn(info.pid, folder) !== false && isProcessAlive(info.pid)) return { kind: 'running', pid: info.pid };
  const running = findPostgresIn(folder);
  if (running !== undefined) return { kind: 'unreadable', pid: running };
  // A dead pid is PostgreSQL's ordinary leftover after a crash: it removes the file itself.
  if (info && !isProcessAlive(info.pid)) return { kind: 'none' };
  let content = '';
  try {
    content = readFileSync(file, 'utf8').slice(0, 200);
  } catch {
    // Unreadable is what is reported.
  }
  return { kind: 'stale', content };
}

export function unreadablePostmasterError(pgdata: string, pid: number): Error {
  const who = pid > 0 ? `un PostgreSQL (pid ${pid}) tourne encore sur ce dossier` : 'impossible de savoir si un PostgreSQL tourne encore sur ce dossier';
  return new Error(
    `Le fichier ${join(pgdata, 'postmaster.pid')} est illisible (contenu corrompu) et ${who} : ` +
      (pid > 0 ? `arrêtez-le (kill -INT ${pid}), puis relancez.` : 'vérifiez qu’aucun processus « postgres » n’y travaille, supprimez ce fichier, puis relancez.'),
  );
}

/** Removes a postmaster.pid that names no postmaster of this folder, saying so in the log. */
export function removeStalePostmaster(pgdata: string, content: string, logger: Logger) {
  logger.warn(
    { file: join(pgdata, 'postmaster.pid'), content },
    'postmaster.pid périmé ou corrompu : aucun PostgreSQL ne tourne sur ce dossier, fichier retiré avant le démarrage',
  );
  rmSync(join(pgdata, 'postmaster.pid'), { force: true });
}

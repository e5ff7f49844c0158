import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, rmSync, statfsSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Room a new cluster needs: initdb writes about 40 MB (its first WAL segment is 16 MB). Below it,
 * initdb would fail half-way with PostgreSQL's English « No space left on device ».
 */
export const NEW_CLUSTER_MIN_BYTES = 64 * 1024 * 1024;
/** Room an existing cluster needs to start: a WAL segment for its end-of-recovery checkpoint. */
export const CLUSTER_MIN_BYTES = 16 * 1024 * 1024;

type ErrnoError = NodeJS.ErrnoException;

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024)).toLocaleString('fr-FR')} Mo`;

/** The account's name for a uid, or the uid itself when the machine has no name for it. */
export function accountName(uid: number): string {
  try {
    return execFileSync('id', ['-nu', String(uid)], { encoding: 'utf8', stdio: 'pipe' }).trim() || String(uid);
  } catch {
    return String(uid);
  }
}

/** The closest folder that exists: the one whose owner and mode decide whether `dir` can be made. */
function existingAncestor(dir: string): string {
  let current = dir;
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}

export function diskFullError(dir: string, cause?: unknown): Error {
  let free = '';
  try {
    const stats = statfsSync(existingAncestor(dir));
    free = ` (${megabytes(stats.bavail * stats.bsize)} libres)`;
  } catch {
    // The size is a help, not the message.
  }
  return new Error(
    `Plus de place sur le disque du dossier de données ${dir}${free} : libérez de la place ou choisissez un DATA_DIR sur un autre disque, puis relancez.`,
    { cause },
  );
}

/** A file system refusal in the operator's words: read-only, someone else's folder, a full disk. */
export function dataDirError(dir: string, error: unknown): Error {
  const code = (error as ErrnoError).code;
  if (code === 'EROFS') {
    return new Error(
      `Le dossier de données ${dir} est en lecture seule (disque monté en lecture seule) : choisissez un DATA_DIR où le serveur peut écrire, ou remontez ce disque en écriture, puis relancez.`,
      { cause: error },
    );
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') return diskFullError(dir, error);
  if (code === 'EACCES' || code === 'EPERM') {
    const folder = existingAncestor(dir);
    const owner = accountName(statSync(folder).uid);
    const me = accountName(process.getuid?.() ?? -1);
    return new Error(
      `Le dossier de données ${dir} n’est pas accessible en écriture au compte « ${me} » qui lance le serveur (${folder} appartient à « ${owner} ») : ` +
        `lancez le serveur sous le compte « ${owner} », ou donnez le dossier à « ${me} » (chown -R ${me} ${folder}), ou choisissez un autre DATA_DIR.`,
      { cause: error },
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Makes sure the server can keep its data in DATA_DIR before it writes anything there: the folder
 * is created if needed, a small file is written, synced and removed, and the disk has the room the
 * cluster needs. Answers the topmost folder this call created (to remove if the start fails later,
 * so a failed first start leaves nothing behind), or undefined.
 */
export function prepareDataDir(dir: string, options: { newCluster: boolean }): string | undefined {
  const ancestor = existingAncestor(dir);
  const created = ancestor === dir ? undefined : topmostCreated(dir, ancestor);
  try {
    mkdirSync(dir, { recursive: true });
    probeWrite(dir);
    const stats = statfsSync(dir);
    const needed = options.newCluster ? NEW_CLUSTER_MIN_BYTES : CLUSTER_MIN_BYTES;
    if (stats.bavail * stats.bsize < needed) throw diskFullError(dir);
  } catch (error) {
    if (created) rmSync(created, { recursive: true, force: true });
    throw (error as ErrnoError).code ? dataDirError(dir, error) : error;
  }
  return created;
}

/** The child of `ancestor` on the way to `dir`: the first folder mkdir will make. */
function topmostCreated(dir: string, ancestor: string): string {
  let current = dir;
  while (dirname(current) !== ancestor) current = dirname(current);
  return current;
}

function probeWrite(dir: string) {
  const file = join(dir, `.cabinet-essai-${process.pid}`);
  let fd: number | undefined;
  try {
    fd = openSync(file, 'w', 0o600);
    writeSync(fd, Buffer.alloc(4096));
    fsyncSync(fd);
  } finally {
    if (fd !== undefined) closeSync(fd);
    rmSync(file, { force: true });
  }
}

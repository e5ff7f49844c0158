import { existsSync, lstatSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Logger } from '../../logger.ts';
import { isInitialised } from './cluster.ts';
import { postgresRunAs } from './run-as.ts';
import { canEnter, makeClusterHome, relocatedClusterHome } from './system-dir.ts';

export type ClusterFolder = {
  /** The cluster's real folder: what pg_ctl is given, and where its socket and postmaster.pid are. */
  pgdata: string;
  /** Its home in the system directory when it lives there (locked with DATA_DIR), else undefined. */
  home: string | undefined;
  /** Removes the link and home this start made, when the start fails. */
  undo: () => void;
};

const nothingToUndo = () => {};

/**
 * Where DATA_DIR's cluster lives. Usually DATA_DIR/postgres itself. Run as root with a DATA_DIR
 * the postgres account cannot enter (a clone in /root), a new cluster is made in the system
 * directory (system-dir.ts) and DATA_DIR/postgres becomes a link to it: the link is the record of
 * that place, every later start and command follows it, and DATA_DIR keeps the rest (backups,
 * the generated secret, the outbox) where only root reads them.
 */
export async function placeCluster(options: { dataDir: string; link: string; logger: Logger }): Promise<ClusterFolder> {
  const { dataDir, link } = options;
  const found = lstatOrUndefined(link);
  if (found?.isSymbolicLink()) {
    if (!existsSync(link)) {
      throw new Error(
        `${link} pointe vers ${readlinkSync(link)}, introuvable : remettez la base embarquée à cette place ` +
          `(ou restaurez une sauvegarde dans un nouveau DATA_DIR avec npm run restore), puis relancez.`,
      );
    }
    const pgdata = realpathSync(link);
    return { pgdata, home: dirname(pgdata), undo: nothingToUndo };
  }
  if (found || process.getuid?.() !== 0) return { pgdata: link, home: undefined, undo: nothingToUndo };
  const account = postgresRunAs(link);
  if (!account || (await canEnter(dataDir, account))) return { pgdata: link, home: undefined, undo: nothingToUndo };

  const home = relocatedClusterHome(dataDir);
  const pgdata = join(home, 'postgres');
  if (isInitialised(pgdata)) {
    throw new Error(
      `Une base embarquée existe déjà pour ce DATA_DIR dans ${pgdata}, mais ${link} n’y mène plus : ` +
        `pour la reprendre, ln -s ${pgdata} ${link} ; pour repartir de zéro, supprimez ${home}. Puis relancez.`,
    );
  }
  const made = !existsSync(home);
  await makeClusterHome(home, account);
  symlinkSync(pgdata, link);
  options.logger.info(
    { dataDir, pgdata },
    `le compte postgres ne peut pas entrer dans ${dataDir} (dossier privé de root) : base embarquée créée dans ${pgdata}, ${link} pointe vers elle`,
  );
  return {
    pgdata,
    home,
    undo: () => {
      rmSync(link, { force: true });
      if (made) rmSync(home, { recursive: true, force: true });
    },
  };
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

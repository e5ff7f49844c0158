import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a running (or crashed) postmaster wrote in its data folder's postmaster.pid. */
export type PostmasterInfo = { pid: number; port: number; socketDir: string; status: string };

/**
 * postmaster.pid's lines (PostgreSQL's pidfile.h): pid, data directory, start time, port, first
 * socket directory, listen address, shared memory key, status ('ready' once accepting
 * connections). Any process can find the cluster's socket this way, as pg_ctl does.
 */
export function readPostmaster(pgdata: string): PostmasterInfo | undefined {
  let text: string;
  try {
    text = readFileSync(join(pgdata, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  return { pid, port, socketDir: (lines[4] ?? '').trim(), status: (lines[7] ?? '').trim() };
}

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (the postgres account's, when this process is not root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

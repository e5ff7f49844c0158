import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from './paths.ts';

/**
 * What names the running code for the daily jobs' « already done today »: the package version
 * and, when running the built app (dist/), the time of its build (dist/.build-stamp, written by
 * npm run build), so a new build runs the day's passes again with its rules. From the sources
 * (npm run dev), 'sources'.
 */
export function buildIdentity(version: string): string {
  const stamp = join(projectRoot(), 'dist', '.build-stamp');
  const built = fileURLToPath(import.meta.url).includes(`${sep}dist${sep}`) && existsSync(stamp);
  return `${version} ${built ? readFileSync(stamp, 'utf8').trim() : 'sources'}`;
}

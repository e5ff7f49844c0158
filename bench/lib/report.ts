import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSmall, SIZE, type BenchSize } from './size.ts';
import type { Timing } from './timing.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * bench/results/ holds the figures of the reference size only: a small trial run writes to a
 * temporary folder instead (or to BENCH_RESULTS_DIR).
 */
export const RESULTS_DIR = process.env.BENCH_RESULTS_DIR ?? (isSmall ? join(tmpdir(), 'cabinet-bench-small') : join(ROOT, 'bench', 'results'));

/** One endpoint of one engine, in the form bench/run-all.ts gathers into latest.md. */
export type EndpointFigure = {
  database: string;
  endpoint: string;
  rows?: number;
  /** The same SQL run bare through the driver; null when the endpoint has no single floor. */
  sql: Timing | null;
  api: Timing;
  /** api.p50 / sql.p50 */
  ratio: number | null;
};

export type Machine = { date: string; cpus: number; cpuModel: string; loadAverage: number[]; node: string; commit: string };

/** The commit measured; bench/run-all.ts names it (BENCH_COMMIT) when it runs from a copy without .git. */
function gitCommit(): string {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    // The results a previous benchmark of the same series just wrote are not a change of the code measured.
    const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results');
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' (avec des modifications non commitées)' : ''}`;
  } catch {
    return '?';
  }
}

export function machine(): Machine {
  const commit = gitCommit();
  return {
    date: new Date().toISOString(),
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? '?',
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
    commit,
  };
}

export const ratioOf = (api: Timing, sql: Timing) => Math.round((api.p50 / sql.p50) * 100) / 100;

/** Writes bench/results/<name>.md and .json; the JSON carries the size and the machine. */
export function writeResults(name: string, markdown: string[], json: Record<string, unknown>, { size = SIZE }: { size?: BenchSize } = {}): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${name}.md`), markdown.join('\n'));
  writeFileSync(join(RESULTS_DIR, `${name}.json`), JSON.stringify({ size, machine: machine(), ...json }, null, 2) + '\n');
  console.log(markdown.join('\n'));
  process.stderr.write(`Résultats : ${join(RESULTS_DIR, name)}.{md,json}\n`);
}

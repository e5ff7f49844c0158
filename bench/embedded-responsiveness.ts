// Does a heavy query on the embedded database freeze the HTTP thread? Runs the same CPU-bound
// query on PGlite in this thread (as a naive setup would) and through our worker-thread host,
// and measures the main thread's longest stall meanwhile (a 5 ms ticker).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openEmbedded } from '../src/server/db/client.ts';
import { createLogger } from '../src/server/logger.ts';
import { writeResults } from './lib/report.ts';

const HEAVY = `SELECT count(*) FROM generate_series(1, 1500000) g WHERE md5(g::text) LIKE 'a%'`;

async function measure(label: string, run: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  let ticks = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    ticks++;
  }, 5);
  const start = performance.now();
  await run();
  const end = performance.now();
  const queryMs = end - start;
  clearInterval(ticker);
  // A thread blocked throughout never ticks: the gap up to the end counts too.
  longest = Math.max(longest, end - last);
  return { label, queryMs: Math.round(queryMs), longestStallMs: Math.round(longest), ticks };
}

const ROUND_TRIPS = 2000;
async function roundTripMicros(query: () => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await query();
  const start = performance.now();
  for (let i = 0; i < ROUND_TRIPS; i++) await query();
  return Math.round(((performance.now() - start) / ROUND_TRIPS) * 1000);
}

const inProcess = await PGlite.create();
const direct = {
  ...(await measure('PGlite dans le thread HTTP', () => inProcess.query(HEAVY))),
  selectOneMicros: await roundTripMicros(() => inProcess.query('SELECT 1')),
};
await inProcess.close();

const dir = mkdtempSync(join(tmpdir(), 'cabinet-bench-'));
const embedded = await openEmbedded({ dataDir: dir, logger: createLogger('silent') });
await embedded.pool.query('SELECT 1');
const worker = {
  ...(await measure('PGlite dans son thread (serveur)', () => embedded.pool.query(HEAVY))),
  selectOneMicros: await roundTripMicros(() => embedded.pool.query('SELECT 1')),
};
await embedded.close();
rmSync(dir, { recursive: true, force: true });

const results = [direct, worker];
const lines = [
  '# Réactivité du serveur pendant une requête lourde sur la base embarquée',
  '',
  `Requête : \`${HEAVY}\`. Blocage le plus long du thread HTTP mesuré par un minuteur de 5 ms.`,
  '',
  `Coût d'un aller-retour : moyenne de ${ROUND_TRIPS} \`SELECT 1\` successifs.`,
  '',
  '| configuration | durée de la requête (ms) | blocage le plus long (ms) | ticks du minuteur | aller-retour SELECT 1 (µs) |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.label} | ${r.queryMs} | ${r.longestStallMs} | ${r.ticks} | ${r.selectOneMicros} |`),
  '',
];
writeResults('embedded-responsiveness', lines, { results });

// Does one colleague's heavy query hold up everyone else on the embedded database? Runs a
// CPU-bound query on one connection of the server's pool and, meanwhile, light queries
// (SELECT 1, the shape of a colleague's page) on the others, and the HTTP thread's longest
// stall (a 5 ms ticker). PGlite, a single session, queued every request behind the heavy one
// (bench/results/ in git history before the embedded PostgreSQL).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openEmbedded } from '../src/server/db/client.ts';
import { reachableTempDir } from '../src/server/db/embedded/run-as.ts';
import { createLogger } from '../src/server/logger.ts';
import { writeResults } from './lib/report.ts';
import { EMBEDDED_LABEL } from './lib/scratch-databases.ts';

const HEAVY = `SELECT count(*) FROM generate_series(1, 3000000) g WHERE md5(g::text) LIKE 'a%'`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

const dir = reachableTempDir('cabinet-bench-');
const embedded = await openEmbedded({ dataDir: join(dir, 'data'), logger: createLogger('silent') });
try {
  // Warm connections, so the figures are queries, not connection set-up.
  await Promise.all(Array.from({ length: 4 }, () => embedded.pool.query('SELECT 1')));
  const idle: number[] = [];
  for (let i = 0; i < 500; i++) {
    const start = performance.now();
    await embedded.pool.query('SELECT 1');
    idle.push(performance.now() - start);
  }

  let last = performance.now();
  let longestStall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStall = Math.max(longestStall, now - last);
    last = now;
  }, 5);
  const heavyStart = performance.now();
  let heavyDone = false;
  const heavy = embedded.pool.query(HEAVY).then(() => {
    heavyDone = true;
    return performance.now() - heavyStart;
  });
  const during: number[] = [];
  while (!heavyDone) {
    const start = performance.now();
    await embedded.pool.query('SELECT 1');
    during.push(performance.now() - start);
  }
  const heavyMs = await heavy;
  clearInterval(ticker);

  const round = (value: number) => Math.round(value * 100) / 100;
  const result = {
    database: EMBEDDED_LABEL,
    heavyMs: Math.round(heavyMs),
    lightQueriesDuring: during.length,
    lightIdle: { p50: round(percentile(idle, 50)), p99: round(percentile(idle, 99)) },
    lightDuring: { p50: round(percentile(during, 50)), p99: round(percentile(during, 99)), max: round(Math.max(...during)) },
    longestStallMs: Math.round(longestStall),
  };
  const lines = [
    '# Réactivité de la base embarquée pendant la requête lourde d’un collègue',
    '',
    `Requête lourde sur une connexion du pool du serveur : \`${HEAVY}\`. Pendant ce temps, des \`SELECT 1\` successifs sur les autres connexions (la forme de la page d’un collègue), et le blocage le plus long du thread HTTP (minuteur de 5 ms).`,
    '',
    '| base | requête lourde (ms) | SELECT 1 pendant (nombre) | SELECT 1 au repos, médiane / 99e (ms) | SELECT 1 pendant, médiane / 99e / max (ms) | blocage du thread HTTP (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| ${result.database} | ${result.heavyMs} | ${result.lightQueriesDuring} | ${result.lightIdle.p50} / ${result.lightIdle.p99} | ${result.lightDuring.p50} / ${result.lightDuring.p99} / ${result.lightDuring.max} | ${result.longestStallMs} |`,
    '',
  ];
  writeResults('embedded-responsiveness', lines, { results: [result] });
} finally {
  await embedded.close();
  rmSync(dir, { recursive: true, force: true });
}

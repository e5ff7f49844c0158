// The nightly backup and its verification at the reference firm (issue 26), as the server takes it:
// the built server (`node dist/server/main.js`) on a copy of the demo firm, « Sauvegarder
// maintenant » (POST /api/system/backups: the backup job takes it at once, the same code as the
// nightly one), then GET /api/system/backups polled until it is « Vérifiée »:
//   - total: from the request to the verified backup (written from one snapshot, restored into a
//     scratch database, each table's rows counted and compared, the scratch database dropped);
//   - write and verify: the two parts, as the server logs them;
//   - size: the file in DATA_DIR/backups.
// Meanwhile USERS signed-in admins each load the Dashboard (GET /api/dashboard, without ETag, as a
// first visit) in a loop with THINK_MS between requests: its p99 during the backup must stay under
// 1 s. The same load for BASELINE_MS before the backup gives the Dashboard at rest.
// Floor on PostgreSQL: `pg_dump -Fc` of the same database from this process (when the installed
// pg_dump is as recent as the server; the embedded PostgreSQL 18 is newer than Debian's pg_dump 15).
// Embedded PostgreSQL always; PostgreSQL too when BENCH_DATABASE_URL is set.
//
//   npx tsx bench/nightly-backup.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/nightly-backup.ts
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { BackupOverview } from '../src/shared/backups.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { startServer, waitUntilIdle, type Server } from './lib/browser-app.ts';
import { machine, writeResults } from './lib/report.ts';
import { onEachTarget, privateApp, type App, type ServerTarget } from './lib/server-targets.ts';
import { isSmall, sizeLabel } from './lib/size.ts';
import { summarise, type Timing } from './lib/timing.ts';

const USERS = 3;
const THINK_MS = 200;
const BASELINE_MS = isSmall ? 5_000 : 30_000;
const POLL_MS = 500;
const BACKUP_TIMEOUT_MS = 30 * 60_000;
const P99_LIMIT_MS = 1_000;

const run = promisify(execFile);
const log = (message: string) => process.stderr.write(`${message}\n`);
const round1 = (value: number) => Math.round(value * 10) / 10;

type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

async function signIn(server: Server): Promise<{ api: Api; cookie: string }> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`connexion refusée : ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, origin: server.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path} : ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  return { api, cookie };
}

/** USERS loops loading the Dashboard until `stop()` says so; every request's time, ms. */
async function dashboardLoad(server: Server, cookie: string, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  const user = async () => {
    while (!stop()) {
      const start = performance.now();
      const response = await fetch(`${server.url}/api/dashboard`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/dashboard : ${response.status}`);
      times.push(performance.now() - start);
      await delay(THINK_MS);
    }
  };
  await Promise.all(Array.from({ length: USERS }, user));
  return times;
}

/** The server's own line for the backup: how long writing and verifying took. */
function loggedRun(logFile: string, fileName: string): { writeMs: number; verifyMs: number; rows: number } {
  for (const line of readFileSync(logFile, 'utf8').split('\n').reverse()) {
    if (!line.includes(fileName) || !line.includes('sauvegarde prise et vérifiée')) continue;
    const entry = JSON.parse(line) as { writeMs: number; verifyMs: number; rows: number };
    return { writeMs: entry.writeMs, verifyMs: entry.verifyMs, rows: entry.rows };
  }
  throw new Error(`pas de ligne « sauvegarde prise et vérifiée » pour ${fileName} dans ${logFile}`);
}

type Floor = { ms: number; bytes: number } | { skipped: string };

/** pg_dump -Fc of the same database, from this process (PostgreSQL only). */
async function pgDumpFloor(target: ServerTarget): Promise<Floor> {
  if (!target.databaseUrl) return { skipped: 'base embarquée (PostgreSQL 18) plus récente que le pg_dump installé' };
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-bench-pgdump-'));
  try {
    const file = join(dir, 'dump.pgc');
    const start = performance.now();
    await run('pg_dump', ['-Fc', '-Z', '6', '-f', file, target.databaseUrl]);
    return { ms: performance.now() - start, bytes: statSync(file).size };
  } catch (error) {
    return { skipped: `pg_dump en échec : ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Result = {
  database: string;
  loadAverage: number;
  fileName: string;
  status: string;
  totalMs: number;
  writeMs: number;
  verifyMs: number;
  rows: number;
  bytes: number;
  dashboardAtRest: Timing;
  dashboardDuring: Timing;
  floor: Floor;
};

async function measureTarget(app: App, target: ServerTarget): Promise<Result> {
  // The server logs at info: its own line gives the write and verify times.
  const server = await startServer(app.root, target, { env: { LOG_LEVEL: 'info' } });
  try {
    // The daily obligations pass runs at start: it is not the backup's cost.
    await waitUntilIdle(server.pid);
    const loadAverage = round1(loadavg()[0] ?? Number.NaN);
    const { api, cookie } = await signIn(server);

    log(`${target.label} : Dashboard au repos (${USERS} administrateurs, ${BASELINE_MS / 1000} s)…`);
    const restEnd = performance.now() + BASELINE_MS;
    const atRest = await dashboardLoad(server, cookie, () => performance.now() > restEnd);

    log(`${target.label} : « Sauvegarder maintenant », le Dashboard chargé pendant la sauvegarde et sa vérification…`);
    let finished = false;
    const during = dashboardLoad(server, cookie, () => finished);
    const start = performance.now();
    const { fileName } = await api<{ fileName: string }>('POST', '/api/system/backups');
    let status = 'pending';
    try {
      for (;;) {
        const overview = await api<BackupOverview>('GET', '/api/system/backups');
        status = overview.backups.find((backup) => backup.fileName === fileName)?.status ?? 'absente';
        if (['verified', 'unverified', 'failed'].includes(status)) break;
        if (performance.now() - start > BACKUP_TIMEOUT_MS) throw new Error(`sauvegarde toujours « ${status} » après ${BACKUP_TIMEOUT_MS / 60_000} min`);
        await delay(POLL_MS);
      }
    } finally {
      finished = true;
    }
    const totalMs = performance.now() - start;
    const dashboardTimes = await during;
    if (status !== 'verified') throw new Error(`sauvegarde « ${status} » : voir ${server.logFile}`);
    const logged = loggedRun(server.logFile, fileName);
    const bytes = statSync(join(target.dataDir, 'backups', fileName)).size;
    log(`  vérifiée en ${Math.round(totalMs)} ms (écriture ${logged.writeMs} ms, vérification ${logged.verifyMs} ms), ${bytes} octets ; plancher pg_dump…`);
    const floor = await pgDumpFloor(target);
    return {
      database: target.label,
      loadAverage,
      fileName,
      status,
      totalMs: round1(totalMs),
      ...logged,
      bytes,
      dashboardAtRest: summarise(atRest),
      dashboardDuring: summarise(dashboardTimes),
      floor,
    };
  } finally {
    await server.stop();
  }
}

// ——— Run ———

const startMachine = machine();
const app = await privateApp();
let results: Result[];
try {
  results = await onEachTarget((target) => measureTarget(app, target));
} finally {
  app.dispose();
}
const endLoad = loadavg().map(round1);

// ——— Report ———

const fr = (value: number, digits = 0) => value.toLocaleString('fr-FR', { maximumFractionDigits: digits });
const s = (ms: number) => fr(ms / 1000, 1);
const mo = (bytes: number) => `${fr(bytes / 1024 / 1024, 1)} Mo`;
const timing = (t: Timing) => `${fr(t.p50)} / ${fr(t.p95)} / **${fr(t.p99)}** / ${fr(t.max)} (${fr(t.samples)})`;
const floorCell = (floor: Floor, r: Result) =>
  'skipped' in floor ? `non mesuré : ${floor.skipped}` : `${s(floor.ms)} s, ${mo(floor.bytes)} (écriture / pg_dump : ${fr(r.writeMs / floor.ms, 2)} ×)`;

const lines = [
  '# Sauvegarde de la nuit et sa vérification',
  '',
  `Serveur construit (\`dist/\` du ${app.build.stamp}${app.build.stale ? ', **plus ancien que certaines sources**' : ''}), \`node dist/server/main.js\` (NODE_ENV=production) sur une copie du cabinet de démonstration : ${sizeLabel()}. Mesures une fois le serveur au repos (passe quotidienne des échéances finie).`,
  `« Sauvegarder maintenant » (POST /api/system/backups) : la tâche des sauvegardes la prend aussitôt, avec le code de celle de la nuit. Total : de la demande à la sauvegarde « Vérifiée » dans GET /api/system/backups (interrogé toutes les ${POLL_MS} ms). Écriture (une transaction \`SERIALIZABLE READ ONLY DEFERRABLE\`, JSON lines gzip niveau 6, le nombre de lignes de chaque table compté dans la même transaction) et vérification (restauration dans une base temporaire créée à côté, comptage table par table, suppression) : les durées que le serveur inscrit dans son journal. Taille : le fichier dans \`DATA_DIR/backups\`.`,
  `Dashboard : ${USERS} administrateurs connectés chargent chacun GET /api/dashboard en boucle (réponse complète, sans ETag, comme une première visite ; ${THINK_MS} ms entre deux), ${BASELINE_MS / 1000} s avant la sauvegarde (au repos) puis pendant toute la sauvegarde et sa vérification. Limite : p99 pendant la sauvegarde sous ${fr(P99_LIMIT_MS)} ms.`,
  'Plancher (PostgreSQL) : `pg_dump -Fc -Z 6` de la même base depuis le processus de mesure, après la sauvegarde.',
  `Machine : ${startMachine.cpus} × ${startMachine.cpuModel}, **partagée avec d’autres ingénieurs pendant la mesure** (charge moyenne 1 / 5 / 15 min : ${startMachine.loadAverage.join(' / ')} au départ, ${endLoad.join(' / ')} à la fin). Node ${startMachine.node} ; commit ${startMachine.commit}.`,
  '',
  '| base | total (s) | écriture (s) | vérification (s) | lignes | taille | plancher pg_dump | Dashboard au repos p50 / p95 / p99 / max ms (requêtes) | Dashboard pendant la sauvegarde p50 / p95 / p99 / max ms (requêtes) | p99 < 1 s |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.database} | **${s(r.totalMs)}** | ${s(r.writeMs)} | ${s(r.verifyMs)} | ${fr(r.rows)} | **${mo(r.bytes)}** | ${floorCell(r.floor, r)} | ${timing(r.dashboardAtRest)} | ${timing(r.dashboardDuring)} | ${r.dashboardDuring.p99 < P99_LIMIT_MS ? 'oui' : '**non**'} |`,
  ),
  '',
  ...results.map((r) => `${r.database} : charge moyenne ${r.loadAverage} au début des mesures ; fichier ${r.fileName}.`),
  '',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
  'Reproduire : `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/nightly-backup.ts` (après `npm run build`), ou `npm run bench -- --only nightly-backup`.',
  '',
];
writeResults('nightly-backup', lines, {
  users: USERS,
  thinkMs: THINK_MS,
  baselineMs: BASELINE_MS,
  p99LimitMs: P99_LIMIT_MS,
  sharedMachine: true,
  loadAverageStart: startMachine.loadAverage,
  loadAverageEnd: endLoad,
  build: app.build,
  results,
});

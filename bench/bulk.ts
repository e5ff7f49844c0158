// Campaigns (issue 16) at the reference size (10,000 clients, 100,000 tasks): a bulk status change
// of 8,000 Habilitations Impôts rows through POST /api/authorizations/impots/bulk (session, locks,
// rules, one upsert, one journal entry per row under its batch, NOTIFY, the undo's snapshot)
// against its floor run in the same turns: one transaction of the same upsert `INSERT … SELECT
// FROM unnest … ON CONFLICT DO UPDATE` and the same journal insert from unnest, bare on the pool.
// Each run flips the 8,000 rows to the other status, so every row changes every time. Then how
// long until a colleague sees it: from sending the request until a second session's event stream
// (GET /api/events) brings the change, and until its GET /api/authorizations/impots shows every new
// status. And a paste of 500 rows × 3 columns (POST /api/clients/bulk/update). Embedded PostgreSQL
// always; PostgreSQL too when BENCH_DATABASE_URL is set.
//
//   npx tsx bench/bulk.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/bulk.ts
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { createApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { createLogger } from '../src/server/logger.ts';
import { openEvents } from './lib/event-stream.ts';
import type { Reference } from './lib/reference-data.ts';
import { ratioOf, writeResults, type EndpointFigure } from './lib/report.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { sizeLabel } from './lib/size.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { summarise, timeInTurns, type Timing } from './lib/timing.ts';

const ROWS = 8_000;
const WARM_UP = 2;
const RUNS = 10;
const LIVE_RUNS = 5;
const PASTE_ROWS = 500;

type Result = {
  database: string;
  rows: number;
  sql: Timing;
  api: Timing;
  ratio: number;
  event: Timing;
  visible: Timing;
  paste: Timing;
};

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);

async function measure(label: string, database: Database, _reference: Reference): Promise<Result> {
  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({ database, env, logger, mailer: { describe: () => 'bench', send: async () => {} }, authSecret: env.AUTH_SECRET ?? '', version: 'bench' });
  const cookie = await signInCookie(app, DEMO_ADMIN_EMAIL);
  const colleagueEmail = (await database.pool.query<{ email: string }>(`SELECT email FROM users WHERE email <> $1 ORDER BY email LIMIT 1`, [DEMO_ADMIN_EMAIL])).rows[0]?.email;
  if (!colleagueEmail) throw new Error('aucun collègue dans la démo');
  const colleague = await signInCookie(app, colleagueEmail);
  const admin = (await database.pool.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [DEMO_ADMIN_EMAIL])).rows[0]?.id ?? '';
  const ids = (await database.pool.query<{ id: string }>(`SELECT id FROM clients WHERE status = 'actif' ORDER BY raison_sociale, id LIMIT ${ROWS}`)).rows.map((row) => row.id);
  const wanted = new Set(ids);

  // Every call, floor or API, flips the rows to the other status: each one changes all of them.
  let turn = 0;
  const nextStatus = () => (turn++ % 2 === 0 ? 'en_cours' : 'ok_client');
  const bulk = async (status: string) => {
    const response = await app.request('/api/authorizations/impots/bulk', {
      method: 'POST',
      headers: { cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ clientIds: ids, status }),
    });
    if (response.status !== 200) throw new Error(`bulk : ${response.status} ${await response.text()}`);
    return (await response.json()) as { count: number };
  };
  const floor = async () => {
    const status = nextStatus();
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO client_authorizations (client_id, kind, status, updated_by)
         SELECT v.id, 'impots', $2::authorization_status, $3::uuid FROM unnest($1::uuid[]) AS v(id)
         ON CONFLICT (client_id, kind) DO UPDATE SET status = EXCLUDED.status, updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [ids, status, admin],
      );
      await client.query(
        `INSERT INTO activity_log (user_id, user_name, batch_id, entity, entity_id, client_id, action, field, old_value, new_value)
         SELECT $3::uuid, 'bench', $4::uuid, 'authorization', v.id || ':impots', v.id, 'update', 'status', 'a_faire', $2
         FROM unnest($1::uuid[]) AS v(id)`,
        [ids, status, admin, randomUUID()],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
  log(`${label} : ${ROWS} habilitations par POST /api/authorizations/impots/bulk contre le plancher SQL (${WARM_UP} + ${RUNS} tours)…`);
  const timings = await timeInTurns(
    {
      sql: floor,
      api: async () => {
        const { count } = await bulk(nextStatus());
        if (count !== ids.length) throw new Error(`bulk : ${count} lignes modifiées au lieu de ${ids.length}`);
      },
    },
    { warmUp: WARM_UP, runs: RUNS },
  );

  log(`${label} : délai jusqu’à la page d’un collègue (${LIVE_RUNS} fois)…`);
  const event: number[] = [];
  const visible: number[] = [];
  for (let run = 0; run < LIVE_RUNS; run++) {
    const status = nextStatus();
    const stream = await openEvents(app, colleague);
    try {
      const start = performance.now();
      const heard = stream.waitFor((name, data) => name === 'change' && data.includes('"authorization"'));
      await bulk(status);
      await heard;
      event.push(performance.now() - start);
      const response = await app.request('/api/authorizations/impots', { headers: { cookie: colleague } });
      const { rows } = (await response.json()) as { rows: { clientId: string; status: string }[] };
      const seen = rows.filter((row) => wanted.has(row.clientId));
      if (seen.length !== ids.length || seen.some((row) => row.status !== status)) throw new Error('la liste du collègue ne montre pas les nouveaux statuts');
      visible.push(performance.now() - start);
    } finally {
      await stream.close();
    }
  }

  log(`${label} : collage de ${PASTE_ROWS} lignes × 3 colonnes (POST /api/clients/bulk/update)…`);
  const pasted = ids.slice(0, PASTE_ROWS);
  const paste: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const rows = pasted.map((id, i) => ({ id, patch: { ville: `Ville ${run}-${i}`, telephone: `01 00 00 ${String(run).padStart(2, '0')} ${String(i % 100).padStart(2, '0')}`, numeroClient: `C${run}-${i}` } }));
    const start = performance.now();
    const response = await app.request('/api/clients/bulk/update', {
      method: 'POST',
      headers: { cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    if (response.status !== 200) throw new Error(`collage : ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    if (run >= WARM_UP) paste.push(performance.now() - start);
  }
  return { database: label, rows: ids.length, sql: timings.sql, api: timings.api, ratio: ratioOf(timings.api, timings.sql), event: summarise(event), visible: summarise(visible), paste: summarise(paste) };
}

const load = loadavg()[0]?.toFixed(1) ?? '?';
const results = await onEachDatabase(measure);

const ms = (timing: Timing) => `${timing.p50.toLocaleString('fr-FR')} / ${timing.p99.toLocaleString('fr-FR')}`;
const lines = [
  '# Actions groupées (POST /api/authorizations/:kind/bulk, POST /api/clients/bulk/update)',
  '',
  `${sizeLabel()} (\`seedDemo\`, graine 42). Durées en ms, médiane / 99e centile (le maximum sous 100 mesures).`,
  `**Statut de ${ROWS.toLocaleString('fr-FR')} habilitations Impôts** : l’API (session, verrous des clients, règles, un upsert, une entrée de journal par ligne sous l’identifiant du lot, NOTIFY, instantané pour l’annulation) contre le plancher : une transaction avec le même \`INSERT … SELECT FROM unnest … ON CONFLICT DO UPDATE\` et la même insertion du journal depuis unnest, directement sur le pool \`pg\`. ${RUNS} de chaque, à tour de rôle, après ${WARM_UP} tours de chauffe ; chaque appel fait passer les ${ROWS.toLocaleString('fr-FR')} lignes à l’autre statut.`,
  `**Délai chez un collègue** (${LIVE_RUNS} fois) : de l’envoi de la requête jusqu’à l’événement \`change\` sur le flux GET /api/events d’une seconde session, puis jusqu’à ce que son GET /api/authorizations/impots montre tous les nouveaux statuts.`,
  `**Collage** : ${PASTE_ROWS} lignes × 3 colonnes (ville, téléphone, n° client) en une requête POST /api/clients/bulk/update, ${RUNS} fois.`,
  `Machine : ${availableParallelism()} processeurs, charge moyenne ${load} au départ.`,
  '',
  '| base | lignes | plancher SQL | API | ratio | événement chez le collègue | liste du collègue à jour | collage 500 × 3 |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.database} | ${r.rows.toLocaleString('fr-FR')} | ${ms(r.sql)} | ${ms(r.api)} | ${r.ratio.toLocaleString('fr-FR')} | ${ms(r.event)} | ${ms(r.visible)} | ${ms(r.paste)} |`),
  '',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
const endpoints: EndpointFigure[] = results.flatMap((r) => [
  { database: r.database, endpoint: `Statut de ${r.rows} habilitations (POST /api/authorizations/impots/bulk)`, rows: r.rows, sql: r.sql, api: r.api, ratio: r.ratio },
  { database: r.database, endpoint: `Collage ${PASTE_ROWS} × 3 (POST /api/clients/bulk/update)`, rows: PASTE_ROWS, sql: null, api: r.paste, ratio: null },
]);
writeResults('bulk', lines, { loadAverage: Number(load), results, endpoints });

// Production (issue 24) at the reference firm (10,000 clients, 100,000 tasks), in process, each
// figure against a floor measured in the same run:
//   1. seed:demo's share: what the seed adds for Production (the shipped templates, last year's
//      and this year's « Bilan et liasse » campaigns drawn, their stages dated by the shared rule,
//      written in two INSERT … FROM unnest, the liasses filed), timed on a copy of the seeded firm
//      whose campaigns are removed first, against the whole seed's time (the reference's own);
//   2. opening this year's campaign for every active client: POST /api/missions/campaigns against
//      its SQL floor, the same inserts run bare on the pool (the missions by the API's very
//      INSERT … SELECT, their stages' rows with the target dates the API wrote, one journal entry
//      each and the batch, in one transaction), in turns;
//   3. a card move: PATCH /api/missions/{id} {stageId} (lock, rules, the stages' done dates, the
//      journal, NOTIFY) against the same writes bare (lock, mission, stages, one journal entry);
//   4. until a colleague hears of it: from sending the PATCH to the change on a second session's
//      event stream (GET /api/events), then to its board (GET /api/missions/board, filtered on the
//      card's client: what the page asks again on that change) showing the card in its new column,
//      against the PATCH's own answer.
// The board showing it in Chromium is bench/missions-browser.ts. Embedded PostgreSQL always;
// PostgreSQL too when BENCH_DATABASE_URL is set.
//
//   npx tsx bench/missions.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/missions.ts
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { parisToday } from '../src/shared/dates.ts';
import type { MissionBoard } from '../src/shared/missions/list-query.ts';
import { createApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { makeMissions } from '../src/server/db/seed/make-missions.ts';
import { createRandom } from '../src/server/db/seed/random.ts';
import { alignLiasses, ensureShippedTemplates, writeMissions } from '../src/server/db/seed/seed-missions.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { parseEnv } from '../src/server/env.ts';
import { createLogger } from '../src/server/logger.ts';
import { openEvents } from './lib/event-stream.ts';
import type { Reference } from './lib/reference-data.ts';
import { machine, ratioOf, writeResults, type EndpointFigure } from './lib/report.ts';
import { onEachDatabase } from './lib/scratch-databases.ts';
import { isSmall, sizeLabel } from './lib/size.ts';
import { BENCH_ORIGIN, signInCookie } from './lib/sign-in.ts';
import { summarise, timeInTurns, type Timing } from './lib/timing.ts';

const CAMPAIGN_WARM_UP = 1;
const CAMPAIGN_RUNS = isSmall ? 3 : 5;
const MOVE_WARM_UP = 5;
const MOVE_RUNS = isSmall ? 20 : 60;
const LIVE_RUNS = isSmall ? 5 : 20;

type App = ReturnType<typeof createApp>;
type Phase = { label: string; ms: number };
type Result = {
  database: string;
  seed: { phases: Phase[]; addedMs: number; wholeSeedMs: number; missions: number };
  campaign: { created: number; sql: Timing; api: Timing; ratio: number };
  move: { sql: Timing; api: Timing; ratio: number };
  live: { answered: Timing; event: Timing; visible: Timing; eventAfterAnswer: Timing };
};

const logger = createLogger('silent');
const log = (message: string) => process.stderr.write(`${message}\n`);

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

type Context = { database: Database; app: App; cookie: string; colleague: string; adminId: string; templateId: string; stageIds: string[]; year: number; today: string };

/** 1. What the seed adds for Production, on the copy, its campaigns removed first; one transaction, as the seed's. */
async function measureSeed(context: Context, reference: Reference): Promise<Result['seed']> {
  const { database, templateId, year, today, adminId } = context;
  const phases: Phase[] = [];
  let missions = 0;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM missions WHERE template_id = ${templateId}::uuid`);
    const { rows: clients } = await tx.execute<{ id: string; dateCloture: string | null; status: string }>(
      sql`SELECT id, date_cloture::text AS "dateCloture", status FROM clients ORDER BY numero_client, id`,
    );
    const active = clients.filter((client) => client.status === 'actif');
    const draw = await timed(async () => {
      const template = await ensureShippedTemplates(tx);
      const random = createRandom(24);
      const checklistSizes = template.stages.map((stage) => stage.checklistSize);
      const drafts = [
        ...makeMissions({ random, clients: active, year: year - 1, today, checklistSizes, stalls: false }),
        ...makeMissions({ random, clients: active, year, today, checklistSizes, stalls: true }),
      ];
      return { template, drafts };
    });
    phases.push({ label: 'modèles livrés, tirage des deux campagnes', ms: draw.ms });
    const { template, drafts } = draw.value;
    const write = await timed(async () => (missions = await writeMissions({ db: tx, template, drafts, authorId: adminId })));
    phases.push({ label: 'dates cibles par la règle partagée (échéances lues en une requête), missions et étapes écrites (deux INSERT … FROM unnest)', ms: write.ms });
    const align = await timed(() => alignLiasses({ db: tx, drafts }));
    phases.push({ label: 'échéances de liasse alignées sur les missions', ms: align.ms });
  });
  const addedMs = phases.reduce((total, phase) => total + phase.ms, 0);
  return { phases, addedMs, wholeSeedMs: reference.seedSeconds * 1000, missions };
}

/** 2. This year's campaign through the API, against the same inserts bare; each run starts without it. */
async function measureCampaign(context: Context): Promise<Result['campaign']> {
  const { database, app, cookie, templateId, stageIds, year, adminId } = context;
  const [closingFrom, closingTo] = [`${year}-01-01`, `${year}-12-31`];
  const removeCampaign = () => database.pool.query(`DELETE FROM missions WHERE template_id = $1 AND closing_date BETWEEN $2 AND $3`, [templateId, closingFrom, closingTo]);
  const open = async () => {
    const response = await app.request('/api/missions/campaigns', {
      method: 'POST',
      headers: { cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ templateId, closingFrom, closingTo }),
    });
    if (response.status !== 200) throw new Error(`campagne : ${response.status} ${await response.text()}`);
    return ((await response.json()) as { created: number }).created;
  };
  await removeCampaign();
  const created = await open();
  // The floor's input: what the API wrote (the candidates it computed, the target dates of each stage).
  const { rows: missions } = await database.pool.query<{ client_id: string; closing_date: string }>(
    `SELECT client_id, closing_date::text FROM missions WHERE template_id = $1 AND closing_date BETWEEN $2 AND $3`,
    [templateId, closingFrom, closingTo],
  );
  const { rows: targets } = await database.pool.query<{ client_id: string; stage_id: string; target_date: string | null }>(
    `SELECT m.client_id, p.stage_id, p.target_date::text FROM missions m JOIN mission_stage_progress p ON p.mission_id = m.id
     WHERE m.template_id = $1 AND m.closing_date BETWEEN $2 AND $3`,
    [templateId, closingFrom, closingTo],
  );
  const floor = async () => {
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ count: number }>(
        `WITH inserted AS (
           INSERT INTO missions (client_id, template_id, closing_date, stage_id, responsible_id, created_by, updated_by)
           SELECT v.client_id, $3::uuid, v.closing_date, $4::uuid,
             (SELECT cc.collaborator_id FROM client_collaborators cc WHERE cc.client_id = v.client_id ORDER BY cc.created_at, cc.collaborator_id LIMIT 1),
             $5::uuid, $5::uuid
           FROM unnest($1::uuid[], $2::date[]) AS v(client_id, closing_date)
           JOIN clients c ON c.id = v.client_id AND c.status = 'actif'
           ON CONFLICT ON CONSTRAINT missions_client_template_closing_key DO NOTHING
           RETURNING id, client_id, closing_date
         ),
         stages AS (
           INSERT INTO mission_stage_progress (mission_id, stage_id, target_date)
           SELECT i.id, t.stage_id, t.target_date FROM inserted i
           JOIN unnest($6::uuid[], $7::uuid[], $8::date[]) AS t(client_id, stage_id, target_date) ON t.client_id = i.client_id
         ),
         journal AS (
           INSERT INTO activity_log (user_id, user_name, batch_id, entity, entity_id, client_id, action, field, new_value)
           SELECT $5::uuid, 'bench', $9::uuid, 'mission', i.id::text, i.client_id, 'create', 'template', 'Bilan et liasse — clôture ' || to_char(i.closing_date, 'DD/MM/YYYY')
           FROM inserted i
         )
         INSERT INTO activity_batches (id, user_id, user_name, kind, row_count, snapshot)
         SELECT $9::uuid, $5::uuid, 'bench', 'missions.campaign', count(*), jsonb_build_object('ids', jsonb_agg(id)) FROM inserted
         RETURNING row_count AS count`,
        [
          missions.map((m) => m.client_id),
          missions.map((m) => m.closing_date),
          templateId,
          stageIds[0],
          adminId,
          targets.map((t) => t.client_id),
          targets.map((t) => t.stage_id),
          targets.map((t) => t.target_date),
          randomUUID(),
        ],
      );
      await client.query('COMMIT');
      if (rows[0]?.count !== created) throw new Error(`plancher : ${rows[0]?.count} missions au lieu de ${created}`);
    } finally {
      client.release();
    }
  };
  log(`campagne : ${created} missions, API contre plancher SQL (${CAMPAIGN_WARM_UP} + ${CAMPAIGN_RUNS} tours)…`);
  const samples = { api: [] as number[], sql: [] as number[] };
  for (let run = 0; run < CAMPAIGN_WARM_UP + CAMPAIGN_RUNS; run++) {
    const turns: ['api' | 'sql', () => Promise<unknown>][] = [
      ['api', open],
      ['sql', floor],
    ];
    for (const [key, write] of turns) {
      await removeCampaign();
      const { ms } = await timed(write);
      if (run >= CAMPAIGN_WARM_UP) samples[key].push(ms);
    }
  }
  // Left opened by the API for the moves below.
  await removeCampaign();
  await open();
  const api = summarise(samples.api);
  const floorTiming = summarise(samples.sql);
  return { created, api, sql: floorTiming, ratio: ratioOf(api, floorTiming) };
}

/** 3. Card moves through the API against the same writes bare, in turns, each on missions of its own. */
async function measureMove(context: Context): Promise<Result['move']> {
  const { database, app, cookie, templateId, stageIds, year, adminId, today } = context;
  const { rows } = await database.pool.query<{ id: string }>(
    `SELECT id FROM missions WHERE template_id = $1 AND closing_date BETWEEN $2 AND $3 AND status = 'en_cours' ORDER BY id LIMIT 80`,
    [templateId, `${year}-01-01`, `${year}-12-31`],
  );
  const ids = rows.map((row) => row.id);
  const apiIds = ids.filter((_, i) => i % 2 === 0);
  const floorIds = ids.filter((_, i) => i % 2 === 1);
  const positions = new Map(ids.map((id) => [id, 0]));
  // Forward one stage at a time, back to the first after the last: the API marks or clears done dates either way.
  const nextStage = (id: string) => {
    const position = ((positions.get(id) ?? 0) + 1) % stageIds.length;
    positions.set(id, position);
    return position;
  };
  let apiTurn = 0;
  let floorTurn = 0;
  const api = async () => {
    const id = apiIds[apiTurn++ % apiIds.length] ?? '';
    const response = await app.request(`/api/missions/${id}`, {
      method: 'PATCH',
      headers: { cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ stageId: stageIds[nextStage(id)] }),
    });
    if (response.status !== 200) throw new Error(`déplacement : ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  const floor = async () => {
    const id = floorIds[floorTurn++ % floorIds.length] ?? '';
    const position = nextStage(id);
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows: before } = await client.query<{ stage_id: string; client_id: string }>(`SELECT stage_id, client_id FROM missions WHERE id = $1 FOR UPDATE`, [id]);
      await client.query(`UPDATE missions SET stage_id = $2, updated_at = now(), updated_by = $3 WHERE id = $1`, [id, stageIds[position], adminId]);
      await client.query(
        `UPDATE mission_stage_progress p SET
           done_at = CASE WHEN v.idx < $2 THEN coalesce(p.done_at, $3::date) END,
           done_by = CASE WHEN v.idx < $2 THEN coalesce(p.done_by, $4::uuid) END,
           updated_at = now()
         FROM unnest($5::uuid[]) WITH ORDINALITY AS v(stage_id, idx)
         WHERE p.mission_id = $1 AND p.stage_id = v.stage_id`,
        [id, position + 1, today, adminId, stageIds],
      );
      await client.query(
        `INSERT INTO activity_log (user_id, user_name, entity, entity_id, client_id, action, field, old_value, new_value)
         VALUES ($1, 'bench', 'mission', $2, $3, 'update', 'stage', $4, $5)`,
        [adminId, id, before[0]?.client_id, before[0]?.stage_id, stageIds[position]],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
  log(`déplacement d’une carte : PATCH contre plancher SQL (${MOVE_WARM_UP} + ${MOVE_RUNS} tours)…`);
  const timings = await timeInTurns({ sql: floor, api }, { warmUp: MOVE_WARM_UP, runs: MOVE_RUNS });
  return { sql: timings.sql, api: timings.api, ratio: ratioOf(timings.api, timings.sql) };
}

/** 4. From the move's request to a colleague's event stream, then to the colleague's list showing the new stage. */
async function measureLive(context: Context): Promise<Result['live']> {
  const { database, app, cookie, colleague, templateId, stageIds, year } = context;
  const { rows } = await database.pool.query<{ id: string; client_id: string; raison_sociale: string }>(
    `SELECT m.id, m.client_id, c.raison_sociale FROM missions m JOIN clients c ON c.id = m.client_id
     WHERE m.template_id = $1 AND m.closing_date BETWEEN $2 AND $3 AND m.status = 'en_cours' ORDER BY m.id DESC LIMIT $4`,
    [templateId, `${year}-01-01`, `${year}-12-31`, LIVE_RUNS],
  );
  const answered: number[] = [];
  const event: number[] = [];
  const visible: number[] = [];
  const eventAfterAnswer: number[] = [];
  log(`délai jusqu’au collègue (${rows.length} fois)…`);
  for (const [index, mission] of rows.entries()) {
    const stageId = stageIds[1 + (index % (stageIds.length - 1))] ?? '';
    const stream = await openEvents(app, colleague);
    try {
      const start = performance.now();
      let heardAt = 0;
      const heard = stream.waitFor((name, data) => name === 'change' && data.includes('"mission"')).then(() => (heardAt = performance.now()));
      const response = await app.request(`/api/missions/${mission.id}`, {
        method: 'PATCH',
        headers: { cookie, origin: BENCH_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ stageId }),
      });
      if (response.status !== 200) throw new Error(`déplacement : ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      const answeredAt = performance.now();
      await heard;
      // The colleague's board, filtered on the card's client as in bench/missions-browser.ts: what it asks again on that change.
      const query = new URLSearchParams({ templateId, closingFrom: `${year}-01-01`, closingTo: `${year}-12-31`, q: mission.raison_sociale });
      const board = await app.request(`/api/missions/board?${query}`, { headers: { cookie: colleague } });
      const { columns } = (await board.json()) as MissionBoard;
      const column = columns.find((candidate) => candidate.missions.some((row) => row.id === mission.id));
      if (column?.key !== stageId) throw new Error('le tableau du collègue ne montre pas la carte dans sa nouvelle colonne');
      visible.push(performance.now() - start);
      answered.push(answeredAt - start);
      event.push(heardAt - start);
      eventAfterAnswer.push(Math.max(0, heardAt - answeredAt));
    } finally {
      stream.close();
    }
  }
  return { answered: summarise(answered), event: summarise(event), visible: summarise(visible), eventAfterAnswer: summarise(eventAfterAnswer) };
}

async function measure(label: string, database: Database, reference: Reference): Promise<Result> {
  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({ database, env, logger, mailer: { describe: () => 'bench', send: async () => {} }, authSecret: env.AUTH_SECRET ?? '', version: 'bench' });
  const cookie = await signInCookie(app, DEMO_ADMIN_EMAIL);
  const colleagueEmail = (await database.pool.query<{ email: string }>(`SELECT email FROM users WHERE email <> $1 ORDER BY email LIMIT 1`, [DEMO_ADMIN_EMAIL])).rows[0]?.email;
  if (!colleagueEmail) throw new Error('aucun collègue dans la démo');
  const colleague = await signInCookie(app, colleagueEmail);
  const adminId = (await database.pool.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [DEMO_ADMIN_EMAIL])).rows[0]?.id ?? '';
  const { rows: templates } = await database.pool.query<{ id: string; stages: string[] }>(
    `SELECT t.id, (SELECT array_agg(s.id ORDER BY s.position) FROM mission_stages s WHERE s.template_id = t.id) AS stages FROM mission_templates t WHERE t.name = 'Bilan et liasse'`,
  );
  const template = templates[0];
  if (!template) throw new Error('modèle « Bilan et liasse » absent du cabinet de démonstration');
  const today = parisToday(new Date(reference.now));
  const context: Context = { database, app, cookie, colleague, adminId, templateId: template.id, stageIds: template.stages, year: Number(today.slice(0, 4)), today };
  log(`${label} : ce que seed:demo ajoute pour la Production…`);
  const seed = await measureSeed(context, reference);
  log(`${label} : ouverture de la campagne ${context.year}…`);
  const campaign = await measureCampaign(context);
  const move = await measureMove(context);
  const live = await measureLive(context);
  return { database: label, seed, campaign, move, live };
}

const startLoad = loadavg().map((value) => Math.round(value * 10) / 10);
const results = await onEachDatabase(measure);
const m = machine();
const fr = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits });
const p50p95 = (t: Timing) => `${fr(t.p50, 1)} / ${fr(t.p95, 1)}`;
const seconds = (ms: number) => `${fr(ms / 1000, 1)} s`;

const lines = [
  '# Production : campagne, déplacement d’une carte, délai chez un collègue, données de démonstration',
  '',
  `${sizeLabel()} (\`seedDemo\`, graine 42), en processus (\`createApp\` sur une copie du cabinet, requêtes par \`app.request\`, sans réseau).`,
  `Machine : ${m.cpus} × ${m.cpuModel} ; charge moyenne (1, 5, 15 min) ${startLoad.join(' / ')} au départ, ${loadavg().map((v) => fr(v, 1)).join(' / ')} à la fin ; Node ${m.node} ; commit ${m.commit}.`,
  'Reproduire : `npx tsx bench/missions.ts` (ajouter `BENCH_DATABASE_URL=postgres://…` pour PostgreSQL).',
  '',
  '## Ouverture de la campagne de l’année pour tous les clients actifs',
  '',
  `POST /api/missions/campaigns (« Bilan et liasse », clôtures du 1er janvier au 31 décembre) contre son plancher : les mêmes insertions en une transaction directement sur le pool \`pg\` (les missions par le même INSERT … SELECT FROM unnest que l’API, leurs lignes d’étape avec les dates cibles que l’API a écrites, une entrée de journal par mission et le lot). L’API calcule en plus les candidats (clients actifs et leur date de clôture) et les dates cibles par les règles. ${CAMPAIGN_RUNS} de chaque, à tour de rôle, après ${CAMPAIGN_WARM_UP} tour de chauffe, chacun sur une base sans la campagne. Durées en ms, médiane / 95e centile.`,
  '',
  '| base | missions créées | plancher SQL | API | ratio (médianes) |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.database} | ${fr(r.campaign.created)} | ${p50p95(r.campaign.sql)} | ${p50p95(r.campaign.api)} | ${fr(r.campaign.ratio, 2)} |`),
  '',
  '## Déplacement d’une carte (PATCH /api/missions/{id} `{ stageId }`)',
  '',
  `Temps serveur (objectif ≤ 50 ms en médiane, journal compris) : verrou de la mission, règles, dates de réalisation des étapes, une entrée de journal, NOTIFY, et la fiche renvoyée. Plancher : les mêmes écritures nues (verrou, mission, étapes, une entrée de journal) en une transaction sur le pool. ${MOVE_RUNS} de chaque, à tour de rôle, après ${MOVE_WARM_UP} de chauffe ; chaque carte avance d’une étape, et revient à la première après la dernière.`,
  '',
  '| base | plancher SQL | API | ratio (médianes) |',
  '| --- | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.database} | ${p50p95(r.move.sql)} | ${p50p95(r.move.api)} | ${fr(r.move.ratio, 2)} |`),
  '',
  '## Jusqu’au tableau d’un collègue',
  '',
  `Une seconde session a son flux GET /api/events ouvert (${LIVE_RUNS} fois) : de l’envoi du PATCH à sa réponse, à l’événement \`change\` chez le collègue, puis jusqu’à ce que son GET /api/missions/board filtré sur le client de la carte (ce que la page redemande à cet événement) la montre dans sa nouvelle colonne (objectif ≤ 1 s). Le plancher est la réponse du PATCH lui-même.`,
  '',
  '| base | réponse du PATCH (plancher) | événement chez le collègue | dont après la réponse | tableau du collègue à jour | à jour / plancher (médianes) |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.database} | ${p50p95(r.live.answered)} | ${p50p95(r.live.event)} | ${p50p95(r.live.eventAfterAnswer)} | ${p50p95(r.live.visible)} | ${fr(r.live.visible.p50 / r.live.answered.p50, 1)} |`,
  ),
  '',
  'Dans Chromium, jusqu’à la carte affichée dans le tableau du collègue : `bench/results/missions-browser.md`.',
  '',
  '## Ce que seed:demo ajoute pour la Production',
  '',
  'Mesuré sur la copie du cabinet, ses campagnes retirées d’abord, en une transaction comme la graine : chaque étape, puis leur somme, rapportée à la durée de toute la graine de référence (mesurée quand le cabinet a été créé pour cette série, Production comprise).',
  '',
  '| base | missions écrites | étape | durée |',
  '| --- | ---: | --- | ---: |',
  ...results.flatMap((r) => r.seed.phases.map((phase) => `| ${r.database} | ${fr(r.seed.missions)} | ${phase.label} | ${seconds(phase.ms)} |`)),
  '',
  '| base | ajouté pour la Production | toute la graine | part |',
  '| --- | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.database} | ${seconds(r.seed.addedMs)} | ${seconds(r.seed.wholeSeedMs)} | ${fr((100 * r.seed.addedMs) / r.seed.wholeSeedMs, 1)} % |`),
  '',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
];
const endpoints: EndpointFigure[] = results.flatMap((r) => [
  { database: r.database, endpoint: `Campagne de ${r.campaign.created} missions (POST /api/missions/campaigns)`, rows: r.campaign.created, sql: r.campaign.sql, api: r.campaign.api, ratio: r.campaign.ratio },
  { database: r.database, endpoint: 'Déplacement d’une carte (PATCH /api/missions/{id})', rows: 1, sql: r.move.sql, api: r.move.api, ratio: r.move.ratio },
]);
writeResults('missions', lines, { loadAverage: startLoad, results, endpoints });

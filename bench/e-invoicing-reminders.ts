// « Envoyer une relance » (issue 23) to 500 clients at the reference firm: the built server
// (`node dist/server/main.js`, its outbox worker sending through SMTP_URL) on a copy of the demo
// firm, a local SMTP server started here (the `smtp-server` package, as e2e/support/mailbox.ts) as
// SMTP_URL. The firm's admin raises its daily cap (PUT /api/e-invoicing/settings) above 500, so
// every reminder goes today. One POST /api/e-invoicing/reminders for 500 active clients, each
// with an e-mail address of its own, with the firm's template:
//   - queued: from the request to its answer (every mail in the outbox);
//   - received: from the request to the SMTP server holding all 500;
//   - recorded: until GET /api/e-invoicing shows « Dernière relance » (lastReminderAt) for all 500.
// Then, after a wait of two worker polls, each client's mail must have arrived exactly once
// (counted by recipient, its subject naming the client), and no other.
// The floor, just before and just after: the same SMTP server receiving 500 mails of the same
// shape (composeReminder) sent from this process by the app's own mailer (createMailer: one
// nodemailer transport, one mail at a time, as the worker sends them), without outbox or database.
// Embedded PostgreSQL always; PostgreSQL too when BENCH_DATABASE_URL is set.
//
//   npx tsx bench/e-invoicing-reminders.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/e-invoicing-reminders.ts
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { clientFieldsSchema, type ClientRow } from '../src/shared/clients.ts';
import type { EInvoicingRow } from '../src/shared/e-invoicing/api.ts';
import type { ReminderResult, ReminderSettings } from '../src/shared/e-invoicing/reminders.ts';
import { parisIsoDay } from '../src/shared/paris-time.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed-demo.ts';
import { DEMO_ADMIN_EMAIL } from '../src/server/db/seed/seed-users.ts';
import { composeReminder } from '../src/server/features/e-invoicing/e-invoicing-reminders.recipients.ts';
import { createLogger } from '../src/server/logger.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { startServer, waitUntilIdle, type Server } from './lib/browser-app.ts';
import { machine, writeResults } from './lib/report.ts';
import { onEachTarget, privateApp, type App, type ServerTarget } from './lib/server-targets.ts';
import { sizeLabel } from './lib/size.ts';

const RECIPIENTS = 500;
/** Above the reminder (the default is 500 a day): every mail goes today. */
const DAILY_CAP = 1_000;
const APP_FROM = 'relances@cabinet.bench';
const FLOOR_FROM = 'plancher@cabinet.bench';
const SENT_TIMEOUT_MS = 300_000;
const RECORDED_POLL_MS = 250;
const RECORDED_TIMEOUT_MS = 120_000;
/** The server's clock and this process's are the machine's; the database's timestamps may round. */
const CLOCK_SLACK_MS = 1_000;
/** The outbox worker polls every 2 s: a second copy would show within two polls. */
const DUPLICATE_WAIT_MS = 5_000;

const log = (message: string) => process.stderr.write(`${message}\n`);
const round1 = (value: number) => Math.round(value * 10) / 10;

// ——— The local SMTP server ———

type Received = { from: string; to: string[]; subject: string; at: number };

/**
 * A header's RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=, as nodemailer writes a
 * French subject) decoded; e2e/support/mailbox.ts reads them the same way.
 */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, kind: string, data: string) => {
    if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
    const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  });
}

function subjectOf(raw: string): string {
  const head = raw.replace(/\r\n/g, '\n').split('\n\n')[0] ?? '';
  const line = head
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')
    .find((l) => /^subject:/i.test(l));
  return decodeHeader(line?.slice('subject:'.length).trim() ?? '');
}

/** Records each message as it ends (before the server answers 250), with the time it arrived. */
type Recorder = { url: string; received: Received[]; close: () => Promise<void> };

async function startRecorder(): Promise<Recorder> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup per connection: the app and the floor each open one per mail.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: subjectOf(Buffer.concat(chunks).toString('utf8')),
          at: performance.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits until `count` mails from `from` to `addresses` have arrived since `since`; answers the last one's arrival. */
async function allArrived(received: Received[], { from, addresses, since, count }: { from: string; addresses: Set<string>; since: number; count: number }): Promise<number> {
  const deadline = performance.now() + SENT_TIMEOUT_MS;
  for (;;) {
    const arrived = received.filter((m) => m.from === from && m.at >= since && m.to.some((to) => addresses.has(to)));
    if (arrived.length >= count) return Math.max(...arrived.map((m) => m.at));
    if (performance.now() > deadline) throw new Error(`${arrived.length} courriels reçus sur ${count} en ${SENT_TIMEOUT_MS / 1000} s`);
    await delay(10);
  }
}

// ——— The app's API ———

type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

async function signIn(server: Server): Promise<Api> {
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
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, origin: server.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path} : ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
}

type Recipient = { clientId: string; raisonSociale: string; email: string; row: EInvoicingRow };

/**
 * RECIPIENTS active clients never reminded, each with a valid address no other client of
 * the firm has (so that a mail's recipient names its client), spread over the list. Clients
 * without one get an address of their own through the API when the seed has too few.
 */
async function pickRecipients(api: Api): Promise<{ recipients: Recipient[]; given: number }> {
  const [{ clients: rows }, { clients }] = await Promise.all([
    api<{ clients: EInvoicingRow[] }>('GET', '/api/e-invoicing'),
    api<{ clients: ClientRow[] }>('GET', '/api/clients'),
  ]);
  const uses = new Map<string, number>();
  for (const client of clients) if (client.email) uses.set(client.email.toLowerCase(), (uses.get(client.email.toLowerCase()) ?? 0) + 1);
  const emailOf = new Map(clients.map((client) => [client.id, client.email]));
  const ownAddress = (clientId: string) => {
    const parsed = clientFieldsSchema.shape.email.safeParse(emailOf.get(clientId) ?? null);
    return parsed.success && parsed.data && uses.get(parsed.data.toLowerCase()) === 1 ? parsed.data.toLowerCase() : undefined;
  };
  const fresh = rows.filter((row) => row.lastReminderAt === null);
  const mailable = fresh.filter((row) => ownAddress(row.clientId) !== undefined);
  const wanted = RECIPIENTS;
  const step = Math.max(1, Math.floor(mailable.length / wanted));
  const chosen = mailable.filter((_, i) => i % step === 0).slice(0, wanted);
  const recipients = chosen.map((row) => ({ clientId: row.clientId, raisonSociale: row.raisonSociale, email: ownAddress(row.clientId) ?? '', row }));
  let given = 0;
  for (const row of fresh.filter((r) => ownAddress(r.clientId) === undefined)) {
    if (recipients.length >= wanted) break;
    const email = `relance-${row.clientId}@clients.bench.test`;
    await api('PATCH', `/api/clients/${row.clientId}`, { email });
    recipients.push({ clientId: row.clientId, raisonSociale: row.raisonSociale, email, row });
    given++;
  }
  if (recipients.length < wanted) throw new Error(`${recipients.length} clients actifs à relancer, ${wanted} voulus`);
  return { recipients, given };
}

// ——— One database ———

type Sent = {
  answer: Omit<ReminderResult, 'skipped'> & { skipped: number };
  /** Request → answer (every mail in the outbox). */
  queuedMs: number;
  /** Request → the first one arrived. */
  firstMs: number;
  /** Request → the SMTP server has all of them. */
  receivedMs: number;
  /** Request → GET /api/e-invoicing shows every « Dernière relance » (polled every RECORDED_POLL_MS). */
  recordedMs: number;
};

type Check = { mails: number; recipients: number; exactlyOnce: number; missing: number; duplicated: number; strays: number; subjectsNamingClient: number; remindedAfterRequest: number };

type Result = Sent & {
  database: string;
  loadAverage: number;
  dailyCap: { before: number; during: number };
  addressesGiven: number;
  /** The floor just before the reminder and just after it: first send → last arrival. */
  floorMs: [number, number];
  /** receivedMs over the floors' mean. */
  ratio: number;
  /** What each mail costs beyond the floor (outbox, database, worker), ms. */
  overheadPerMailMs: number;
  /** Mails per second, request → all received. */
  mailsPerSecond: number;
  check: Check;
};

/** The app's mailer sending the mails the reminder would, from this process: first send → last arrival. */
async function measureFloor(recorder: Recorder, recipients: Recipient[], template: ReminderSettings['template'], floorDir: string): Promise<number> {
  const mailer = createMailer({ smtpUrl: recorder.url, from: `Plancher <${FLOOR_FROM}>`, dataDir: floorDir, logger: createLogger('silent') });
  const today = parisIsoDay(new Date());
  const mails = recipients.map(({ row, ...recipient }) =>
    composeReminder({
      recipient: { ...recipient, category: row.category, receptionStatus: row.receptionStatus, issuingStatus: row.issuingStatus, collaboratorName: 'Collaborateur', collaboratorEmail: DEMO_ADMIN_EMAIL },
      template,
      today,
    }),
  );
  const start = performance.now();
  for (const mail of mails) await mailer.send(mail);
  const addresses = new Set(recipients.map((recipient) => recipient.email));
  return (await allArrived(recorder.received, { from: FLOOR_FROM, addresses, since: start, count: recipients.length })) - start;
}

/** One POST /api/e-invoicing/reminders, then the SMTP server and the list until every mail has left and been recorded. */
async function sendReminder(api: Api, recorder: Recorder, recipients: Recipient[], template: ReminderSettings['template']): Promise<Sent> {
  const addresses = new Set(recipients.map((recipient) => recipient.email));
  const ids = new Set(recipients.map((recipient) => recipient.clientId));
  const wallStart = Date.now();
  const start = performance.now();
  const answer = await api<ReminderResult>('POST', '/api/e-invoicing/reminders', { clientIds: [...ids], ...template });
  const queuedMs = performance.now() - start;
  if (answer.queued !== recipients.length || answer.deferred !== 0 || answer.skipped.length > 0) {
    throw new Error(`relance : ${answer.queued} en file, ${answer.deferred} reportées, ${answer.skipped.length} écartées (${recipients.length} attendues aujourd’hui)`);
  }
  const lastAt = await allArrived(recorder.received, { from: APP_FROM, addresses, since: start, count: recipients.length });
  const firstAt = Math.min(...recorder.received.filter((m) => m.from === APP_FROM && m.at >= start).map((m) => m.at));
  const deadline = performance.now() + RECORDED_TIMEOUT_MS;
  for (;;) {
    const { clients } = await api<{ clients: EInvoicingRow[] }>('GET', '/api/e-invoicing');
    const recorded = clients.filter((row) => ids.has(row.clientId) && row.lastReminderAt !== null && Date.parse(row.lastReminderAt) >= wallStart - CLOCK_SLACK_MS).length;
    if (recorded === recipients.length) break;
    if (performance.now() > deadline) throw new Error(`« Dernière relance » écrite pour ${recorded} clients sur ${recipients.length}`);
    await delay(RECORDED_POLL_MS);
  }
  return { answer: { ...answer, skipped: answer.skipped.length }, queuedMs, firstMs: firstAt - start, receivedMs: lastAt - start, recordedMs: performance.now() - start };
}

/** After the reminder: each recipient's mail arrived once, naming the client, none elsewhere; each « Dernière relance » after the request. */
async function checkDelivery(api: Api, recorder: Recorder, recipients: Recipient[], requestedAt: number): Promise<Check> {
  const appMails = recorder.received.filter((m) => m.from === APP_FROM);
  const byAddress = new Map<string, Received[]>();
  for (const mail of appMails) for (const to of mail.to) byAddress.set(to, [...(byAddress.get(to) ?? []), mail]);
  const counts = recipients.map((recipient) => byAddress.get(recipient.email) ?? []);
  const chosen = new Set(recipients.map((recipient) => recipient.email));
  const { clients } = await api<{ clients: EInvoicingRow[] }>('GET', '/api/e-invoicing');
  const reminded = new Map(clients.map((row) => [row.clientId, row.lastReminderAt]));
  return {
    mails: appMails.length,
    recipients: recipients.length,
    exactlyOnce: counts.filter((mails) => mails.length === 1).length,
    missing: counts.filter((mails) => mails.length === 0).length,
    duplicated: counts.filter((mails) => mails.length > 1).length,
    strays: appMails.filter((mail) => !mail.to.every((to) => chosen.has(to))).length,
    // The subject is one line whatever the raison sociale holds (composeReminder).
    subjectsNamingClient: recipients.filter((recipient, i) => counts[i]?.length === 1 && counts[i]?.[0]?.subject.includes(recipient.raisonSociale.replace(/\s*[\r\n]+\s*/g, ' '))).length,
    remindedAfterRequest: recipients.filter((recipient) => {
      const at = reminded.get(recipient.clientId);
      return typeof at === 'string' && Date.parse(at) >= requestedAt - CLOCK_SLACK_MS;
    }).length,
  };
}

async function measureTarget(app: App, target: ServerTarget): Promise<Result> {
  const recorder = await startRecorder();
  const floorDir = mkdtempSync(join(tmpdir(), 'cabinet-bench-floor-'));
  const server = await startServer(app.root, target, { env: { SMTP_URL: recorder.url, MAIL_FROM: `Cabinet <${APP_FROM}>` } });
  try {
    // The daily obligations pass runs at start: it is not the reminder's cost.
    await waitUntilIdle(server.pid);
    const loadAverage = round1(loadavg()[0] ?? Number.NaN);
    const api = await signIn(server);
    const settings = await api<ReminderSettings>('GET', '/api/e-invoicing/settings');
    const saved = await api<ReminderSettings>('PUT', '/api/e-invoicing/settings', { ...settings, dailyCap: DAILY_CAP });
    log(`${target.label} : plafond quotidien ${settings.dailyCap} → ${saved.dailyCap} ; choix de ${RECIPIENTS} clients…`);
    const { recipients, given } = await pickRecipients(api);

    log(`${target.label} : plancher (${RECIPIENTS} courriels envoyés par le mailer de l’application depuis la mesure)…`);
    const floorBefore = await measureFloor(recorder, recipients, settings.template, floorDir);
    log(`${target.label} : POST /api/e-invoicing/reminders pour ${RECIPIENTS} clients (plancher : ${Math.round(floorBefore)} ms)…`);
    const requestedAt = Date.now();
    const sent = await sendReminder(api, recorder, recipients, settings.template);
    log(`  en file ${Math.round(sent.queuedMs)} ms, reçues ${Math.round(sent.receivedMs)} ms, enregistrées ${Math.round(sent.recordedMs)} ms ; plancher de nouveau…`);
    const floorAfter = await measureFloor(recorder, recipients, settings.template, floorDir);
    // A second copy of a reminder would have come within two worker polls by now.
    await delay(DUPLICATE_WAIT_MS);
    const check = await checkDelivery(api, recorder, recipients, requestedAt);
    if (check.exactlyOnce !== recipients.length || check.strays > 0 || check.subjectsNamingClient !== recipients.length || check.remindedAfterRequest !== recipients.length) {
      throw new Error(`vérification : ${JSON.stringify(check)}`);
    }
    return {
      database: target.label,
      loadAverage,
      dailyCap: { before: settings.dailyCap, during: saved.dailyCap },
      addressesGiven: given,
      ...sent,
      floorMs: [round1(floorBefore), round1(floorAfter)],
      ratio: Math.round((sent.receivedMs / ((floorBefore + floorAfter) / 2)) * 100) / 100,
      overheadPerMailMs: round1((sent.receivedMs - (floorBefore + floorAfter) / 2) / RECIPIENTS),
      mailsPerSecond: round1(RECIPIENTS / (sent.receivedMs / 1000)),
      check,
    };
  } finally {
    await server.stop();
    await recorder.close();
    rmSync(floorDir, { recursive: true, force: true });
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
const s = (ms: number) => fr(ms / 1000, 2);

const lines = [
  `# Relance de ${RECIPIENTS} clients par courriel (Facturation électronique)`,
  '',
  `Serveur construit (\`dist/\` du ${app.build.stamp}${app.build.stale ? ', **plus ancien que certaines sources**' : ''}), \`node dist/server/main.js\` (NODE_ENV=production) sur une copie du cabinet de démonstration : ${sizeLabel()} ; SMTP_URL : un serveur SMTP local démarré par la mesure (paquet \`smtp-server\`, sans recherche DNS inverse), qui note l’arrivée de chaque message. Mesures une fois le serveur au repos (passe quotidienne des échéances finie).`,
  `Plafond quotidien du cabinet porté par son administrateur (PUT /api/e-invoicing/settings) de ${results.map((r) => fr(r.dailyCap.before)).join(' / ')} à ${fr(DAILY_CAP)} : les ${RECIPIENTS} relances partent le jour même. Un POST /api/e-invoicing/reminders pour ${RECIPIENTS} clients actifs jamais relancés, chacun avec une adresse qu’aucun autre client n’a (${results.map((r) => r.addressesGiven).join(' / ')} adresse(s) donnée(s) par l’API faute d’assez dans les données), répartis sur la liste, avec le modèle du cabinet.`,
  `« En file » : de la requête à sa réponse (les ${RECIPIENTS} courriels dans la boîte d’envoi). « Reçues » : de la requête au ${RECIPIENTS}e message reçu par le serveur SMTP. « Enregistrées » : jusqu’à ce que GET /api/e-invoicing montre la « Dernière relance » des ${RECIPIENTS} (interrogé toutes les ${RECORDED_POLL_MS} ms une fois tout reçu).`,
  `Plancher, juste avant et juste après la relance : le même serveur SMTP recevant ${RECIPIENTS} courriels de même forme (\`composeReminder\`, aux mêmes adresses) envoyés depuis le processus de mesure par le \`createMailer\` de l’application (un transport nodemailer, un courriel à la fois, comme le worker), sans boîte d’envoi ni base de données : du premier envoi à la dernière arrivée. Ratio : « reçues » sur la moyenne des deux planchers ; surcoût par courriel : leur différence divisée par ${RECIPIENTS} (boîte d’envoi, base, worker). Le plancher tient surtout à une connexion SMTP par courriel (le transport n’est pas mis en commun) dont le serveur \`smtp-server\` retarde l’accueil de 100 ms (détection des clients trop pressés) : ${RECIPIENTS} × 0,1 s.`,
  `Machine : ${startMachine.cpus} × ${startMachine.cpuModel}, **partagée avec d’autres ingénieurs pendant la mesure** (charge moyenne 1 / 5 / 15 min : ${startMachine.loadAverage.join(' / ')} au départ, ${endLoad.join(' / ')} à la fin) : le serveur, PostgreSQL, le serveur SMTP et la mesure s’y partagent les processeurs avec le travail des autres ; les durées absolues en dépendent, le ratio au plancher mesuré autour beaucoup moins. Node ${startMachine.node} ; commit ${startMachine.commit}.`,
  '',
  'Durées en secondes.',
  '',
  '| base | réponse (en file / reportées / écartées) | en file | 1er reçu | reçues | enregistrées | plancher avant / après | reçues / plancher | surcoût par courriel (ms) | courriels/s | chacun reçu une fois | « Dernière relance » écrite |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.answer.queued} / ${r.answer.deferred} / ${r.answer.skipped} | ${s(r.queuedMs)} | ${s(r.firstMs)} | ${s(r.receivedMs)} | ${s(r.recordedMs)} | ${s(r.floorMs[0])} / ${s(r.floorMs[1])} | **${fr(r.ratio, 2)} ×** | ${fr(r.overheadPerMailMs, 1)} | ${fr(r.mailsPerSecond, 1)} | ${r.check.exactlyOnce === r.check.recipients && r.check.strays === 0 ? 'oui' : '**non**'} (${fr(r.check.exactlyOnce)} / ${fr(r.check.recipients)} ; ${r.check.duplicated} en double, ${r.check.missing} manquant, ${r.check.strays} à une autre adresse) | ${fr(r.check.remindedAfterRequest)} / ${fr(r.check.recipients)} |`,
  ),
  '',
  `Vérification, après le second plancher et une attente de deux passages du worker (${DUPLICATE_WAIT_MS / 1000} s) : les courriels de l’application reçus sont comptés par destinataire ; chaque client en a exactement un, dont l’objet nomme sa raison sociale, aucun ne va à une autre adresse, et la « Dernière relance » de chacun est postérieure à la demande.`,
  '',
  ...results.map((r) => `${r.database} : charge moyenne ${r.loadAverage} au début des mesures.`),
  '',
  ...(process.env.BENCH_DATABASE_URL ? [] : ['PostgreSQL non mesuré : définir `BENCH_DATABASE_URL` pour l’ajouter.', '']),
  'Reproduire : `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/e-invoicing-reminders.ts` (après `npm run build`), ou `npm run bench -- --only e-invoicing-reminders`.',
  '',
];
writeResults('e-invoicing-reminders', lines, {
  recipients: RECIPIENTS,
  dailyCap: DAILY_CAP,
  sharedMachine: true,
  loadAverageStart: startMachine.loadAverage,
  loadAverageEnd: endLoad,
  build: app.build,
  results,
});

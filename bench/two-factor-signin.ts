// Sign-in with a second factor (issue 26) against sign-in with a password alone, as the server
// spends it: the app in process (app.request, no network), on an empty migrated database.
//   - « mot de passe seul »: POST /api/auth/sign-in/email for a user without a second factor;
//   - « mot de passe + code »: the same POST for a user with one (answers { twoFactorRedirect }),
//     then POST /api/auth/two-factor/verify-totp with the app's code, which opens the session.
// Each run of the second uses a user of its own: a code serves once (the replay guard), and a
// user has at most three valid codes at a time. Candidates run in turns (timeInTurns), so a burst
// of load on this shared machine hits both alike; the ratio is the figure to read. Nothing is
// asserted on time.
//
//   npx tsx bench/two-factor-signin.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/two-factor-signin.ts
import { randomBytes } from 'node:crypto';
import { createApp, type App } from '../src/server/app.ts';
import { createUserWithPassword } from '../src/server/auth/users.ts';
import type { Database } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { createLogger } from '../src/server/logger.ts';
import { secretOfTotpUri, totpCode } from '../src/server/testing/totp.ts';
import { machine, writeResults } from './lib/report.ts';
import { onEachEmptyDatabase } from './lib/scratch-databases.ts';
import { isSmall } from './lib/size.ts';
import { BENCH_ORIGIN } from './lib/sign-in.ts';
import { summarise, type Timing } from './lib/timing.ts';

const WARM_UP = 3;
const RUNS = isSmall ? 8 : 30;
const PASSWORD = 'mot-de-passe-bench';

type Result = { database: string; runs: number; password: Timing; twoFactor: Timing; passwordStep: Timing; codeStep: Timing; ratio: number };

const log = (message: string) => process.stderr.write(`${message}\n`);

/** One POST as a browser would send it; answers the status, the body and the cookies it set. */
async function post(app: App, path: string, body: unknown, cookie = '') {
  const response = await app.request(path, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} : ${response.status} ${text}`);
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='));
  return { json: JSON.parse(text) as Record<string, unknown>, cookie: cookies.join('; ') };
}

/** A user who turned the second factor on (password, then a first code), with their app's secret. */
async function userWithTwoFactor(app: App, database: Database, email: string) {
  await createUserWithPassword(database.db, { email, fullName: 'Bench 2FA', role: 'collaborateur', password: PASSWORD });
  const { cookie } = await post(app, '/api/auth/sign-in/email', { email, password: PASSWORD });
  const { json } = await post(app, '/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
  const secret = secretOfTotpUri(String(json.totpURI));
  await post(app, '/api/auth/two-factor/verify-totp', { code: totpCode(secret) }, cookie);
  return { email, secret };
}

async function measure(label: string, database: Database): Promise<Result> {
  const env = parseEnv({ NODE_ENV: 'production', APP_URL: BENCH_ORIGIN, LOG_LEVEL: 'silent', SIGN_IN_RATE_LIMIT: '1000000', AUTH_SECRET: randomBytes(24).toString('hex') });
  const app = createApp({ database, env, logger: createLogger('silent'), mailer: { describe: () => 'bench', send: async () => {} }, authSecret: env.AUTH_SECRET ?? '', version: 'bench' });
  const plain = 'sans-code@cabinet.test';
  await createUserWithPassword(database.db, { email: plain, fullName: 'Bench', role: 'collaborateur', password: PASSWORD });
  log(`${label} : ${WARM_UP + RUNS} utilisateurs avec double authentification…`);
  const withCode = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) withCode.push(await userWithTwoFactor(app, database, `code-${i}@cabinet.test`));

  const passwordOnly = () => post(app, '/api/auth/sign-in/email', { email: plain, password: PASSWORD });
  const samples = { password: [] as number[], twoFactor: [] as number[], passwordStep: [] as number[], codeStep: [] as number[] };
  log(`${label} : ${WARM_UP} tours de chauffe, ${RUNS} mesurés, en alternance…`);
  for (const [index, user] of withCode.entries()) {
    const startPlain = performance.now();
    await passwordOnly();
    const plainMs = performance.now() - startPlain;

    const start = performance.now();
    const challenge = await post(app, '/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
    if (challenge.json.twoFactorRedirect !== true) throw new Error('le code n’a pas été demandé');
    const afterPassword = performance.now();
    // The next step's code: the current one served to turn the second factor on.
    const opened = await post(app, '/api/auth/two-factor/verify-totp', { code: totpCode(user.secret, { steps: 1 }) }, challenge.cookie);
    const end = performance.now();
    if (!opened.json.user) throw new Error('session non ouverte');
    if (index < WARM_UP) continue;
    samples.password.push(plainMs);
    samples.twoFactor.push(end - start);
    samples.passwordStep.push(afterPassword - start);
    samples.codeStep.push(end - afterPassword);
  }
  const password = summarise(samples.password);
  const twoFactor = summarise(samples.twoFactor);
  return {
    database: label,
    runs: RUNS,
    password,
    twoFactor,
    passwordStep: summarise(samples.passwordStep),
    codeStep: summarise(samples.codeStep),
    ratio: Math.round((twoFactor.p50 / password.p50) * 100) / 100,
  };
}

const results = await onEachEmptyDatabase(measure);
const host = machine();
const ms = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
writeResults(
  'two-factor-signin',
  [
    '# Connexion avec double authentification : temps serveur',
    '',
    'L’application dans le processus (app.request, sans réseau), base vide migrée. « Mot de passe seul » : POST /api/auth/sign-in/email',
    'pour un compte sans second facteur. « Mot de passe + code » : le même POST pour un compte qui en a un (réponse { twoFactorRedirect }),',
    'puis POST /api/auth/two-factor/verify-totp avec le code de l’application, qui ouvre la session. Mesures en alternance ; ms.',
    '',
    `Machine : ${host.cpus} cœurs ${host.cpuModel}, Node ${host.node}, charge moyenne à la fin ${host.loadAverage.join(' / ')} (machine partagée : lire le rapport plutôt que les temps), commit ${host.commit}.`,
    '',
    '| base | mesures | mot de passe seul p50 (p95) | mot de passe + code p50 (p95) | dont l’étape mot de passe p50 | dont l’étape code p50 | rapport p50 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.runs} | ${ms(r.password.p50)} (${ms(r.password.p95)}) | ${ms(r.twoFactor.p50)} (${ms(r.twoFactor.p95)}) | ${ms(r.passwordStep.p50)} | ${ms(r.codeStep.p50)} | ${r.ratio.toLocaleString('fr-FR')} × |`,
    ),
    '',
  ],
  { results },
);

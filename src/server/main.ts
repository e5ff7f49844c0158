import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { openDatabase } from './db/client.ts';
import { applyMigrations } from './db/migrate.ts';
import { loadDotEnv, parseEnv } from './env.ts';
import { SERVER_FEATURES } from './features/index.ts';
import { assertPortFree } from './http/listen-port.ts';
import { startHttpServer } from './http/node-server.ts';
import { createLogger } from './logger.ts';
import { mergeMailDelivered } from './mail/mail-delivered.ts';
import { createMailer } from './mail/mailer.ts';
import { createOutboxWorker } from './mail/outbox-worker.ts';
import { projectRoot, webRoot } from './paths.ts';

const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  loadDotEnv();
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  await assertPortFree(env.PORT, env.HOST);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger });
  await applyMigrations(database.pool);
  const { version } = JSON.parse(readFileSync(join(projectRoot(), 'package.json'), 'utf8')) as { version: string };
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger });
  const app = createApp({
    database,
    env,
    logger,
    mailer,
    authSecret: resolveAuthSecret({ secret: env.AUTH_SECRET, dataDir: env.DATA_DIR }),
    version,
    webRoot: webRoot(),
  });

  // Background work goes through the database, so any number of instances may run it: the mail
  // worker claims rows with SKIP LOCKED; each feature's jobs say how they share (a unique key for
  // reminders, an advisory lock for the obligations' daily pass).
  const onSent = mergeMailDelivered(SERVER_FEATURES.map((feature) => feature.mailDelivered));
  const outbox = createOutboxWorker({ db: database.db, mailer, logger, onSent });
  outbox.start();
  const services = { database, db: database.db, env, logger, mailer, version };
  const jobs = SERVER_FEATURES.flatMap((feature) => feature.jobs ?? []).map((start) => start(services));

  const server = startHttpServer(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST },
    (port) => {
      logger.info(
        { port, database: database.kind === 'embedded' ? `PostgreSQL embarqué (${env.DATA_DIR})` : 'PostgreSQL', mail: mailer.describe() },
        `Cabinet prêt sur ${env.APP_URL}`,
      );
    },
    (error) => {
      process.stderr.write(`${error.message}\n`);
      shutdown('listen', 1);
    },
  );

  // SIGTERM: stop accepting connections, let requests in flight finish, stop the background work,
  // then close the database.
  let stopping = false;
  const shutdown = (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'arrêt en cours');
    const force = setTimeout(() => {
      logger.warn('arrêt forcé : des requêtes ne se sont pas terminées à temps');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Live-update streams never end by themselves: end them (EventSource reconnects elsewhere or
    // after the restart, and replays what it missed) so the connections can drain.
    void database.changes.close();
    server.close(() => {
      // Requests are done: let the mail being sent and the jobs' passes finish, then close.
      Promise.all([outbox.stop(), ...jobs.map((job) => job.stop())])
        .then(() => database.close())
        .then(() => process.exit(exitCode))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'fermeture de la base');
          process.exit(1);
        });
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDuration, readAppVersion } from '../backup/cli-support.ts';
import { migrateFromPglite } from '../db/embedded/migrate-from-pglite.ts';
import { loadDotEnv, parseEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { fail, runCli } from './cli-database.ts';

const USAGE = [
  'Usage : npm run migrate:embedded',
  '  Transfère la base PGlite de DATA_DIR/pglite (version précédente) dans le PostgreSQL embarqué',
  '  (DATA_DIR/postgres). Serveur arrêté. L’ancien dossier est conservé.',
].join('\n');

runCli(async () => {
  try {
    parseArgs({ options: {}, strict: true, allowPositionals: false });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  loadDotEnv();
  const env = parseEnv({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || 'secret-inutile-pour-un-transfert-00000' });
  if (env.DATABASE_URL) fail('DATABASE_URL est défini : le transfert concerne la base embarquée (DATA_DIR). Retirez DATABASE_URL pour le lancer.');
  const started = performance.now();
  process.stdout.write(`Transfert de ${resolve(env.DATA_DIR, 'pglite')} vers le PostgreSQL embarqué…\n`);
  const result = await migrateFromPglite({
    dataDir: env.DATA_DIR,
    logger: createLogger('warn'),
    appVersion: readAppVersion(),
    onProgress: (line) => process.stdout.write(`${line}\n`),
  });
  const n = new Intl.NumberFormat('fr-FR').format;
  process.stdout.write(
    [
      `Transfert terminé en ${formatDuration(performance.now() - started)} : ${n(result.tables)} tables, ${n(result.rows)} lignes, mêmes nombres de lignes par table.`,
      `  Sauvegarde de la base PGlite : ${result.backupFile}`,
      `  L’ancien dossier ${resolve(env.DATA_DIR, 'pglite')} est conservé ; supprimez-le quand tout fonctionne.`,
      'Lancez maintenant : npm start',
      '',
    ].join('\n'),
  );
});

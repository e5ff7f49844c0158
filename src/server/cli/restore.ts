import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDuration, openBackupDatabase } from '../backup/cli-support.ts';
import { restoreBackup } from '../backup/restore.ts';
import { fail, runCli } from './cli-database.ts';

const USAGE = [
  'Usage : npm run restore -- FICHIER [--force]',
  '  FICHIER : une sauvegarde écrite par npm run backup (« - » pour l’entrée standard).',
  '  --force : remplace les données d’une base qui en contient déjà.',
].join('\n');

runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({ options: { force: { type: 'boolean', default: false } }, strict: true, allowPositionals: true });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  const [input, ...rest] = parsed.positionals;
  if (!input || rest.length) fail(USAGE);
  const file = input === '-' ? undefined : resolve(input);
  if (file && !existsSync(file)) fail(`Fichier introuvable : ${file}`);
  const { database, where } = await openBackupDatabase('Restauration', { create: true });
  try {
    process.stdout.write(`Restauration de ${file ?? 'l’entrée standard'} dans la ${where}…\n`);
    const stats = await restoreBackup({
      database,
      input: file ?? process.stdin,
      force: parsed.values.force,
      onProgress: (message) => process.stdout.write(`  ${message}\n`),
    });
    const n = new Intl.NumberFormat('fr-FR').format;
    process.stdout.write(
      `Restauration terminée en ${formatDuration(stats.ms)} : ${n(stats.tables)} tables, ${n(stats.rows)} lignes ` +
        `(sauvegarde du ${new Date(stats.header.createdAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}, version ${stats.header.appVersion}).\n`,
    );
  } finally {
    await database.close();
  }
});

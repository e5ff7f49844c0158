import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { checkBackupFile } from '../backup/backup-file.ts';
import { formatDuration, openBackupDatabase } from '../backup/cli-support.ts';
import { documentsFolder } from '../backup/document-store.ts';
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
  // Standard input is kept in a private temporary file first: the whole backup is read once
  // and proven complete before the database is touched, as a file is.
  const spool = file ? undefined : mkdtempSync(join(tmpdir(), 'cabinet-restore-'));
  const source = file ?? join(spool ?? '', 'entree.jsonl.gz');
  if (spool) await pipeline(process.stdin, createWriteStream(source, { mode: 0o600 }));
  const n = new Intl.NumberFormat('fr-FR').format;
  let database: Awaited<ReturnType<typeof openBackupDatabase>>['database'] | undefined;
  try {
    // Before the database is opened (an embedded one would be created): a truncated file, or
    // one from a newer version, changes nothing.
    const checked = await checkBackupFile(source);
    process.stdout.write(`Sauvegarde complète : ${n(checked.tables.length)} tables, ${n(checked.rows)} lignes, ${n(checked.documents)} documents (empreintes vérifiées).\n`);
    const opened = await openBackupDatabase('Restauration', { create: true });
    database = opened.database;
    const { where, env } = opened;
    process.stdout.write(`Restauration de ${file ?? 'l’entrée standard'} dans la ${where}…\n`);
    const stats = await restoreBackup({
      database,
      input: source,
      checked: true,
      documentsFolder: documentsFolder(env),
      force: parsed.values.force,
      onProgress: (message) => process.stdout.write(`  ${message}\n`),
    });
    process.stdout.write(
      `Restauration terminée en ${formatDuration(stats.ms)} : ${n(stats.tables)} tables, ${n(stats.rows)} lignes, ${n(stats.documents)} documents ` +
        `(sauvegarde du ${new Date(stats.header.createdAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}, version ${stats.header.appVersion}).\n`,
    );
  } finally {
    await database?.close();
    if (spool) rmSync(spool, { recursive: true, force: true });
  }
});

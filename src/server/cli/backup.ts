import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '../backup/backup.ts';
import { backupFileName, backupFolder } from '../backup/backup-folder.ts';
import { documentsFolder } from '../backup/document-store.ts';
import { formatDuration, formatSize, openBackupDatabase, readAppVersion } from '../backup/cli-support.ts';
import { fail, runCli } from './cli-database.ts';

const USAGE = [
  'Usage : npm run backup -- [FICHIER]',
  '  FICHIER : chemin de la sauvegarde (défaut : BACKUP_DIR ou DATA_DIR/backups, cabinet-AAAA-MM-JJ-HHMMSS.jsonl.gz),',
  '            « - » pour l’écrire sur la sortie standard.',
].join('\n');

runCli(async () => {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ options: {}, strict: true, allowPositionals: true }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  if (positionals.length > 1) fail(USAGE);
  const { database, env, where } = await openBackupDatabase('Sauvegarde');
  const toStdout = positionals[0] === '-';
  // With the dump on stdout, messages go to stderr so they do not end up inside it.
  const say = (line: string) => (toStdout ? process.stderr : process.stdout).write(`${line}\n`);
  const file = toStdout ? undefined : resolve(positionals[0] ?? join(backupFolder(env), backupFileName(new Date())));
  try {
    if (file) mkdirSync(dirname(file), { recursive: true });
    say(`Sauvegarde de la ${where}…`);
    const stats = await writeBackup({
      database,
      output: file ?? process.stdout,
      appVersion: readAppVersion(),
      documentsFolder: documentsFolder(env),
      onProgress: (message) => say(`  ${message}`),
    });
    const n = new Intl.NumberFormat('fr-FR').format;
    say(
      `Sauvegarde terminée en ${formatDuration(stats.ms)} : ${n(stats.tables)} tables, ${n(stats.rows)} lignes, ${n(stats.documents)} documents, ${formatSize(stats.bytes)}` +
        (file ? `\n  ${file}` : ''),
    );
  } finally {
    await database.close();
  }
});

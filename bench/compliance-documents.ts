// Conformité's documents and report (issue 25). A backup and a restore carrying 1,000 documents
// of 200 KB (random bytes behind a PDF header: scans and PDFs are already compressed, so gzip
// gains nothing on them): the backup's time and size, the restore's full pass (every document's
// SHA-256 checked before the database is touched), the restore itself into another folder, and
// every file compared by SHA-256 with its original. Then the firm-wide PDF report for 10,000
// clients (generated rows, a realistic mix of gaps): its time and size. Embedded PostgreSQL
// always; PostgreSQL too when BENCH_DATABASE_URL is set.
//
//   npx tsx bench/compliance-documents.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/compliance-documents.ts
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ComplianceRow } from '../src/shared/compliance/api.ts';
import { GAP_CODES, type GapCode } from '../src/shared/compliance/gaps.ts';
import { aComplianceRow } from '../src/shared/compliance/test-fixtures.ts';
import { writeBackup } from '../src/server/backup/backup.ts';
import { checkBackupFile } from '../src/server/backup/backup-file.ts';
import { restoreBackup } from '../src/server/backup/restore.ts';
import type { Database } from '../src/server/db/client.ts';
import { clientDocuments, clients } from '../src/server/db/schema/index.ts';
import { buildComplianceReportPdf } from '../src/server/features/compliance/report-pdf.ts';
import { machine, writeResults } from './lib/report.ts';
import { onEachEmptyDatabase } from './lib/scratch-databases.ts';
import { isSmall } from './lib/size.ts';

const DOCUMENTS = isSmall ? 100 : 1_000;
const DOCUMENT_BYTES = 200 * 1024;
const REPORT_CLIENTS = isSmall ? 1_000 : 10_000;

type BackupResult = {
  database: string;
  documents: number;
  documentBytes: number;
  backup: { seconds: number; bytes: number };
  check: { seconds: number };
  restore: { seconds: number };
  identical: number;
  different: string[];
};

const log = (message: string) => process.stderr.write(`${message}\n`);
const seconds = (start: number) => Math.round((performance.now() - start) / 100) / 10;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const mb = (bytes: number) => Math.round(bytes / 100_000) / 10;

async function measureBackup(label: string, database: Database): Promise<BackupResult> {
  const dir = join(tmpdir(), `cabinet-bench-documents-${randomUUID()}`);
  const source = join(dir, 'documents');
  const restored = join(dir, 'restauration', 'documents');
  mkdirSync(source, { recursive: true });
  try {
    const [client] = await database.db.insert(clients).values({ raisonSociale: 'Client des documents' }).returning({ id: clients.id });
    if (!client) throw new Error('client non créé');
    const rows: (typeof clientDocuments.$inferInsert)[] = [];
    for (let i = 0; i < DOCUMENTS; i++) {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(DOCUMENT_BYTES - 9)]);
      const key = randomUUID();
      writeFileSync(join(source, key), bytes);
      rows.push({ id: key, clientId: client.id, kind: 'identite', fileName: `pièce ${i + 1}.pdf`, mediaType: 'application/pdf', size: bytes.byteLength, sha256: sha256(bytes), storageKey: key });
    }
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(clientDocuments).values(rows.slice(i, i + 500));
    log(`${label} : ${DOCUMENTS} documents de ${DOCUMENT_BYTES / 1024} Ko écrits`);

    const file = join(dir, 'sauvegarde.jsonl.gz');
    let start = performance.now();
    const written = await writeBackup({ database, output: file, appVersion: 'bench', documentsFolder: source });
    const backup = { seconds: seconds(start), bytes: statSync(file).size };
    log(`${label} : sauvegarde ${backup.seconds} s, ${mb(backup.bytes)} Mo, ${written.documents} documents`);

    start = performance.now();
    await checkBackupFile(file);
    const check = { seconds: seconds(start) };
    start = performance.now();
    const stats = await restoreBackup({ database, input: file, checked: true, force: true, analyze: false, documentsFolder: restored });
    const restore = { seconds: seconds(start) };
    log(`${label} : lecture complète ${check.seconds} s, restauration ${restore.seconds} s (${stats.documents} documents)`);

    const different = rows.filter((row) => sha256(readFileSync(join(restored, row.storageKey ?? ''))) !== row.sha256).map((row) => row.storageKey ?? '');
    const extra = readdirSync(restored).length - rows.length;
    if (extra !== 0) different.push(`${extra} fichier(s) en trop ou manquant(s)`);
    return { database: label, documents: DOCUMENTS, documentBytes: DOCUMENT_BYTES, backup, check, restore, identical: rows.length - different.length, different };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** 10,000 clients as the Contrôle qualité lists them: a third complete, the rest with one to four gaps, 2 % ended. */
function reportRows(count: number): ComplianceRow[] {
  return Array.from({ length: count }, (_, i) => {
    const gaps: GapCode[] = i % 3 === 0 ? [] : GAP_CODES.filter((_, g) => (i * 7 + g * 3) % 5 < 2).slice(0, 4);
    const ended = i % 50 === 0;
    return aComplianceRow(`Société ${['Bœuf', 'Élan', 'Crème', 'Lœss'][i % 4]} n° ${i + 1} SARL`, {
      clientId: randomUUID(),
      endedAt: ended ? '2025-06-30T10:00:00.000Z' : null,
      nextReviewAt: '2026-03-12',
      gaps: ended ? [] : gaps,
    });
  });
}

async function measureReport() {
  const rows = reportRows(REPORT_CLIENTS);
  // The first run loads pdf-lib's fonts and warms the code: measured apart.
  await buildComplianceReportPdf({ rows: rows.slice(0, 10), author: 'Alice Martin', now: new Date() });
  const runs: { seconds: number; bytes: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    const bytes = await buildComplianceReportPdf({ rows, author: 'Alice Martin', now: new Date() });
    runs.push({ seconds: seconds(start), bytes: bytes.byteLength });
  }
  const { PDFDocument } = await import('pdf-lib');
  const pages = (await PDFDocument.load(await buildComplianceReportPdf({ rows, author: 'Alice Martin', now: new Date() }))).getPageCount();
  const memory = Math.round(process.memoryUsage().rss / 1_000_000);
  log(`rapport : ${REPORT_CLIENTS} clients, ${runs.map((run) => `${run.seconds} s`).join(' / ')}, ${mb(runs[0]?.bytes ?? 0)} Mo, ${pages} pages`);
  return { clients: REPORT_CLIENTS, runs, pages, rssMb: memory };
}

const atStart = machine();
const backups = await onEachEmptyDatabase(measureBackup);
const report = await measureReport();

const markdown = [
  '# Conformité : documents dans la sauvegarde, rapport PDF',
  '',
  `${DOCUMENTS.toLocaleString('fr-FR')} documents de ${DOCUMENT_BYTES / 1024} Ko (octets aléatoires derrière un en-tête PDF), sauvegardés par \`writeBackup\` puis restaurés par \`restoreBackup\` dans un autre dossier ; chaque fichier restauré comparé à l’original par SHA-256.`,
  '',
  '| base | sauvegarde | taille du fichier | lecture complète (empreintes) | restauration | fichiers identiques |',
  '| --- | --- | --- | --- | --- | --- |',
  ...backups.map(
    (b) => `| ${b.database} | ${b.backup.seconds} s | ${mb(b.backup.bytes)} Mo | ${b.check.seconds} s | ${b.restore.seconds} s | ${b.identical} / ${b.documents}${b.different.length ? ` (différents : ${b.different.slice(0, 3).join(', ')})` : ''} |`,
  ),
  '',
  `Machine : ${atStart.cpus} × ${atStart.cpuModel}, partagée avec d’autres ingénieurs (charge moyenne 1 / 5 / 15 min : ${atStart.loadAverage.join(' / ')} au départ, ${machine().loadAverage.join(' / ')} à la fin). Node ${atStart.node} ; commit ${atStart.commit}.`,
  '',
  `Rapport PDF de contrôle qualité pour ${REPORT_CLIENTS.toLocaleString('fr-FR')} clients (lignes générées, deux tiers avec une à quatre lacunes, 2 % de relations terminées) : ${report.runs.map((run) => `${run.seconds} s`).join(' / ')} (trois fois), ${mb(report.runs[0]?.bytes ?? 0)} Mo, ${report.pages} pages ; mémoire du processus ${report.rssMb} Mo à la fin.`,
  '',
];
writeResults('compliance-documents', markdown, { backups, report });

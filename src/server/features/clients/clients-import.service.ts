import { getTableName, sql } from 'drizzle-orm';
import {
  missingColumnsMessage,
  type ClientImportField,
  type ImportPreview,
  type ImportResult,
} from '../../../shared/clients-import.ts';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { analyzeTables } from '../../db/analyze.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { activityLog, clientObligations, clients, software } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { ClientFollower } from '../../feature.ts';
import type { Logger } from '../../logger.ts';
import { followClientWrites, type ClientWrite } from './client-followers.ts';
import { foldKey } from './csv/cells.ts';
import { readCsvFile, type CsvFile } from './csv/read-csv.ts';
import { readCells, validateClientRow, type SoftwareByName, type ValidRow } from './csv/rows.ts';
import { insertClientRows, updateClientRows, type ClientUpdate } from './clients-import-write.service.ts';

const PREVIEW_ROWS = 3;
/** Rows per round of inserts and updates, and per progress line: 1,000 × 14 columns stays far under 65,535 parameters. */
const CHUNK_ROWS = 1000;
// Any constant: two imports at once must not both insert the same new SIRET.
const IMPORT_LOCK = 720_977;
/**
 * Past this many clients written, the import refreshes the statistics of the tables it filled
 * (analyzeTables): a first import of a whole portfolio multiplies them. Smaller ones are left to
 * autovacuum.
 */
const ANALYZE_AFTER_ROWS = 1000;

/** What the dialog shows before importing: encoding, separator, column mapping, the first rows. */
export function previewClientsImport({ bytes }: { bytes: Uint8Array }): ImportPreview {
  const file = readCsvFile(bytes);
  const fields = file.mapping.mapped.map((column) => column.field);
  const previewRows = file.records.slice(0, PREVIEW_ROWS).map((record) => {
    const cells = readCells(record, file.mapping.columns);
    return Object.fromEntries(fields.map((field) => [field, cells[field]])) as Partial<Record<ClientImportField, string>>;
  });
  return {
    encoding: file.encoding,
    separator: file.separator,
    headers: file.headers,
    mappedColumns: file.mapping.mapped,
    ignoredColumns: file.mapping.ignored,
    missingRequired: file.mapping.missingRequired,
    previewRows,
    totalRows: file.records.length,
  };
}

/** Reads the file and refuses it before anything starts when it cannot be imported at all. */
export function readImportableFile({ bytes }: { bytes: Uint8Array }): CsvFile {
  const file = readCsvFile(bytes);
  const missing = file.mapping.missingRequired;
  if (missing.length > 0) throw new AppError('BAD_REQUEST', missingColumnsMessage(missing));
  return file;
}


async function loadSoftwareByName(tx: Transaction): Promise<SoftwareByName> {
  const rows = await tx.select({ id: software.id, name: software.name }).from(software);
  return new Map(rows.map((row) => [foldKey(row.name), row.id]));
}

/** Existing clients by SIRET and by numéro client: how a re-imported row finds its client. */
async function loadExistingKeys(tx: Transaction) {
  const rows = await tx.select({ id: clients.id, siret: clients.siret, numero: clients.numeroClient }).from(clients);
  const bySiret = new Map<string, string>();
  const byNumero = new Map<string, string>();
  for (const row of rows) {
    if (row.siret) bySiret.set(row.siret, row.id);
    if (row.numero) byNumero.set(row.numero, row.id);
  }
  return { bySiret, byNumero };
}

type ImportOptions = {
  db: Db;
  file: CsvFile;
  update: boolean;
  actor: Actor;
  followers: readonly ClientFollower[];
  onProgress: (done: number, total: number) => Promise<void>;
};

/**
 * Imports the file in one transaction: rows refused by validation are listed with their line
 * and the others are written; a database failure writes nothing. A row whose SIRET or numéro
 * client is already known (in the table, or earlier in the file) is skipped, or with `update`
 * updates that client's non-empty cells. `onProgress` hears after every chunk of rows. After a
 * large import the tables' statistics are refreshed; `logger` hears if that fails.
 */
export async function importClients({ logger, ...options }: ImportOptions & { logger?: Logger }): Promise<ImportResult> {
  const result = await writeImport(options);
  if (result.imported + result.updated > ANALYZE_AFTER_ROWS) {
    // The import has committed: a failed ANALYZE costs plans, not data, so it must not turn into a failed import.
    await analyzeTables(options.db, [getTableName(clients), getTableName(activityLog), getTableName(clientObligations)]).catch((error: unknown) =>
      logger?.warn({ err: error }, 'statistiques des tables non mises à jour après l’import CSV'),
    );
  }
  return result;
}

async function writeImport({ db, file, update, actor, followers, onProgress }: ImportOptions): Promise<ImportResult> {
  const total = file.records.length;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const softwareByName = await loadSoftwareByName(tx);
    const existing = await loadExistingKeys(tx);
    const seenSirets = new Set<string>();
    const seenNumeros = new Set<string>();
    const touchedIds = new Set<string>();
    // New clients and the fields updated ones changed: what derives from them follows.
    const writes: ClientWrite[] = [];
    const result: ImportResult = { imported: 0, updated: 0, skipped: 0, errors: [] };
    await onProgress(0, total);

    for (let start = 0; start < total; start += CHUNK_ROWS) {
      const inserts: ValidRow[] = [];
      const updates: ClientUpdate[] = [];
      for (const record of file.records.slice(start, start + CHUNK_ROWS)) {
        const outcome = validateClientRow({ record, columns: file.mapping.columns, software: softwareByName });
        if (!outcome.ok) {
          result.errors.push(outcome.error);
          continue;
        }
        const { siret, numeroClient } = outcome.row.values;
        const seen = (siret && seenSirets.has(siret)) || (numeroClient && seenNumeros.has(numeroClient));
        if (siret) seenSirets.add(siret);
        if (numeroClient) seenNumeros.add(numeroClient);
        const existingId =
          (siret ? existing.bySiret.get(siret) : undefined) ?? (numeroClient ? existing.byNumero.get(numeroClient) : undefined);
        if (seen || (existingId && (!update || touchedIds.has(existingId)))) {
          result.skipped++;
        } else if (existingId) {
          touchedIds.add(existingId);
          updates.push({ id: existingId, row: outcome.row });
        } else {
          inserts.push(outcome.row);
        }
      }
      const created = await insertClientRows({ tx, rows: inserts, userId: actor.id });
      const updated = await updateClientRows({ tx, updates, userId: actor.id });
      const changes = updated.map((client) => ({
        id: client.id,
        entries: changedFields({ entity: 'client', entityId: client.id, clientId: client.id }, client.before, client.after),
      }));
      const entries = [
        ...created.map(
          (client): ActivityEntry => ({ entity: 'client', entityId: client.id, clientId: client.id, action: 'create', field: 'raisonSociale', newValue: client.raisonSociale }),
        ),
        ...changes.flatMap((change) => change.entries),
      ];
      await recordActivity(tx, actor, entries);
      for (const client of created) writes.push({ id: client.id, created: true });
      for (const change of changes) writes.push({ id: change.id, fields: change.entries.flatMap((entry) => (entry.field ? [entry.field] : [])) });
      result.imported += inserts.length;
      result.updated += updates.length;
      await onProgress(Math.min(start + CHUNK_ROWS, total), total);
    }
    // One set-based pass for those clients, in the import's transaction: the
    // imported profiles and their deadlines commit (or fail) together.
    await followClientWrites({ tx, followers, writes });
    return result;
  });
}

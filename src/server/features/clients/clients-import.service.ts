import { randomUUID } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import {
  missingColumnsMessage,
  type ClientImportField,
  type ImportPreview,
  type ImportResult,
} from '../../../shared/clients-import.ts';
import type { ClientStatus } from '../../../shared/clients.ts';
import { parisToday } from '../../../shared/dates.ts';
import { changedFields, recordActivity, type ActivityEntry } from '../../activity/record-activity.ts';
import type { Actor } from '../../auth/acting-user.ts';
import { analyzeTables } from '../../db/analyze.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { activityLog, clientObligations, clients, software } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { ClientCsvColumn, ClientCsvColumns, ClientCsvRow, ClientFollower } from '../../feature.ts';
import type { Logger } from '../../logger.ts';
import { followClientWrites, type ClientWrite } from './client-followers.ts';
import { foldKey } from './csv/cells.ts';
import { readCsvFile, type CsvFile } from './csv/read-csv.ts';
import { readCells, validateClientRow, type SoftwareByName } from './csv/rows.ts';
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

/** The columns other features add to the file (their ClientCsvColumns), each once. */
const columnsOf = (featureColumns: readonly ClientCsvColumns[]): ClientCsvColumn[] => featureColumns.flatMap((feature) => feature.columns);

/** What the dialog shows before importing: encoding, separator, column mapping, the first rows. */
export function previewClientsImport({ bytes, featureColumns = [] }: { bytes: Uint8Array; featureColumns?: readonly ClientCsvColumns[] }): ImportPreview {
  const file = readCsvFile(bytes, columnsOf(featureColumns));
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
    featureColumns: file.mapping.featureColumns.map(({ header }) => header),
    ignoredColumns: file.mapping.ignored,
    missingRequired: file.mapping.missingRequired,
    previewRows,
    totalRows: file.records.length,
  };
}

/** Reads the file and refuses it before anything starts when it cannot be imported at all. */
export function readImportableFile({ bytes, featureColumns = [] }: { bytes: Uint8Array; featureColumns?: readonly ClientCsvColumns[] }): CsvFile {
  const file = readCsvFile(bytes, columnsOf(featureColumns));
  const missing = file.mapping.missingRequired;
  if (missing.length > 0) throw new AppError('BAD_REQUEST', missingColumnsMessage(missing));
  return file;
}


async function loadSoftwareByName(tx: Transaction): Promise<SoftwareByName> {
  const rows = await tx.select({ id: software.id, name: software.name }).from(software);
  return new Map(rows.map((row) => [foldKey(row.name), row.id]));
}

/** Existing clients by SIRET and by numéro client: how a re-imported row finds its client; and their status. */
async function loadExistingKeys(tx: Transaction) {
  const rows = await tx.select({ id: clients.id, siret: clients.siret, numero: clients.numeroClient, status: clients.status }).from(clients);
  const bySiret = new Map<string, string>();
  const byNumero = new Map<string, string>();
  const statuses = new Map<string, ClientStatus>();
  for (const row of rows) {
    if (row.siret) bySiret.set(row.siret, row.id);
    if (row.numero) byNumero.set(row.numero, row.id);
    statuses.set(row.id, row.status);
  }
  return { bySiret, byNumero, statuses };
}

/**
 * Hands the chunk's cells of other features' columns to those features (ClientCsvColumns.plan):
 * answers the rows they refuse, a reason by client id, and their saves, to run once the clients
 * are written.
 */
async function planFeatureColumns({
  tx,
  featureColumns,
  writes,
  statuses,
  actor,
}: {
  tx: Transaction;
  featureColumns: readonly ClientCsvColumns[];
  writes: readonly ClientUpdate[];
  statuses: ReadonlyMap<string, ClientStatus>;
  actor: Actor;
}) {
  const refused = new Map<string, string>();
  const saves: ((options: { clientIds: ReadonlySet<string> }) => Promise<void>)[] = [];
  const today = parisToday();
  for (const feature of featureColumns) {
    const headers = feature.columns.map((column) => column.header);
    const rows = writes.flatMap(({ id, row }): ClientCsvRow[] => {
      const values = Object.fromEntries(headers.flatMap((header) => (row.featureValues[header] ? [[header, row.featureValues[header]]] : [])));
      if (Object.keys(values).length === 0) return [];
      const status = row.provided.includes('status') ? row.values.status : (statuses.get(id) ?? row.values.status);
      return [{ clientId: id, status, values }];
    });
    if (rows.length === 0) continue;
    const plan = await feature.plan({ tx, actor, today, rows });
    for (const [clientId, reason] of plan.refused) refused.set(clientId, refused.has(clientId) ? `${refused.get(clientId)} ; ${reason}` : reason);
    saves.push(plan.save);
  }
  return { refused, saves };
}

type ImportOptions = {
  db: Db;
  file: CsvFile;
  update: boolean;
  actor: Actor;
  followers: readonly ClientFollower[];
  /** Other features' columns: their cells are theirs to check and write, in this transaction. */
  featureColumns: readonly ClientCsvColumns[];
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

async function writeImport({ db, file, update, actor, followers, featureColumns, onProgress }: ImportOptions): Promise<ImportResult> {
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
      let inserts: ClientUpdate[] = [];
      let updates: ClientUpdate[] = [];
      for (const record of file.records.slice(start, start + CHUNK_ROWS)) {
        const outcome = validateClientRow({ record, columns: file.mapping.columns, software: softwareByName, featureColumns: file.mapping.featureColumns });
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
          // Its id now: other features plan its cells before it is written.
          inserts.push({ id: randomUUID(), row: outcome.row });
        }
      }
      const features = await planFeatureColumns({ tx, featureColumns, writes: [...inserts, ...updates], statuses: existing.statuses, actor });
      if (features.refused.size > 0) {
        // A row another feature refuses is refused whole, as a row with a bad cell.
        const accepted = (write: ClientUpdate) => {
          const reason = features.refused.get(write.id);
          if (reason !== undefined) result.errors.push({ line: write.row.line, reason });
          return reason === undefined;
        };
        inserts = inserts.filter(accepted);
        updates = updates.filter(accepted);
      }
      const created = await insertClientRows({ tx, inserts, userId: actor.id });
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
      const written = new Set([...inserts, ...updates].map((write) => write.id));
      for (const save of features.saves) await save({ clientIds: written });
      for (const client of created) writes.push({ id: client.id, created: true });
      for (const change of changes) writes.push({ id: change.id, fields: change.entries.flatMap((entry) => (entry.field ? [entry.field] : [])) });
      result.imported += inserts.length;
      result.updated += updates.length;
      await onProgress(Math.min(start + CHUNK_ROWS, total), total);
    }
    // One set-based pass for those clients, in the import's transaction: the
    // imported profiles and their deadlines commit (or fail) together.
    await followClientWrites({ tx, followers, writes });
    result.errors.sort((a, b) => a.line - b.line);
    return result;
  });
}

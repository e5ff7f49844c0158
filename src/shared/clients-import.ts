import { z } from 'zod';
import { FISCAL_PROFILE_FIELDS } from './obligations/profile.ts';

// Contract of the CSV import (POST /api/clients/import/preview and POST /api/clients/import),
// shared by the server and the import dialog.

export const CSV_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Header carrying the file's name (URI-encoded: header values are ASCII). */
export const CSV_FILE_NAME_HEADER = 'X-File-Name';

export const CSV_IMPORT_MESSAGES = {
  notCsv: 'Le fichier doit être au format CSV',
  empty: 'Le fichier CSV est vide ou ne contient que les en-têtes',
  tooLarge: 'Fichier trop volumineux (10 Mo au maximum).',
  failed: "Erreur lors de l'importation du fichier",
} as const;

/** SPEC §5's names for the two columns a file must have. */
export const REQUIRED_CSV_COLUMNS = ['raison_sociale', 'siret'] as const;
export type RequiredCsvColumn = (typeof REQUIRED_CSV_COLUMNS)[number];

export function missingColumnsMessage(missing: readonly string[]): string {
  return `Champs obligatoires manquants: ${missing.join(', ')}`;
}

/** SPEC §8: 'N client(s) importé(s) avec succès' plus ', M erreur(s)' when some rows were refused. */
export function importResultMessage({ imported, errors }: { imported: number; errors: number }): string {
  const base = `${imported} client(s) importé(s) avec succès`;
  return errors > 0 ? `${base}, ${errors} erreur(s)` : base;
}

export const CLIENT_IMPORT_FIELDS = [
  'numeroClient',
  'raisonSociale',
  'siret',
  'classification',
  'status',
  'dateCloture',
  'adresse',
  'codePostal',
  'ville',
  'telephone',
  'email',
  'logiciel',
  // The fiscal profile (issue 15), under the header names of the issue: regime_imposition…
  ...FISCAL_PROFILE_FIELDS,
] as const;
export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number];

export const csvEncodingSchema = z.enum(['utf-8', 'utf-8-bom', 'utf-16le', 'windows-1252']);
export type CsvEncoding = z.infer<typeof csvEncodingSchema>;
export const csvSeparatorSchema = z.enum([';', ',']);
export type CsvSeparator = z.infer<typeof csvSeparatorSchema>;

export const importPreviewSchema = z.object({
  encoding: csvEncodingSchema,
  separator: csvSeparatorSchema,
  headers: z.array(z.string()),
  mappedColumns: z.array(z.object({ header: z.string(), field: z.enum(CLIENT_IMPORT_FIELDS) })),
  /** Headers of the columns other features import (Conformité's vigilance and lettre_mission_statut), as the file writes them. */
  featureColumns: z.array(z.string()),
  /** Headers not imported: unknown, repeated, or Collaborateur (assignments are not imported). */
  ignoredColumns: z.array(z.string()),
  missingRequired: z.array(z.enum(REQUIRED_CSV_COLUMNS)),
  /** The first 3 data rows, cell text by field, as read from the file. */
  previewRows: z.array(z.partialRecord(z.enum(CLIENT_IMPORT_FIELDS), z.string())),
  totalRows: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importQuerySchema = z.object({
  /** 'Mettre à jour les clients existants': rows matching a client update it instead of being skipped. */
  update: z.enum(['true', 'false'], { error: 'update : true ou false' }).optional(),
});

export const importRowErrorSchema = z.object({ line: z.number().int(), reason: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importResultSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** One line of the import's NDJSON answer: progress lines, then a result or an error. */
export const importEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  importResultSchema.extend({ type: z.literal('result') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;

/**
 * GET /api/clients/csv-columns: the columns other features add to the clients' CSV export, after
 * the table's (Conformité's vigilance and lettre_mission_statut), and each client's codes.
 */
export const clientCsvColumnsSchema = z.object({
  headers: z.array(z.string()),
  /** By client id, its cells in `headers` order (null: no value); a client with none is absent. */
  values: z.record(z.string(), z.array(z.string().nullable())),
});
export type ClientCsvColumnsAnswer = z.infer<typeof clientCsvColumnsSchema>;

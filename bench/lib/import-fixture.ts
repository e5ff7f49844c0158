import iconv from 'iconv-lite';
import Papa from 'papaparse';
import type { Database } from '../../src/server/db/client.ts';
import { makeClients, type ClientDraft } from '../../src/server/db/seed/make-clients.ts';
import { createRandom } from '../../src/server/db/seed/random.ts';

// The benchmark's 10,000 clients, in the two forms it needs: the file a firm sends (French
// Excel: Windows-1252, `;`, CRLF, DD/MM/YYYY) and the rows that file becomes in the table.

export const CLIENT_COLUMNS = [
  'numero_client',
  'raison_sociale',
  'siret',
  'classification',
  'status',
  'date_cloture',
  'adresse',
  'code_postal',
  'ville',
  'telephone',
  'email',
  'software_id',
  'updated_by',
] as const;

export type ImportFixture = { file: Buffer; rows: ClientDraft[]; softwareNames: Map<string, string> };

export async function makeImportFixture({ database, count }: { database: Database; count: number }): Promise<ImportFixture> {
  const software = await database.pool.query<{ id: string; name: string }>('SELECT id, name FROM software');
  const softwareNames = new Map(software.rows.map((row) => [row.id, row.name]));
  const rows = makeClients({
    random: createRandom(20_250_101),
    count,
    firstNumber: 1,
    year: 2025,
    softwareIds: [...softwareNames.keys()],
    takenSirets: new Set(),
  });
  const frenchDate = (iso: string | null | undefined) => (iso ? iso.split('-').reverse().join('/') : '');
  const csv = Papa.unparse(
    {
      fields: ['N° client', 'Raison sociale', 'SIRET', 'Classification', 'Statut', 'Date de clôture', 'Adresse', 'Code postal', 'Ville', 'Téléphone', 'E-mail', 'Logiciel'],
      data: rows.map((r) => [
        r.numeroClient,
        r.raisonSociale,
        r.siret,
        r.classification,
        r.status,
        frenchDate(r.dateCloture),
        r.adresse,
        r.codePostal,
        r.ville,
        r.telephone ?? '',
        r.email ?? '',
        r.softwareId ? softwareNames.get(r.softwareId) : '',
      ]),
    },
    { delimiter: ';', newline: '\r\n' },
  );
  return { file: iconv.encode(`${csv}\r\n`, 'windows-1252'), rows, softwareNames };
}

/** The rows as PostgreSQL's COPY reads them (CSV, UTF-8, an empty unquoted cell is NULL). */
export function copyPayload(rows: readonly ClientDraft[], updatedBy: string): Buffer {
  const cell = (value: string | null | undefined) => (value == null ? '' : `"${value.replaceAll('"', '""')}"`);
  const lines = rows.map((r) =>
    [r.numeroClient, r.raisonSociale, r.siret, r.classification, r.status, r.dateCloture, r.adresse, r.codePostal, r.ville, r.telephone, r.email, r.softwareId, updatedBy]
      .map(cell)
      .join(','),
  );
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** The same rows as one array per column, for INSERT … SELECT FROM unnest(…). */
export function unnestParams(rows: readonly ClientDraft[], updatedBy: string): unknown[][] {
  return [
    rows.map((r) => r.numeroClient ?? null),
    rows.map((r) => r.raisonSociale),
    rows.map((r) => r.siret ?? null),
    rows.map((r) => r.classification ?? null),
    rows.map((r) => r.status),
    rows.map((r) => r.dateCloture ?? null),
    rows.map((r) => r.adresse ?? null),
    rows.map((r) => r.codePostal ?? null),
    rows.map((r) => r.ville ?? null),
    rows.map((r) => r.telephone ?? null),
    rows.map((r) => r.email ?? null),
    rows.map((r) => r.softwareId ?? null),
    rows.map(() => updatedBy),
  ];
}

export const UNNEST_INSERT = `INSERT INTO clients (${CLIENT_COLUMNS.join(', ')})
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::classification[], $5::client_status[], $6::date[],
    $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::uuid[], $13::uuid[])`;

export const COPY_SQL = `COPY clients (${CLIENT_COLUMNS.join(', ')}) FROM STDIN WITH (FORMAT csv)`;

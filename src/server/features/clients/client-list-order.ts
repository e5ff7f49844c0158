import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '../../../shared/client-search.ts';
import { CLASSIFICATIONS, CLIENT_STATUS_LABELS } from '../../../shared/clients.ts';
import type { ClientCursor, ClientSortColumn, ClientSortOrder } from '../../../shared/clients-page.ts';
import { COMPANY_CATEGORY_LABELS } from '../../../shared/e-invoicing/statuses.ts';
import { EMPLOYEUR_LABELS, OUI_NON_LABELS, REGIME_IMPOSITION_LABELS, REGIME_TVA_LABELS } from '../../../shared/obligations/profile.ts';
import { clientCollaborators, clients, software, users } from '../../db/schema/index.ts';

// The Clients page's sort in SQL (decision 0009): each column sorts by the text its cell shows
// (labels and names, not ids), folded as the client lists fold names (client-name-order.ts: no
// case, no accents, compared code unit by code unit under COLLATE "C", which every PostgreSQL
// has, the embedded one included); an empty cell last whichever the order, as in a spreadsheet;
// the id breaks ties, so no row is lost or repeated between pages.

/** Text folded as the trigram indexes fold it (f_unaccent(lower())), '' read as empty (null). */
const folded = (text: SQL): SQL => sql`(f_unaccent(lower(nullif(${text}, ''))) COLLATE "C")`;

/**
 * An enum's French label as its cell shows it, folded here once (the labels are ours) rather than
 * by f_unaccent on every row.
 */
const labelOf = (column: SQL, labels: Record<string, string>): SQL =>
  sql`(CASE ${column}::text ${sql.join(
    Object.entries(labels).map(([value, label]) => sql`WHEN ${value} THEN ${foldText(label)}`),
    sql` `,
  )} END COLLATE "C")`;

type SortKey = { expr: SQL; nullable: boolean };

/** Digits and signs (SIRET, postcode, phone): nothing to fold. */
const plain = (column: SQL): SortKey => ({ expr: sql`(nullif(${column}, '') COLLATE "C")`, nullable: true });

const isoDate = (column: SQL): SQL => sql`(to_char(${column}, 'YYYY-MM-DD') COLLATE "C")`;

const text = (column: SQL): SortKey => ({ expr: folded(column), nullable: true });

/** The collaborators' names in French order, as the cell lists them. */
const collaboratorNames = sql`(SELECT string_agg(${users.fullName}, ', ' ORDER BY f_unaccent(lower(${users.fullName})) COLLATE "C")
  FROM ${clientCollaborators} JOIN ${users} ON ${users.id} = ${clientCollaborators.collaboratorId}
  WHERE ${clientCollaborators.clientId} = ${clients.id})`;

const KEYS: Record<ClientSortColumn, SortKey> = {
  numeroClient: text(sql`${clients.numeroClient}`),
  // Never blank (a CHECK): one plain expression, the whole ORDER BY.
  raisonSociale: { expr: sql`(${clients.nameFolded} COLLATE "C")`, nullable: false },
  siret: plain(sql`${clients.siret}`),
  collaborators: text(collaboratorNames),
  classification: { expr: labelOf(sql`${clients.classification}`, Object.fromEntries(CLASSIFICATIONS.map((value) => [value, value]))), nullable: true },
  status: { expr: labelOf(sql`${clients.status}`, CLIENT_STATUS_LABELS), nullable: false },
  dateCloture: { expr: isoDate(sql`${clients.dateCloture}`), nullable: true },
  adresse: text(sql`${clients.adresse}`),
  codePostal: plain(sql`${clients.codePostal}`),
  ville: text(sql`${clients.ville}`),
  telephone: plain(sql`${clients.telephone}`),
  // ASCII in practice: lower case is enough.
  email: { expr: sql`(lower(nullif(${clients.email}, '')) COLLATE "C")`, nullable: true },
  software: text(sql`(SELECT ${software.name} FROM ${software} WHERE ${software.id} = ${clients.softwareId})`),
  regimeImposition: { expr: labelOf(sql`${clients.regimeImposition}`, REGIME_IMPOSITION_LABELS), nullable: true },
  regimeTva: { expr: labelOf(sql`${clients.regimeTva}`, REGIME_TVA_LABELS), nullable: true },
  // 15 to 24: two digits, so their text sorts as their value.
  jourTva: { expr: sql`(${clients.jourTva}::text COLLATE "C")`, nullable: true },
  employeur: { expr: labelOf(sql`${clients.employeur}`, EMPLOYEUR_LABELS), nullable: true },
  cfeAcompte: { expr: labelOf(sql`${clients.cfeAcompte}`, OUI_NON_LABELS), nullable: true },
  cvae: { expr: labelOf(sql`${clients.cvae}`, OUI_NON_LABELS), nullable: true },
  dateCreation: { expr: isoDate(sql`${clients.dateCreation}`), nullable: true },
  categorieEntreprise: { expr: labelOf(sql`${clients.categorieEntreprise}`, COMPANY_CATEGORY_LABELS), nullable: true },
};

export type ClientSort = { sort: ClientSortColumn; order: ClientSortOrder };

/** The sort's key, selected beside each row to write the next page's cursor. */
export const clientSortKey = ({ sort }: ClientSort): SQL => KEYS[sort].expr;

/** Empty cells last (false before true), then the key and the id the same way round. */
export function clientListOrder({ sort, order }: ClientSort): SQL {
  const { expr, nullable } = KEYS[sort];
  const direction = order === 'asc' ? sql`ASC` : sql`DESC`;
  return sql`${nullable ? sql`(${expr} IS NULL), ` : sql``}${expr} ${direction}, ${clients.id} ${direction}`;
}

/** The rows after the cursor in the list's order: one row-value comparison on the key and the id. */
export function afterClientCursor(cursor: ClientCursor): SQL {
  const { expr, nullable } = KEYS[cursor.sort];
  const beyond = cursor.order === 'asc' ? sql`>` : sql`<`;
  if (cursor.key === null) return sql`(${expr} IS NULL AND ${clients.id} ${beyond} ${cursor.id}::uuid)`;
  const after = sql`(${expr}, ${clients.id}) ${beyond} (${cursor.key}::text, ${cursor.id}::uuid)`;
  return nullable ? sql`(${expr} IS NULL OR ${after})` : after;
}

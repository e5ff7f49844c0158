import { sql, type SQL } from 'drizzle-orm';
import type { EInvoicingRow } from '../../../shared/e-invoicing/api.ts';
import { NO_CATEGORY, NO_PLATFORM, type EInvoicingListQuery, type EInvoicingSortColumn } from '../../../shared/e-invoicing/list-query.ts';
import { OTHER_PLATFORM, OTHER_PLATFORM_LABEL, PLATFORMS } from '../../../shared/e-invoicing/platforms.ts';
import { COMPANY_CATEGORIES, MANDATE_STATUSES, READINESS_STATUSES } from '../../../shared/e-invoicing/statuses.ts';
import { BY_NAME, clientSearchCondition, portfolioConditions, type ClientListRequest, type ClientListSource } from '../../http/client-list-page.ts';
import { eInvoicingRowsQuery } from './e-invoicing.service.ts';

// GET /api/e-invoicing with filters (decision 0009): listEInvoicing's rows, filtered, counted and
// sorted in SQL.

const FIELDS = [
  'clientId',
  'raisonSociale',
  'siret',
  'category',
  'platform',
  'platformOther',
  'receptionStatus',
  'receptionDate',
  'issuingStatus',
  'issuingDate',
  'issuingDeadline',
  'eReporting',
  'delegationStatus',
  'delegationDate',
  'designationStatus',
  'designationDate',
  'directoryCheckedAt',
  'lastReminderAt',
  'lastReminderBy',
  'updatedAt',
] as const satisfies readonly (keyof EInvoicingRow)[];

export const eInvoicingListSource: ClientListSource = { rows: eInvoicingRowsQuery(), fields: FIELDS };

const text = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const rankOf = (column: SQL, values: readonly string[]) => sql`lpad((array_position(${text(values)}, ${column}::text) - 1)::text, 2, '0')`;

/** The platform's name as the page shows it (platforms.ts: platformName), lower-cased. */
const platformKey = sql`lower(CASE
  WHEN r."platform" IS NULL THEN NULL
  WHEN r."platform" = ${OTHER_PLATFORM} THEN ${OTHER_PLATFORM_LABEL} || coalesce(nullif(' : ' || r."platformOther", ' : '), '')
  ELSE coalesce((${text(PLATFORMS.map((p) => p.name))})[array_position(${text(PLATFORMS.map((p) => p.id))}, r."platform")], r."platform") END)`;

const statusColumn = (query: EInvoicingListQuery) => (query.tab === 'reception' ? sql`r."receptionStatus"` : sql`r."issuingStatus"`);

const sortKeyOf = (column: EInvoicingSortColumn, query: EInvoicingListQuery): SQL =>
  ({
    client: BY_NAME,
    siret: sql`r.siret`,
    categorie: rankOf(sql`r."category"`, COMPANY_CATEGORIES),
    date_limite: sql`r."issuingDeadline"`,
    plateforme: platformKey,
    e_reporting: sql`r."eReporting"::text`,
    delegation: rankOf(sql`r."delegationStatus"`, MANDATE_STATUSES),
    designation: rankOf(sql`r."designationStatus"`, MANDATE_STATUSES),
    annuaire: sql`r."directoryCheckedAt"::text`,
    relance: sql`r."lastReminderAt"`,
    statut: rankOf(statusColumn(query), READINESS_STATUSES),
  })[column];

/**
 * The request of a tab: the portfolio, the category and the platform (what the tiles count),
 * then the tab's readiness and the search (what the table shows besides).
 */
export function eInvoicingListRequest(query: EInvoicingListQuery, userId: string): ClientListRequest {
  const status = statusColumn(query);
  const scope = [...portfolioConditions(query, userId)];
  if (query.category) scope.push(query.category === NO_CATEGORY ? sql`r."category" IS NULL` : sql`r."category"::text = ${query.category}`);
  if (query.platform) scope.push(query.platform === NO_PLATFORM ? sql`r."platform" IS NULL` : sql`r."platform" = ${query.platform}`);
  const search = clientSearchCondition(query.q);
  if (query.clients) scope.push(sql`r."clientId" = ANY(${sql.param(query.clients)}::uuid[])`);
  return {
    scope,
    where: [...(query.status ? [sql`${status}::text = ${query.status}`] : []), ...(search ? [search] : [])],
    tileWhere: [],
    tiles: READINESS_STATUSES.map((code) => ({ code, when: sql`${status}::text = ${code}` })),
    sort: { key: sortKeyOf(query.sort, query), direction: query.order },
  };
}

import { sql, type SQL } from 'drizzle-orm';
import { AUTHORIZATION_STATUSES, type AuthorizationKind, type AuthorizationRow } from '../../../shared/authorizations.ts';
import type { AuthorizationListQuery, AuthorizationSortColumn } from '../../../shared/authorizations-list-query.ts';
import { BY_NAME, clientSearchCondition, portfolioConditions, type ClientListRequest, type ClientListSource } from '../../http/client-list-page.ts';
import { authorizationRowsQuery } from './authorizations.service.ts';

// GET /api/authorizations/:kind with filters (decision 0009): the rows of a kind (Habilitations,
// Banque), filtered on their status, counted and sorted in SQL.

const FIELDS = ['clientId', 'raisonSociale', 'siret', 'status', 'authorizationDate', 'updatedAt'] as const satisfies readonly (keyof AuthorizationRow)[];

export const authorizationListSource = (kind: AuthorizationKind): ClientListSource => ({ rows: authorizationRowsQuery(kind), fields: FIELDS });

const sortKeyOf = (column: AuthorizationSortColumn): SQL => ({ client: BY_NAME, siret: sql`r.siret` })[column];

/**
 * The request of a kind: the portfolio (what the tiles count), then the status and the search
 * (what the table shows besides).
 */
export function authorizationListRequest(query: AuthorizationListQuery, userId: string): ClientListRequest {
  const scope = [...portfolioConditions(query, userId)];
  if (query.clients) scope.push(sql`r."clientId" = ANY(${sql.param(query.clients)}::uuid[])`);
  const search = clientSearchCondition(query.q);
  return {
    scope,
    where: [...(query.status ? [sql`r."status"::text = ${query.status}`] : []), ...(search ? [search] : [])],
    tileWhere: [],
    tiles: AUTHORIZATION_STATUSES.map((code) => ({ code, when: sql`r."status"::text = ${code}` })),
    sort: { key: sortKeyOf(query.sort), direction: query.order },
  };
}

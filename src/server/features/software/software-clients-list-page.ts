import { sql, type SQL } from 'drizzle-orm';
import type { SoftwareClientRow } from '../../../shared/software.ts';
import type { DbOrTx } from '../../db/client.ts';
import { software } from '../../db/schema/index.ts';
import type { SoftwareClientListQuery, SoftwareClientSortColumn } from '../../../shared/software-list-query.ts';
import { BY_NAME, clientSearchCondition, portfolioConditions, type ClientListRequest, type ClientListSource } from '../../http/client-list-page.ts';
import { softwareClientRowsQuery } from './software-clients.service.ts';

// GET /api/software/clients with filters (decision 0009): Logiciels' active clients, filtered on
// a card's software, counted per software and sorted in SQL.

const FIELDS = ['clientId', 'raisonSociale', 'siret', 'numeroClient', 'softwareId'] as const satisfies readonly (keyof SoftwareClientRow)[];

export const softwareClientListSource: ClientListSource = { rows: softwareClientRowsQuery(), fields: FIELDS };

/**
 * The firm's software ids, the tiles' codes. A software added after a page was read has no client
 * yet, and one deleted had none left (the delete guard): the client journal alone versions a page.
 */
export const readSoftwareIds = async (db: DbOrTx): Promise<string[]> => (await db.select({ id: software.id }).from(software)).map((row) => row.id);

const sortKeyOf = (column: SoftwareClientSortColumn): SQL => ({ client: BY_NAME, siret: sql`r.siret` })[column];

/**
 * The request: the portfolio (what the tiles count: the cards' counts within it), then the card's
 * software and the search (what the table shows besides). `softwareIds`: the firm's software, one
 * tile each.
 */
export function softwareClientListRequest(query: SoftwareClientListQuery, softwareIds: readonly string[], userId: string): ClientListRequest {
  const scope = [...portfolioConditions(query, userId)];
  if (query.clients) scope.push(sql`r."clientId" = ANY(${sql.param(query.clients)}::uuid[])`);
  const search = clientSearchCondition(query.q);
  return {
    scope,
    where: [...(query.software ? [sql`r."softwareId" = ${query.software}::uuid`] : []), ...(search ? [search] : [])],
    tileWhere: [],
    tiles: softwareIds.map((id) => ({ code: id, when: sql`r."softwareId" = ${id}::uuid` })),
    sort: { key: sortKeyOf(query.sort), direction: query.order },
  };
}

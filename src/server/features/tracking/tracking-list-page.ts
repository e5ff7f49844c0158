import { sql, type SQL } from 'drizzle-orm';
import type { TrackingKind, TrackingRow } from '../../../shared/tracking.ts';
import { TRACKING_STATUSES } from '../../../shared/tracking.ts';
import type { TrackingListQuery, TrackingSortColumn } from '../../../shared/tracking-list-query.ts';
import { clients, yearlyTracking } from '../../db/schema/index.ts';
import { BY_NAME, clientSearchCondition, portfolioConditions, type ClientListRequest, type ClientListSource } from '../../http/client-list-page.ts';
import { everyYearToDo, trackedClients } from './tracking.service.ts';

// GET /api/tracking/:kind with filters (decision 0009): the Suivi rows of a kind, filtered on the
// most recent year's status, counted and sorted in SQL.

const FIELDS = ['clientId', 'raisonSociale', 'siret', 'statuses'] as const satisfies readonly (keyof TrackingRow)[];

/**
 * The kind's rows as the whole list has them (tracking.service.ts), with the most recent year's
 * status (`latest_status`: à faire without a record; null when the kind has no year). A client's
 * statuses are read by its primary key: a page builds 200 of them, not the whole kind's.
 */
export function trackingListSource(kind: TrackingKind, latestYear: number | undefined): ClientListSource {
  // The tiles count every client of the scope by it: one join, not a lookup per client.
  const latestJoin =
    latestYear === undefined ? sql`` : sql`LEFT JOIN ${yearlyTracking} l ON l.client_id = ${clients.id} AND l.kind = ${kind} AND l.year = ${latestYear}::int`;
  const latest = latestYear === undefined ? sql`NULL::text` : sql`coalesce(l.status::text, 'a_faire')`;
  const recorded = sql`(SELECT jsonb_object_agg(t.year::text, t.status) FROM ${yearlyTracking} t WHERE t.client_id = ${clients.id} AND t.kind = ${kind})`;
  return {
    rows: sql`SELECT ${clients.id} AS "clientId", ${clients.raisonSociale} AS "raisonSociale", ${clients.siret} AS "siret",
        ${everyYearToDo(kind)} || coalesce(${recorded}, '{}'::jsonb) AS "statuses",
        ${latest} AS latest_status,
        ${clients.nameFolded} COLLATE "C" AS name_key, ${clients.numeroFolded} AS numero_key
      FROM ${clients} ${latestJoin}
      WHERE ${trackedClients(kind)}`,
    fields: FIELDS,
  };
}

const sortKeyOf = (column: TrackingSortColumn): SQL => ({ client: BY_NAME, siret: sql`r.siret` })[column];

/**
 * The request of a kind: the portfolio (what the tiles count), then the most recent year's status
 * and the search (what the table shows besides). Without a year there is no status to count or
 * filter on, as on the page.
 */
export function trackingListRequest(query: TrackingListQuery, latestYear: number | undefined, userId: string): ClientListRequest {
  const scope = [...portfolioConditions(query, userId)];
  if (query.clients) scope.push(sql`r."clientId" = ANY(${sql.param(query.clients)}::uuid[])`);
  const search = clientSearchCondition(query.q);
  const status = query.status && latestYear !== undefined ? [sql`r.latest_status = ${query.status}`] : [];
  return {
    scope,
    where: [...status, ...(search ? [search] : [])],
    tileWhere: [],
    tiles: TRACKING_STATUSES.map((code) => ({ code, when: sql`r.latest_status = ${code}` })),
    sort: { key: sortKeyOf(query.sort), direction: query.order },
  };
}

import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { historyListSchema } from '../../../shared/authorizations.ts';
import { CLIENT_LIST_IDS_MAX } from '../../../shared/client-list-page.ts';
import { type TrackingListQuery, trackingFilteredListSchema, trackingListQuerySchema, trackingPageQuerySchema, trackingPageSchema } from '../../../shared/tracking-list-query.ts';
import {
  trackingCellSchema,
  trackingListSchema,
  trackingUpdateSchema,
  trackingYearCreateSchema,
  trackingYearRowSchema,
  type TrackingKind,
  type TrackingRow,
} from '../../../shared/tracking.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { clientListIdsRoute } from '../../http/client-list-ids-route.ts';
import { readClientList, readClientListIds, readClientListPage } from '../../http/client-list-page.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { isWholeListRequest, patchableList, wholeListParams } from '../../http/list-rows.ts';
import { actingUser, type Actor } from '../../auth/acting-user.ts';
import { listHistory } from '../../activity/list-history.ts';
import { cellParamsSchema, kindParamsSchema, yearParamsSchema } from './tracking-params.ts';
import { trackingEntityId, updateTrackingStatus } from './tracking-write.service.ts';
import { addTrackingYear, deleteTrackingYear } from './tracking-years.service.ts';
import { trackingListRequest, trackingListSource } from './tracking-list-page.ts';
import { ensureTrackingYear, listTracking, listTrackingYears } from './tracking.service.ts';

const tags = ['Suivi'];
const invalid = errorResponse('Type, année, identifiant ou statut invalide');

const listRoute = createRoute({
  method: 'get',
  path: '/{kind}',
  tags,
  summary: 'Années (la plus récente d’abord) et clients actifs avec leur statut par année',
  description:
    "Crée l'année en cours (Europe/Paris) si le type n'en a aucune. Pour 3en1, les clients dont l'habilitation URSSAF est « pas nécessaire » sont exclus. " +
    'Sans paramètre : toutes les lignes, { years, rows } ; `clients` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs lignes : une mise à jour en direct les remplace dans la liste déjà reçue. ' +
    'Avec des filtres (status : le statut de l’année la plus récente, sort : client ou siret, order, q, collaborator, mine) : les lignes qu’ils montrent, dans l’ordre demandé, { years, clients } ; avec limit (1 à 500) une page, { years, clients, nextCursor, total, counts } : ' +
    'sans cursor la première, avec total et counts (les clients du portefeuille par statut de l’année la plus récente) ; avec le nextCursor de la page précédente (mêmes filtres) la suivante, total et counts à null.',
  request: { params: kindParamsSchema, query: trackingPageQuerySchema },
  responses: {
    200: json(z.union([trackingPageSchema, trackingFilteredListSchema, trackingListSchema]), 'Suivi : toutes les lignes, filtrées, ou une page'),
    400: invalid,
    401: unauthenticatedResponse,
  },
});

const idsRoute = clientListIdsRoute({
  path: '/{kind}/ids',
  tags,
  listPath: '/api/tracking/{kind}',
  request: { params: kindParamsSchema, query: trackingListQuerySchema },
  invalid,
});

const addYearRoute = createRoute({
  method: 'post',
  path: '/{kind}/years',
  tags,
  summary: 'Ajoute une année (2000 à 2100)',
  request: { params: kindParamsSchema, body: jsonBody(trackingYearCreateSchema) },
  responses: {
    201: json(trackingYearRowSchema, 'Année ajoutée'),
    400: invalid,
    401: unauthenticatedResponse,
    409: errorResponse('Cette année existe déjà'),
  },
});

const deleteYearRoute = createRoute({
  method: 'delete',
  path: '/{kind}/years/{year}',
  tags,
  summary: "Supprime une année et tous ses statuts, en une transaction",
  request: { params: yearParamsSchema },
  responses: { 204: { description: 'Année supprimée' }, 400: invalid, 401: unauthenticatedResponse, 404: errorResponse('Année inconnue') },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/{kind}/{clientId}/{year}',
  tags,
  summary: "Change le statut d'un client pour une année (créé s'il n'existe pas)",
  request: { params: cellParamsSchema, body: jsonBody(trackingUpdateSchema) },
  responses: {
    200: json(trackingCellSchema, 'Statut enregistré'),
    400: invalid,
    401: unauthenticatedResponse,
    404: errorResponse('Client ou année inconnus'),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/{kind}/{clientId}/{year}/history',
  tags,
  summary: "Historique d'un statut annuel, le plus récent d'abord",
  request: { params: cellParamsSchema },
  responses: { 200: json(historyListSchema, 'Historique'), 400: invalid, 401: unauthenticatedResponse },
});

/** A filtered request's years (a kind's first visit creates its current one), rows and conditions. */
async function trackingList(db: Db, kind: TrackingKind, query: TrackingListQuery, actor: Actor) {
  await ensureTrackingYear({ db, kind, actor });
  const years = await listTrackingYears({ db, kind });
  return { years, source: trackingListSource(kind, years[0]), request: trackingListRequest(query, years[0], actor.id) };
}

export function createTrackingRoutes({ db }: { db: Db }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      // A kind's first visit creates its year after the version is read: that list goes out newer
      // than its validator, which only costs one more download.
      '/:kind': {
        list: 'tracking',
        // The portfolio filter reads the assignments.
        reads: ['client', 'authorization', 'tracking', 'tracking_year', 'client_collaborator'],
        varyBy: (c) => (c.req.query('mine') === undefined ? '' : actingUser(c).id),
        partial: (c) => c.req.query('clients') !== undefined,
        rows: patchableList({
          key: 'rows',
          // The whole list only: a page (filters, limit) is the route's to answer.
          load: async (c, clientIds) => {
            const params = isWholeListRequest(c, listRoute.request.query) ? wholeListParams(c, listRoute.request) : null;
            return params && (await listTracking({ db, kind: params.kind, actor: actingUser(c), clientIds }));
          },
          clientIdOf: (row: TrackingRow) => row.clientId,
          sortKeyOf: (row) => row.raisonSociale,
        }),
      },
    })
      // The list is sent as read: 10,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => {
        const { kind } = c.req.valid('param');
        const { limit, cursor, ...query } = c.req.valid('query');
        const actor = actingUser(c);
        if (isWholeListRequest(c, listRoute.request.query)) return c.json(await listTracking({ db, kind, actor, clientIds: query.clients }), 200);
        const { years, source, request } = await trackingList(db, kind, query, actor);
        if (limit === undefined) return c.json({ years, clients: await readClientList<TrackingRow>({ db, source, request }) }, 200);
        return c.json({ years, ...(await readClientListPage<TrackingRow>({ db, source, request, cursor, limit })) }, 200);
      })
      .openapi(idsRoute, async (c) => {
        const { source, request } = await trackingList(db, c.req.valid('param').kind, c.req.valid('query'), actingUser(c));
        return c.json(await readClientListIds({ db, source, request, limit: CLIENT_LIST_IDS_MAX }), 200);
      })
      .openapi(addYearRoute, async (c) => {
        const { kind } = c.req.valid('param');
        const created = await addTrackingYear({ db, kind, year: c.req.valid('json').year, actor: actingUser(c) });
        return c.json(created, 201);
      })
      .openapi(deleteYearRoute, async (c) => {
        const { kind, year } = c.req.valid('param');
        await deleteTrackingYear({ db, kind, year, actor: actingUser(c) });
        return c.body(null, 204);
      })
      .openapi(updateRoute, async (c) => {
        const { kind, clientId, year } = c.req.valid('param');
        const cell = await updateTrackingStatus({ db, kind, clientId, year, status: c.req.valid('json').status, actor: actingUser(c) });
        return c.json(cell, 200);
      })
      .openapi(historyRoute, async (c) => {
        const { kind, clientId, year } = c.req.valid('param');
        return c.json({ entries: await listHistory({ db, entity: 'tracking', entityId: trackingEntityId(clientId, kind, year) }) }, 200);
      })
  );
}

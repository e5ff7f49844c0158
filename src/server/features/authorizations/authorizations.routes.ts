import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  authorizationListSchema,
  authorizationRowSchema,
  authorizationUpdateSchema,
  historyListSchema,
  type AuthorizationRow,
} from '../../../shared/authorizations.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import {
  authorizationFilteredListSchema,
  authorizationListQuerySchema,
  authorizationPageQuerySchema,
  authorizationPageSchema,
} from '../../../shared/authorizations-list-query.ts';
import { CLIENT_LIST_IDS_MAX } from '../../../shared/client-list-page.ts';
import { clientListIdsRoute } from '../../http/client-list-ids-route.ts';
import { readClientList, readClientListIds, readClientListPage } from '../../http/client-list-page.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { isWholeListRequest, patchableList, wholeListParams } from '../../http/list-rows.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { authorizationListRequest, authorizationListSource } from './authorizations-list-page.ts';
import { cellParamsSchema, kindParamsSchema } from './authorizations-params.ts';
import { authorizationEntityId, updateAuthorization } from './authorizations-write.service.ts';
import { listAuthorizations } from './authorizations.service.ts';
import { listHistory } from '../../activity/list-history.ts';

const tags = ['Habilitations et banque'];
const invalid = errorResponse('Type, identifiant ou données invalides, ou client inactif');

const listRoute = createRoute({
  method: 'get',
  path: '/{kind}',
  tags,
  summary: "Clients actifs par raison sociale avec l'habilitation du type (à faire sans enregistrement)",
  description:
    'Pour bank_urssaf, les clients dont l’habilitation URSSAF est « pas nécessaire » sont exclus. ' +
    'Sans paramètre : toutes les lignes, { rows } ; `clients` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs lignes : une mise à jour en direct les remplace dans la liste déjà reçue. ' +
    'Avec des filtres (status, sort : client ou siret, order, q, collaborator, mine) : les lignes qu’ils montrent, dans l’ordre demandé, { clients } ; avec limit (1 à 500) une page, { clients, nextCursor, total, counts } : ' +
    'sans cursor la première, avec total et counts (les clients du portefeuille par statut) ; avec le nextCursor de la page précédente (mêmes filtres) la suivante, total et counts à null.',
  request: { params: kindParamsSchema, query: authorizationPageQuerySchema },
  responses: {
    200: json(z.union([authorizationPageSchema, authorizationFilteredListSchema, authorizationListSchema]), 'Lignes : toutes, filtrées, ou une page'),
    400: invalid,
    401: unauthenticatedResponse,
  },
});

const idsRoute = clientListIdsRoute({
  path: '/{kind}/ids',
  tags,
  listPath: '/api/authorizations/{kind}',
  request: { params: kindParamsSchema, query: authorizationListQuerySchema },
  invalid,
});

const updateRoute = createRoute({
  method: 'put',
  path: '/{kind}/{clientId}',
  tags,
  summary: 'Change le statut et/ou la date (AAAA-MM-JJ, null efface) ; ce qui n’est pas donné est gardé',
  description: 'URSSAF mis à « pas nécessaire » met aussi l’habilitation bancaire URSSAF à « pas nécessaire ».',
  request: { params: cellParamsSchema, body: jsonBody(authorizationUpdateSchema) },
  responses: {
    200: json(authorizationRowSchema, 'Ligne à jour'),
    400: invalid,
    401: unauthenticatedResponse,
    404: errorResponse('Client introuvable'),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/{kind}/{clientId}/history',
  tags,
  summary: "Historique d'une habilitation, le plus récent d'abord",
  request: { params: cellParamsSchema },
  responses: { 200: json(historyListSchema, 'Historique'), 400: invalid, 401: unauthenticatedResponse },
});

export function createAuthorizationsRoutes({ db }: { db: Db }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      '/:kind': {
        list: 'authorizations',
        // The portfolio filter reads the assignments.
        reads: ['client', 'authorization', 'client_collaborator'],
        varyBy: (c) => (c.req.query('mine') === undefined ? '' : actingUser(c).id),
        partial: (c) => c.req.query('clients') !== undefined,
        rows: patchableList({
          key: 'rows',
          // The whole list only: a page (filters, limit) is the route's to answer.
          load: async (c, clientIds) => {
            const params = isWholeListRequest(c, listRoute.request.query) ? wholeListParams(c, listRoute.request) : null;
            return params && { rows: await listAuthorizations({ db, kind: params.kind, clientIds }) };
          },
          clientIdOf: (row: AuthorizationRow) => row.clientId,
          sortKeyOf: (row) => row.raisonSociale,
        }),
      },
    })
      // The list is sent as read: 10,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => {
        const { kind } = c.req.valid('param');
        const { limit, cursor, ...query } = c.req.valid('query');
        if (isWholeListRequest(c, listRoute.request.query)) return c.json({ rows: await listAuthorizations({ db, kind, clientIds: query.clients }) }, 200);
        const source = authorizationListSource(kind);
        const request = authorizationListRequest(query, actingUser(c).id);
        if (limit === undefined) return c.json({ clients: await readClientList<AuthorizationRow>({ db, source, request }) }, 200);
        return c.json(await readClientListPage<AuthorizationRow>({ db, source, request, cursor, limit }), 200);
      })
      .openapi(idsRoute, async (c) => {
        const request = authorizationListRequest(c.req.valid('query'), actingUser(c).id);
        return c.json(await readClientListIds({ db, source: authorizationListSource(c.req.valid('param').kind), request, limit: CLIENT_LIST_IDS_MAX }), 200);
      })
      .openapi(updateRoute, async (c) => {
        const { kind, clientId } = c.req.valid('param');
        const row = await updateAuthorization({ db, kind, clientId, update: c.req.valid('json'), actor: actingUser(c) });
        return c.json(row, 200);
      })
      .openapi(historyRoute, async (c) => {
        const { kind, clientId } = c.req.valid('param');
        const entries = await listHistory({ db, entity: 'authorization', entityId: authorizationEntityId(clientId, kind) });
        return c.json({ entries }, 200);
      })
  );
}

import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
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
import { clientRowsQuerySchema } from '../../../shared/client-rows-query.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { patchableList, wholeListParams } from '../../http/list-rows.ts';
import { actingUser } from '../../auth/acting-user.ts';
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
    'Pour bank_urssaf, les clients dont l’habilitation URSSAF est « pas nécessaire » sont exclus. `clients` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs lignes : une mise à jour en direct les remplace dans la liste déjà reçue.',
  request: { params: kindParamsSchema, query: clientRowsQuerySchema },
  responses: { 200: json(authorizationListSchema, 'Lignes'), 400: invalid, 401: unauthenticatedResponse },
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
        reads: ['client', 'authorization'],
        partial: (c) => c.req.query('clients') !== undefined,
        rows: patchableList({
          key: 'rows',
          load: async (c, clientIds) => {
            const params = wholeListParams(c, listRoute.request);
            return params && { rows: await listAuthorizations({ db, kind: params.kind, clientIds }) };
          },
          clientIdOf: (row: AuthorizationRow) => row.clientId,
          sortKeyOf: (row) => row.raisonSociale,
        }),
      },
    })
      // The list is sent as read: 10,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) =>
        c.json({ rows: await listAuthorizations({ db, kind: c.req.valid('param').kind, clientIds: c.req.valid('query').clients }) }, 200),
      )
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

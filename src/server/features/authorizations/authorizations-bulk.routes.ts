import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { authorizationBulkSchema, bulkResultSchema } from '../../../shared/bulk.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { bulkValidationHook } from '../../batches/row-validation.ts';
import { kindParamsSchema } from './authorizations-params.ts';
import { updateAuthorizationsInBulk } from './authorizations-bulk.service.ts';

const bulkRoute = createRoute({
  method: 'post',
  path: '/{kind}/bulk',
  tags: ['Habilitations et banque'],
  summary: 'Change le statut et/ou la date (AAAA-MM-JJ, null efface) de plusieurs clients actifs, en une transaction',
  description: 'URSSAF mis à « pas nécessaire » met aussi, pour chaque client, l’habilitation bancaire URSSAF à « pas nécessaire ». 10 000 clients au plus.',
  request: { params: kindParamsSchema, body: jsonBody(authorizationBulkSchema) },
  responses: {
    200: json(bulkResultSchema, 'Lot enregistré : son identifiant (pour l’annuler) et le nombre de clients modifiés'),
    400: errorResponse('Données invalides, ou clients inconnus ou inactifs (error.issues, path = identifiant du client) ; rien n’est enregistré'),
    401: unauthenticatedResponse,
  },
});

/** POST /api/authorizations/:kind/bulk: Campaigns' bulk actions on Habilitations and Banque (issue 16). */
export function createAuthorizationsBulkRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: bulkValidationHook }).openapi(bulkRoute, async (c) => {
    const { clientIds, ...update } = c.req.valid('json');
    return c.json(await updateAuthorizationsInBulk({ db, kind: c.req.valid('param').kind, clientIds, update, actor: actingUser(c) }), 200);
  });
}

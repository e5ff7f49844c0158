import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { bulkResultSchema, trackingBulkSchema } from '../../../shared/bulk.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { bulkValidationHook } from '../../batches/row-validation.ts';
import { yearParamsSchema } from './tracking-params.ts';
import { updateTrackingInBulk } from './tracking-bulk.service.ts';

const bulkRoute = createRoute({
  method: 'post',
  path: '/{kind}/{year}/bulk',
  tags: ['Suivi'],
  summary: "Change le statut d'une année pour plusieurs clients actifs, en une transaction (créé s'il n'existe pas)",
  request: { params: yearParamsSchema, body: jsonBody(trackingBulkSchema) },
  responses: {
    200: json(bulkResultSchema, 'Lot enregistré : son identifiant (pour l’annuler) et le nombre de statuts modifiés'),
    400: errorResponse('Données invalides, ou clients inconnus ou inactifs (error.issues, path = identifiant du client) ; rien n’est enregistré'),
    401: unauthenticatedResponse,
    404: errorResponse('Année inconnue'),
  },
});

/** POST /api/tracking/:kind/:year/bulk: Campaigns' bulk status change on Suivi (issue 16). */
export function createTrackingBulkRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: bulkValidationHook }).openapi(bulkRoute, async (c) => {
    const { kind, year } = c.req.valid('param');
    const { clientIds, status } = c.req.valid('json');
    return c.json(await updateTrackingInBulk({ db, kind, year, clientIds, status, actor: actingUser(c) }), 200);
  });
}

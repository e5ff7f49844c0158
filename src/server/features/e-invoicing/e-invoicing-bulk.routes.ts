import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { bulkResultSchema } from '../../../shared/bulk.ts';
import { eInvoicingBulkSchema } from '../../../shared/e-invoicing/api.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import { bulkValidationHook } from '../../batches/row-validation.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { updateEInvoicingInBulk } from './e-invoicing-bulk.service.ts';
import { E_INVOICING_TAGS } from './e-invoicing.routes.ts';

const bulkRoute = createRoute({
  method: 'post',
  path: '/',
  tags: E_INVOICING_TAGS,
  summary: 'Change les mêmes champs (statut, plateforme, dates…) de plusieurs clients actifs, en une transaction',
  description: 'Les mêmes règles que PUT /api/e-invoicing/{clientId}, échéances comprises. 10 000 clients au plus ; annulable (POST /api/batches/{batchId}/undo).',
  request: { body: jsonBody(eInvoicingBulkSchema) },
  responses: {
    200: json(bulkResultSchema, 'Lot enregistré : son identifiant (pour l’annuler) et le nombre de clients modifiés'),
    400: errorResponse('Données invalides, ou clients inconnus ou inactifs (error.issues, path = identifiant du client) ; rien n’est enregistré'),
    401: unauthenticatedResponse,
  },
});

/** POST /api/e-invoicing/bulk: the page's bulk actions (issue 23, like Habilitations'). */
export function createEInvoicingBulkRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: bulkValidationHook }).openapi(bulkRoute, async (c) => {
    const { clientIds, ...update } = c.req.valid('json');
    return c.json(await updateEInvoicingInBulk({ db, clientIds, update, actor: actingUser(c) }), 200);
  });
}

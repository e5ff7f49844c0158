import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { bulkResultSchema } from '../../../shared/bulk.ts';
import { complianceBulkSchema } from '../../../shared/compliance/api.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import { bulkValidationHook } from '../../batches/row-validation.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { updateComplianceInBulk } from './compliance-bulk.service.ts';
import { COMPLIANCE_TAGS } from './compliance.routes.ts';

const bulkRoute = createRoute({
  method: 'post',
  path: '/',
  tags: COMPLIANCE_TAGS,
  summary: 'Change le statut de la lettre de mission ou la date de dernière revue LCB-FT de plusieurs clients actifs, en une transaction',
  description:
    'Les mêmes règles que PUT /api/compliance/{clientId}/kyc et /engagement : « Signée » demande l’identité vérifiée (une lettre sans date de signature est signée du jour), une revue ne précède pas l’évaluation ni ne tombe dans le futur. 10 000 clients au plus ; annulable (POST /api/batches/{batchId}/undo).',
  request: { body: jsonBody(complianceBulkSchema) },
  responses: {
    200: json(bulkResultSchema, 'Lot enregistré : son identifiant (pour l’annuler) et le nombre de clients modifiés'),
    400: errorResponse('Données invalides, ou clients inconnus, inactifs ou refusés (error.issues, path = identifiant du client) ; rien n’est enregistré'),
    401: unauthenticatedResponse,
  },
});

/** POST /api/compliance/bulk: the bulk actions of the « LCB-FT » and « Lettres de mission » tabs. */
export function createComplianceBulkRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: bulkValidationHook }).openapi(bulkRoute, async (c) =>
    c.json(await updateComplianceInBulk({ db, bulk: c.req.valid('json'), actor: actingUser(c) }), 200),
  );
}

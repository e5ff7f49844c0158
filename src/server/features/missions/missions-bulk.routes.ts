import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { bulkResultSchema } from '../../../shared/bulk.ts';
import { missionBulkSchema } from '../../../shared/missions/api.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import { bulkValidationHook } from '../../batches/row-validation.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { updateMissionsInBulk } from './missions-bulk.service.ts';
import { TEMPLATE_TAGS } from './templates.routes.ts';

const bulkRoute = createRoute({
  method: 'post',
  path: '/',
  tags: TEMPLATE_TAGS,
  summary: 'Déplace vers une étape, réassigne, met ou retire « en attente client » plusieurs missions, en une transaction',
  description:
    'Les règles de PATCH /api/missions/{id} (étapes précédentes faites, motif d’attente). L’étape doit appartenir au modèle de chaque mission. 10 000 missions au plus ; annulable (POST /api/batches/{batchId}/undo).',
  request: { body: jsonBody(missionBulkSchema) },
  responses: {
    200: json(bulkResultSchema, 'Lot enregistré : son identifiant (pour l’annuler) et le nombre de missions modifiées'),
    400: errorResponse('Données invalides, collaborateur inconnu, ou missions inconnues ou sans cette étape (error.issues, path = identifiant de la mission) ; rien n’est enregistré'),
    401: unauthenticatedResponse,
  },
});

/** POST /api/missions/bulk: the Production page's bulk actions. */
export function createMissionBulkRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: bulkValidationHook }).openapi(bulkRoute, async (c) =>
    c.json(await updateMissionsInBulk({ db, bulk: c.req.valid('json'), actor: actingUser(c) }), 200),
  );
}

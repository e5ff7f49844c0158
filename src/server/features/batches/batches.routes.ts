import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { batchParamsSchema, bulkResultSchema } from '../../../shared/bulk.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Undoers } from '../../batches/batch.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { undoBatch } from './batches-undo.service.ts';

const undoRoute = createRoute({
  method: 'post',
  path: '/{batchId}/undo',
  tags: ['Actions groupées'],
  summary: 'Annule une action groupée (ou une modification de cellule faite par lot) : chaque ligne revient à son état d’avant',
  description: 'Dans les 30 secondes, par son auteur seulement. L’annulation est elle-même un lot, journalisé ligne par ligne.',
  request: { params: batchParamsSchema },
  responses: {
    200: json(bulkResultSchema, 'Annulation enregistrée : son propre lot et le nombre de lignes rétablies'),
    400: errorResponse('Identifiant invalide, ou lignes qui ne peuvent plus être rétablies (error.issues)'),
    401: unauthenticatedResponse,
    403: errorResponse('L’action est celle d’un collègue'),
    404: errorResponse('Action introuvable'),
    409: errorResponse('Un collègue a modifié ces lignes depuis'),
    410: errorResponse('Trop tard (plus de 30 secondes) ou déjà annulée'),
  },
});

/** POST /api/batches/:batchId/undo; each feature says how its batches are undone (app.ts gathers them). */
export function createBatchesRoutes({ db, undoers }: { db: Db; undoers: Undoers }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(undoRoute, async (c) =>
    c.json(await undoBatch({ db, batchId: c.req.valid('param').batchId, actor: actingUser(c), undoers }), 200),
  );
}

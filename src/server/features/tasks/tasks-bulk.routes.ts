import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { BULK_MAX_ROWS, bulkResultSchema, taskBulkSchema, taskIdsSchema } from '../../../shared/bulk.ts';
import { taskFilterSchema } from '../../../shared/tasks/filter.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { bulkValidationHook } from '../../batches/row-validation.ts';
import { runTaskBulkAction } from './tasks-bulk-action.service.ts';
import { listTaskIds } from './tasks-list.service.ts';
import { invalid, tags } from './tasks-openapi.ts';

const bulkRoute = createRoute({
  method: 'post',
  path: '/bulk',
  tags,
  summary: 'Change le statut, l’assigné ou la priorité de plusieurs tâches, ou les supprime, en une transaction',
  description:
    'action : status, assign (assignedTo null : non assignée ; le nouvel assigné est notifié), priority ou delete. Une tâche récurrente terminée crée son occurrence suivante. 10 000 tâches au plus.',
  request: { body: jsonBody(taskBulkSchema) },
  responses: {
    200: json(bulkResultSchema, 'Lot enregistré : son identifiant (pour l’annuler) et le nombre de tâches modifiées'),
    400: errorResponse('Données invalides ou tâches inconnues (error.issues, path = identifiant de la tâche) ; rien n’est enregistré'),
    401: unauthenticatedResponse,
  },
});

const idsRoute = createRoute({
  method: 'get',
  path: '/ids',
  tags,
  summary: 'Les identifiants de toutes les tâches que les filtres montrent, dans l’ordre de la liste (« Tout sélectionner »)',
  description: `Les filtres et le tri de GET /api/tasks, sans page ; ${BULK_MAX_ROWS.toLocaleString('fr-FR')} identifiants au plus, total les compte tous.`,
  request: { query: taskFilterSchema },
  responses: { 200: json(taskIdsSchema, 'Identifiants'), 400: invalid, 401: unauthenticatedResponse },
});

/** Campaigns on the Tâches list (issue 16); mounted before the task routes, whose /{id} would take /ids. */
export function createTasksBulkRoutes({ db, appUrl }: { db: Db; appUrl: string }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: bulkValidationHook })
    .openapi(bulkRoute, async (c) => c.json(await runTaskBulkAction({ db, action: c.req.valid('json'), actor: actingUser(c), appUrl }), 200))
    .openapi(idsRoute, async (c) =>
      c.json(await listTaskIds({ db, filter: c.req.valid('query'), userId: actingUser(c).id, limit: BULK_MAX_ROWS }), 200),
    );
}

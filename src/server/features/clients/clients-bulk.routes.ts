import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { bulkResultSchema, clientBulkCollaboratorSchema, clientBulkDeleteSchema, clientBulkUpdateSchema } from '../../../shared/bulk.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { ClientFollower } from '../../feature.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { bulkValidationHook } from '../../batches/row-validation.ts';
import { changeCollaboratorsInBulk } from './clients-bulk-collaborators.service.ts';
import { deleteClientsInBulk } from './clients-bulk-delete.service.ts';
import { updateClientsInBulk } from './clients-bulk.service.ts';

const tags = ['Clients'];
const refused = errorResponse('Données invalides ou lignes refusées (error.issues : une entrée par ligne, path = son identifiant) ; rien n’est enregistré');
const done = json(bulkResultSchema, 'Lot enregistré : son identifiant (pour l’annuler) et le nombre de lignes modifiées');

const updateRoute = createRoute({
  method: 'post',
  path: '/update',
  tags,
  summary: 'Modifie plusieurs clients en une transaction, chacun avec ses champs (mêmes règles que PATCH /api/clients/{id})',
  description: 'Changer le statut, la classification ou le logiciel d’une sélection, un collage depuis Excel, l’annulation d’une cellule. 10 000 lignes au plus.',
  request: { body: jsonBody(clientBulkUpdateSchema) },
  responses: { 200: done, 400: refused, 401: unauthenticatedResponse },
});

const collaboratorsRoute = createRoute({
  method: 'post',
  path: '/collaborators',
  tags,
  summary: 'Ajoute (add) ou retire (remove) un collaborateur sur plusieurs clients',
  request: { body: jsonBody(clientBulkCollaboratorSchema) },
  responses: { 200: done, 400: refused, 401: unauthenticatedResponse },
});

const deleteRoute = createRoute({
  method: 'post',
  path: '/delete',
  tags,
  summary: 'Supprime plusieurs clients, leurs affectations, habilitations, suivis, échéances et notes (leurs tâches restent)',
  request: { body: jsonBody(clientBulkDeleteSchema) },
  responses: { 200: done, 400: refused, 401: unauthenticatedResponse },
});

/** POST /api/clients/bulk/…: Campaigns' bulk actions on the Clients table (issue 16). */
export function createClientsBulkRoutes({ db, followers }: { db: Db; followers: readonly ClientFollower[] }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: bulkValidationHook })
    .openapi(updateRoute, async (c) => c.json(await updateClientsInBulk({ db, rows: c.req.valid('json').rows, actor: actingUser(c), followers }), 200))
    .openapi(collaboratorsRoute, async (c) => c.json(await changeCollaboratorsInBulk({ db, ...c.req.valid('json'), actor: actingUser(c) }), 200))
    .openapi(deleteRoute, async (c) => c.json(await deleteClientsInBulk({ db, ids: c.req.valid('json').ids, actor: actingUser(c) }), 200));
}

import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { clientCreateSchema, clientListSchema, clientPatchSchema, clientRowSchema, type ClientRow } from '../../../shared/clients.ts';
import { CLIENT_IDS_MAX, CLIENT_PAGE_MAX, clientIdsSchema, clientListQuerySchema, clientPageQuerySchema, clientPageSchema } from '../../../shared/clients-page.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { ClientFollower } from '../../feature.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { patchableList } from '../../http/list-rows.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { createClientsCollaboratorsRoutes } from './clients-collaborators.routes.ts';
import { clientParamsSchema } from './clients-params.ts';
import { createClient, deleteClient, updateClient } from './clients-write.service.ts';
import { listClientIds, listClientPage, listFilteredClients } from './clients-list.service.ts';
import { getClient, listClients } from './clients.service.ts';

const tags = ['Clients'];
const invalid = errorResponse('Données ou identifiant invalides');
const invalidQuery = errorResponse('Filtre, tri ou page invalide');
const missing = errorResponse('Client introuvable');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Les clients avec leurs collaborateurs : tous, ou filtrés, triés et par pages (page Clients)',
  description:
    'Sans paramètre : tous les clients par raison sociale, { clients } (liste versionnée, ETag). ' +
    'q, collaborator, classification, sort (colonne) et order (asc, desc) filtrent et trient ; une cellule vide vient en dernier. ' +
    `Avec limit (1 à ${CLIENT_PAGE_MAX}) : une page, { clients, nextCursor, total } ; sans cursor la première page et total, ` +
    'le nombre de clients répondant aux filtres ; avec le nextCursor de la page précédente (mêmes filtres et tri) la page suivante, total à null. ' +
    'nextCursor est null sur la dernière page. Sans limit : tous les clients filtrés (l’export CSV).',
  request: { query: clientPageQuerySchema },
  responses: {
    200: json(z.union([clientPageSchema, clientListSchema]), 'Clients, tous ou une page'),
    400: invalidQuery,
    401: unauthenticatedResponse,
  },
});

const idsRoute = createRoute({
  method: 'get',
  path: '/ids',
  tags,
  summary: 'Les identifiants des clients que les filtres montrent, dans l’ordre du tri (« Tout sélectionner »)',
  description: `Les filtres et le tri de GET /api/clients, sans page ; ${CLIENT_IDS_MAX.toLocaleString('fr-FR')} identifiants au plus, total les compte tous.`,
  request: { query: clientListQuerySchema },
  responses: { 200: json(clientIdsSchema, 'Identifiants'), 400: invalidQuery, 401: unauthenticatedResponse },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'Un client',
  request: { params: clientParamsSchema },
  responses: { 200: json(clientRowSchema, 'Client'), 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

const createClientRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "Ajoute un client ('Nouveau client', SIRET de 14 zéros et statut actif par défaut)",
  request: { body: { ...jsonBody(clientCreateSchema), required: false } },
  responses: { 201: json(clientRowSchema, 'Client créé'), 400: invalid, 401: unauthenticatedResponse },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Modifie un ou plusieurs champs (une chaîne vide enregistre null)',
  request: { params: clientParamsSchema, body: jsonBody(clientPatchSchema) },
  responses: { 200: json(clientRowSchema, 'Client modifié'), 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Supprime un client, ses affectations, habilitations et suivis (ses tâches restent)',
  request: { params: clientParamsSchema },
  responses: { 204: { description: 'Client supprimé' }, 400: invalid, 401: unauthenticatedResponse, 404: missing },
});

export function createClientsRoutes({ db, followers }: { db: Db; followers: readonly ClientFollower[] }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      // Deleting a user removes their assignments (foreign key cascade), journalled as the user's deletion.
      '/': {
        list: 'clients',
        reads: ['client', 'client_collaborator', 'user'],
        rows: patchableList({
          key: 'clients',
          load: async (_c, clientIds) => ({ clients: await listClients({ db, clientIds }) }),
          clientIdOf: (row: ClientRow) => row.id,
          sortKeyOf: (row) => row.raisonSociale,
        }),
        // Filtered, sorted or paged (the Clients page): read each time, never cached.
        partial: (c) => new URL(c.req.url).search !== '',
      },
    })
      // The list is sent as read: 10,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => {
        const { limit, cursor, ...query } = c.req.valid('query');
        if (new URL(c.req.url).search === '') return c.json({ clients: await listClients({ db }) }, 200);
        if (limit === undefined) return c.json({ clients: await listFilteredClients({ db, query }) }, 200);
        return c.json(await listClientPage({ db, query, cursor, limit }), 200);
      })
      .openapi(idsRoute, async (c) => c.json(await listClientIds({ db, query: c.req.valid('query'), limit: CLIENT_IDS_MAX }), 200))
      .openapi(getRoute, async (c) => c.json(await getClient({ db, id: c.req.valid('param').id }), 200))
      .openapi(createClientRoute, async (c) => {
        const client = await createClient({ db, input: c.req.valid('json'), actor: actingUser(c), followers });
        return c.json(client, 201);
      })
      .openapi(patchRoute, async (c) => {
        const { id } = c.req.valid('param');
        const client = await updateClient({ db, id, patch: c.req.valid('json'), actor: actingUser(c), followers });
        return c.json(client, 200);
      })
      .openapi(deleteRoute, async (c) => {
        await deleteClient({ db, id: c.req.valid('param').id, actor: actingUser(c) });
        return c.body(null, 204);
      })
      .route('/', createClientsCollaboratorsRoutes({ db }))
  );
}

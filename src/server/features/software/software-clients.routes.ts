import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { softwareClientListSchema, type SoftwareClientRow } from '../../../shared/software.ts';
import { softwareClientFilteredListSchema, softwareClientPageQuerySchema, softwareClientPageSchema } from '../../../shared/software-list-query.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { readClientList, readClientListPage } from '../../http/client-list-page.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { clientRowsList, isWholeListRequest } from '../../http/list-rows.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { readSoftwareIds, softwareClientListRequest, softwareClientListSource } from './software-clients-list-page.ts';
import { listSoftwareClients } from './software-clients.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/clients',
  tags: ['Logiciels'],
  summary: 'Clients actifs par raison sociale avec leur logiciel (section « Clients actifs » de la page Logiciels)',
  description:
    'Une ligne par client actif : identifiant, raison sociale, SIRET, n° client et logiciel, rien d’autre. ' +
    'Sans paramètre : toutes les lignes, { rows } ; `clients` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs lignes : une mise à jour en direct les remplace dans la liste déjà reçue. ' +
    'Avec des filtres (software : l’identifiant d’un logiciel, sort : client ou siret, order, q, collaborator, mine) : les lignes qu’ils montrent, dans l’ordre demandé, { clients } ; avec limit (1 à 500) une page, { clients, nextCursor, total, counts } : ' +
    'sans cursor la première, avec total et counts (les clients actifs du portefeuille par identifiant de logiciel, quels que soient le logiciel filtré et la recherche) ; avec le nextCursor de la page précédente (mêmes filtres) la suivante, total et counts à null.',
  request: { query: softwareClientPageQuerySchema },
  responses: {
    200: json(z.union([softwareClientPageSchema, softwareClientFilteredListSchema, softwareClientListSchema]), 'Lignes : toutes, filtrées, ou une page'),
    400: errorResponse('Filtres, page ou identifiants de clients invalides'),
    401: unauthenticatedResponse,
  },
});

export function createSoftwareClientsRoutes({ db }: { db: Db }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      // Every field of a row is the client's own (a deleted software has no client left), so only
      // the client's journal moves it: a status, a name, a SIRET, a number or a software changed;
      // the portfolio filter reads the assignments.
      '/clients': {
        list: 'software-clients',
        reads: ['client', 'client_collaborator'],
        varyBy: (c) => (c.req.query('mine') === undefined ? '' : actingUser(c).id),
        partial: (c) => c.req.query('clients') !== undefined,
        // The whole list only: a page (filters, limit) is the route's to answer.
        rows: clientRowsList({ key: 'rows', query: listRoute.request.query, read: (clientIds) => listSoftwareClients({ db, clientIds }) }),
      },
    })
      // The list is sent as read: 50,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => {
        const { limit, cursor, ...query } = c.req.valid('query');
        if (isWholeListRequest(c, listRoute.request.query)) return c.json({ rows: await listSoftwareClients({ db, clientIds: query.clients }) }, 200);
        // Only a first page counts the tiles: the next pages and the filtered list need no software.
        const softwareIds = limit !== undefined && cursor === undefined ? await readSoftwareIds(db) : [];
        const request = softwareClientListRequest(query, softwareIds, actingUser(c).id);
        if (limit === undefined) return c.json({ clients: await readClientList<SoftwareClientRow>({ db, source: softwareClientListSource, request }) }, 200);
        return c.json(await readClientListPage<SoftwareClientRow>({ db, source: softwareClientListSource, request, cursor, limit }), 200);
      })
  );
}

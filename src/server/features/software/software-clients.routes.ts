import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { clientRowsQuerySchema } from '../../../shared/client-rows-query.ts';
import { softwareClientListSchema } from '../../../shared/software.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { clientRowsList } from '../../http/list-rows.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { listSoftwareClients } from './software-clients.service.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/clients',
  tags: ['Logiciels'],
  summary: 'Clients actifs par raison sociale avec leur logiciel (section « Clients actifs » de la page Logiciels)',
  description:
    'Une ligne par client actif : identifiant, raison sociale, SIRET, n° client et logiciel, rien d’autre. `clients` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs lignes : une mise à jour en direct les remplace dans la liste déjà reçue.',
  request: { query: clientRowsQuerySchema },
  responses: {
    200: json(softwareClientListSchema, 'Lignes'),
    400: errorResponse('Identifiants de clients invalides'),
    401: unauthenticatedResponse,
  },
});

export function createSoftwareClientsRoutes({ db }: { db: Db }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      // Every field of a row is the client's own (a deleted software has no client left), so only
      // the client's journal moves it: a status, a name, a SIRET, a number or a software changed.
      '/clients': {
        list: 'software-clients',
        reads: ['client'],
        partial: (c) => c.req.query('clients') !== undefined,
        rows: clientRowsList({ key: 'rows', query: listRoute.request.query, read: (clientIds) => listSoftwareClients({ db, clientIds }) }),
      },
    })
      // The list is sent as read: 50,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => c.json({ rows: await listSoftwareClients({ db, clientIds: c.req.valid('query').clients }) }, 200))
  );
}

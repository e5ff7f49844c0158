import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { historyListSchema } from '../../../shared/authorizations.ts';
import { clientRowsQuerySchema } from '../../../shared/client-rows-query.ts';
import { eInvoicingListSchema, eInvoicingParamsSchema, eInvoicingRowSchema, eInvoicingUpdateSchema, type EInvoicingRow } from '../../../shared/e-invoicing/api.ts';
import { listHistory } from '../../activity/list-history.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { patchableList } from '../../http/list-rows.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { updateEInvoicing } from './e-invoicing-write.service.ts';
import { listEInvoicing } from './e-invoicing.service.ts';

export const E_INVOICING_TAGS = ['Facturation électronique'];
const invalid = errorResponse('Identifiant ou données invalides, ou client inactif ; rien n’est enregistré');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: E_INVOICING_TAGS,
  summary: 'Clients actifs par raison sociale avec leur préparation à la facturation électronique (à faire, aucun mandat sans enregistrement)',
  description:
    'La catégorie est celle de la fiche client ; la date limite d’émission en découle (01/09/2026 pour GE et ETI, 01/09/2027 pour PME et micro). `clients` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs lignes : une mise à jour en direct les remplace dans la liste déjà reçue.',
  request: { query: clientRowsQuerySchema },
  responses: { 200: json(eInvoicingListSchema, 'Lignes'), 400: invalid, 401: unauthenticatedResponse },
});

/** GET /api/e-invoicing: the page's list, versioned by the journal and patched by client after a write. */
export function createEInvoicingListRoutes({ db }: { db: Db }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      '/': {
        list: 'e-invoicing',
        reads: ['client', 'e_invoicing'],
        partial: (c) => c.req.query('clients') !== undefined,
        rows: patchableList({
          key: 'clients',
          load: async (c, clientIds) => (listRoute.request.query.safeParse(c.req.query()).success ? { clients: await listEInvoicing({ db, clientIds }) } : null),
          clientIdOf: (row: EInvoicingRow) => row.clientId,
          sortKeyOf: (row) => row.raisonSociale,
        }),
      },
    })
      // The list is sent as read: 10,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => c.json({ clients: await listEInvoicing({ db, clientIds: c.req.valid('query').clients }) }, 200))
  );
}

const updateRoute = createRoute({
  method: 'put',
  path: '/{clientId}',
  tags: E_INVOICING_TAGS,
  summary: 'Change les champs donnés (dates AAAA-MM-JJ, null efface) ; ce qui n’est pas donné est gardé',
  description:
    'Une plateforme autre que « autre » efface le nom libre ; un nom libre donné seul choisit « autre ». Réception ou émission « prêt » marque l’échéance correspondante faite, « pas concerné » pas concernée ; revenir à « à faire » ou « en cours » la rouvre.',
  request: { params: eInvoicingParamsSchema, body: jsonBody(eInvoicingUpdateSchema) },
  responses: {
    200: json(eInvoicingRowSchema, 'Ligne à jour'),
    400: invalid,
    401: unauthenticatedResponse,
    404: errorResponse('Client introuvable'),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/{clientId}/history',
  tags: E_INVOICING_TAGS,
  summary: "Historique de la facturation électronique d'un client, le plus récent d'abord",
  request: { params: eInvoicingParamsSchema },
  responses: { 200: json(historyListSchema, 'Historique'), 400: invalid, 401: unauthenticatedResponse },
});

/**
 * PUT /api/e-invoicing/{clientId} and its history. Mounted after every static path under
 * /e-invoicing (the descriptor's order), so '/e-invoicing/settings' never reads as a client id.
 */
export function createEInvoicingClientRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(updateRoute, async (c) => c.json(await updateEInvoicing({ db, clientId: c.req.valid('param').clientId, update: c.req.valid('json'), actor: actingUser(c) }), 200))
    .openapi(historyRoute, async (c) => c.json({ entries: await listHistory({ db, entity: 'e_invoicing', entityId: c.req.valid('param').clientId }) }, 200));
}

import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { historyListSchema } from '../../../shared/authorizations.ts';
import { z } from 'zod';
import { CLIENT_LIST_IDS_MAX } from '../../../shared/client-list-page.ts';
import { eInvoicingListSchema, eInvoicingParamsSchema, eInvoicingRowSchema, eInvoicingUpdateSchema, type EInvoicingRow } from '../../../shared/e-invoicing/api.ts';
import { eInvoicingListQuerySchema, eInvoicingPageQuerySchema, eInvoicingPageSchema } from '../../../shared/e-invoicing/list-query.ts';
import { listHistory } from '../../activity/list-history.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { clientListIdsRoute } from '../../http/client-list-ids-route.ts';
import { readClientList, readClientListIds, readClientListPage } from '../../http/client-list-page.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { clientRowsList, isWholeListRequest } from '../../http/list-rows.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { eInvoicingListRequest, eInvoicingListSource } from './e-invoicing-list-page.ts';
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
    'La catégorie est celle de la fiche client ; la date limite d’émission en découle (01/09/2026 pour GE et ETI, 01/09/2027 pour PME et micro). ' +
    'Sans paramètre : toutes les lignes, { clients } ; `clients` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs lignes : une mise à jour en direct les remplace dans la liste déjà reçue. ' +
    'Avec des filtres (tab, status, category, platform, sort, order, q, collaborator, mine) : les lignes qu’ils montrent, dans l’ordre demandé ; avec limit (1 à 500) une page, { clients, nextCursor, total, counts } : ' +
    'sans cursor la première, avec total et counts (les clients par statut de l’onglet, sous le portefeuille, la catégorie et la plateforme) ; avec le nextCursor de la page précédente (mêmes filtres) la suivante, total et counts à null.',
  request: { query: eInvoicingPageQuerySchema },
  responses: { 200: json(z.union([eInvoicingPageSchema, eInvoicingListSchema]), 'Lignes, toutes ou une page'), 400: invalid, 401: unauthenticatedResponse },
});

const idsRoute = clientListIdsRoute({ path: '/ids', tags: E_INVOICING_TAGS, listPath: '/api/e-invoicing', request: { query: eInvoicingListQuerySchema }, invalid });

/**
 * GET /api/e-invoicing: the whole list, versioned by the journal and patched by client after a
 * write; or, filtered, a page of it (decision 0009), versioned alike (and by the user for « Mes
 * clients »); and the ids of « Tout sélectionner ».
 */
export function createEInvoicingListRoutes({ db }: { db: Db }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      '/': {
        list: 'e-invoicing',
        // The portfolio filter reads the assignments.
        reads: ['client', 'e_invoicing', 'client_collaborator'],
        varyBy: (c) => (c.req.query('mine') === undefined ? '' : actingUser(c).id),
        partial: (c) => c.req.query('clients') !== undefined,
        rows: clientRowsList({ key: 'clients', query: listRoute.request.query, read: (clientIds) => listEInvoicing({ db, clientIds }) }),
      },
    })
      // The list is sent as read: 10,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => {
        const { limit, cursor, ...query } = c.req.valid('query');
        if (isWholeListRequest(c, listRoute.request.query)) return c.json({ clients: await listEInvoicing({ db, clientIds: query.clients }) }, 200);
        const request = eInvoicingListRequest(query, actingUser(c).id);
        if (limit === undefined) return c.json({ clients: await readClientList<EInvoicingRow>({ db, source: eInvoicingListSource, request }) }, 200);
        return c.json(await readClientListPage<EInvoicingRow>({ db, source: eInvoicingListSource, request, cursor, limit }), 200);
      })
      .openapi(idsRoute, async (c) => {
        const request = eInvoicingListRequest(c.req.valid('query'), actingUser(c).id);
        return c.json(await readClientListIds({ db, source: eInvoicingListSource, request, limit: CLIENT_LIST_IDS_MAX }), 200);
      })
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

import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { CLIENT_LIST_IDS_MAX } from '../../../shared/client-list-page.ts';
import {
  complianceFileSchema,
  complianceListSchema,
  complianceParamsSchema,
  engagementUpdateSchema,
  kycUpdateSchema,
  type ComplianceRow,
} from '../../../shared/compliance/api.ts';
import { complianceListQuerySchema, compliancePageQuerySchema, compliancePageSchema } from '../../../shared/compliance/list-query.ts';
import { parisToday } from '../../../shared/dates.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { clientListIdsRoute } from '../../http/client-list-ids-route.ts';
import { readClientList, readClientListIds, readClientListPage } from '../../http/client-list-page.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { clientRowsList, isWholeListRequest } from '../../http/list-rows.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { notAuthenticated } from '../../errors.ts';
import { getComplianceFile } from './compliance-file.service.ts';
import { complianceListRequest, complianceListSource } from './compliance-list-page.ts';
import { COMPLIANCE_READS, listComplianceRows } from './compliance-rows.ts';
import { updateEngagement, updateKyc } from './compliance-write.service.ts';

export const COMPLIANCE_TAGS = ['Conformité'];
const invalid = errorResponse('Identifiant ou données invalides, ou client inactif ; rien n’est enregistré');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: COMPLIANCE_TAGS,
  summary: 'Dossiers LCB-FT et lettres de mission : clients actifs, et clients supprimés depuis moins de cinq ans (endedAt)',
  description:
    'Une ligne par client avec ses lacunes (gaps) au jour de Paris. Un client supprimé garde son dossier cinq ans (CMF L561-12) : sa ligne porte endedAt et aucune lacune. ' +
    'Sans paramètre : toutes les lignes par raison sociale, { clients } ; `clients` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs lignes : une mise à jour en direct les remplace dans la liste déjà reçue. ' +
    'Avec des filtres (tab, status, gap, ended, sort, order, q, collaborator, mine) : les lignes qu’ils montrent, dans l’ordre demandé ; avec limit (1 à 500) une page, { clients, nextCursor, total, counts } : ' +
    'sans cursor la première, avec total (le nombre de lignes filtrées) et counts (les tuiles de l’onglet : par vigilance, statut de lettre ou lacune) ; avec le nextCursor de la page précédente (mêmes filtres) la suivante, total et counts à null.',
  request: { query: compliancePageQuerySchema },
  responses: { 200: json(z.union([compliancePageSchema, complianceListSchema]), 'Lignes, toutes ou une page'), 400: invalid, 401: unauthenticatedResponse },
});

const idsRoute = clientListIdsRoute({ path: '/ids', tags: COMPLIANCE_TAGS, listPath: '/api/compliance', request: { query: complianceListQuerySchema }, invalid });

/**
 * GET /api/compliance: the whole list, versioned by the journal (and the day: an overdue review is
 * a gap from one day to the next) and patched by client; or, filtered, a page of it (decision 0009),
 * versioned alike (and by the user for « Mes clients »); and the ids of « Tout sélectionner ».
 */
export function createComplianceListRoutes({ db }: { db: Db }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      '/': {
        list: 'compliance',
        // The portfolio filter reads the assignments.
        reads: [...COMPLIANCE_READS, 'client_collaborator'],
        varyBy: (c) => `${parisToday()}:${c.req.query('mine') === undefined ? '' : actingUser(c).id}`,
        partial: (c) => c.req.query('clients') !== undefined,
        rows: clientRowsList({ key: 'clients', query: listRoute.request.query, read: (clientIds) => listComplianceRows({ db, clientIds }) }),
      },
    })
      // The list is sent as read: 10,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => {
        const { limit, cursor, ...query } = c.req.valid('query');
        if (isWholeListRequest(c, listRoute.request.query)) return c.json({ clients: await listComplianceRows({ db, clientIds: query.clients }) }, 200);
        const source = complianceListSource(parisToday());
        const request = complianceListRequest(query, actingUser(c).id);
        if (limit === undefined) return c.json({ clients: await readClientList<ComplianceRow>({ db, source, request }) }, 200);
        return c.json(await readClientListPage<ComplianceRow>({ db, source, request, cursor, limit }), 200);
      })
      .openapi(idsRoute, async (c) => {
        const request = complianceListRequest(c.req.valid('query'), actingUser(c).id);
        return c.json(await readClientListIds({ db, source: complianceListSource(parisToday()), request, limit: CLIENT_LIST_IDS_MAX }), 200);
      })
  );
}

const fileRoute = createRoute({
  method: 'get',
  path: '/{clientId}',
  tags: COMPLIANCE_TAGS,
  summary: 'Le dossier complet d’un client : LCB-FT, bénéficiaires effectifs, lettre de mission, documents, lacunes',
  description: 'Un stagiaire le reçoit sans les bénéficiaires effectifs ni les documents (null), leur nombre compris. 404 pour un client inconnu ou dont le dossier n’est plus conservé.',
  request: { params: complianceParamsSchema },
  responses: { 200: json(complianceFileSchema, 'Dossier'), 400: invalid, 401: unauthenticatedResponse, 404: errorResponse('Client introuvable') },
});

const kycRoute = createRoute({
  method: 'put',
  path: '/{clientId}/kyc',
  tags: COMPLIANCE_TAGS,
  summary: 'Change les champs donnés du dossier LCB-FT (dates AAAA-MM-JJ, null efface) ; ce qui n’est pas donné est gardé',
  description:
    'L’auteur de l’évaluation et de la vérification d’identité est l’utilisateur qui les change. Refusés : un niveau inférieur à renforcée quand un critère est élevé, un niveau autre que celui proposé sans justification, un critère moins élevé que ses faits, une revue antérieure à l’évaluation, une date future. `beneficialOwners` remplace toute la liste ; un stagiaire ne peut pas l’écrire (403). La prochaine revue est recalculée avec les périodes du cabinet.',
  request: { params: complianceParamsSchema, body: jsonBody(kycUpdateSchema) },
  responses: {
    200: json(complianceFileSchema, 'Dossier à jour'),
    400: invalid,
    401: unauthenticatedResponse,
    403: errorResponse('Un stagiaire ne modifie pas les bénéficiaires effectifs'),
    404: errorResponse('Client introuvable'),
  },
});

const engagementRoute = createRoute({
  method: 'put',
  path: '/{clientId}/engagement',
  tags: COMPLIANCE_TAGS,
  summary: 'Change les champs donnés de la lettre de mission ; une première écriture la crée « À préparer »',
  description:
    '« Signée » demande une date de signature et l’identité du client vérifiée (date et pièce) : sinon refusé avec ce qui manque. La mission « Autre » demande son intitulé ; sans elle, l’intitulé est effacé.',
  request: { params: complianceParamsSchema, body: jsonBody(engagementUpdateSchema) },
  responses: { 200: json(complianceFileSchema, 'Dossier à jour'), 400: invalid, 401: unauthenticatedResponse, 404: errorResponse('Client introuvable') },
});

const roleOf = (c: { get: (key: 'user') => SessionEnv['Variables']['user'] }) => {
  const user = c.get('user');
  if (!user) throw notAuthenticated();
  return user.role;
};

/**
 * A client's file and its writes. Mounted after every static path under /compliance
 * (the descriptor's order), so '/compliance/settings' never reads as a client id.
 */
export function createComplianceClientRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(fileRoute, async (c) => c.json(await getComplianceFile({ db, clientId: c.req.valid('param').clientId, role: roleOf(c) }), 200))
    .openapi(kycRoute, async (c) =>
      c.json(await updateKyc({ db, clientId: c.req.valid('param').clientId, update: c.req.valid('json'), actor: actingUser(c), role: roleOf(c) }), 200),
    )
    .openapi(engagementRoute, async (c) =>
      c.json(await updateEngagement({ db, clientId: c.req.valid('param').clientId, update: c.req.valid('json'), actor: actingUser(c), role: roleOf(c) }), 200),
    );
}

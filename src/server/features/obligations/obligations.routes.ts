import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { parisToday } from '../../../shared/dates.ts';
import {
  obligationBulkResultSchema,
  obligationBulkStatusSchema,
  obligationCountersQuerySchema,
  obligationCountersSchema,
  obligationIdsSchema,
  obligationListQuerySchema,
  obligationListSchema,
  obligationPageQuerySchema,
  obligationPageSchema,
  OBLIGATION_BULK_MAX,
  obligationRowSchema,
  obligationUpdateSchema,
  type ObligationListQuery,
} from '../../../shared/obligations/api.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { updateObligationStatuses } from './obligation-bulk-status.service.ts';
import { countObligations } from './obligation-counters.service.ts';
import { updateObligation } from './obligation-update.service.ts';
import { listObligationIds, listObligationPage, listObligations, type ObligationListFilter } from './obligations-list.service.ts';
import { obligationParamsSchema } from './obligations-params.ts';

const tags = ['Échéances'];
const invalid = errorResponse('Filtre, page, identifiant, statut ou note invalide');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Échéances des clients, par date d’échéance, client et type',
  description:
    'Sans dates : le mois en cours (Europe/Paris) ; « overdue » sans dates : toutes les échéances « À faire » passées. Période de 400 jours au plus. ' +
    'Sans limit : toutes les échéances, { obligations }. Avec limit (1 à 500) : une page, { obligations, nextCursor, total } ; sans cursor la première page et total, ' +
    'le nombre d’échéances répondant aux filtres ; avec le nextCursor de la page précédente (mêmes filtres) la page suivante, total à null. nextCursor est null sur la dernière page.',
  request: { query: obligationPageQuerySchema },
  responses: {
    200: json(z.union([obligationPageSchema, obligationListSchema]), 'Échéances, toutes ou une page'),
    400: invalid,
    401: unauthenticatedResponse,
  },
});

const idsRoute = createRoute({
  method: 'get',
  path: '/ids',
  tags,
  summary: 'Les identifiants des échéances que les filtres montrent, dans l’ordre de la liste (« Tout sélectionner »)',
  description: `Les filtres de GET /api/obligations, sans page ; ${OBLIGATION_BULK_MAX.toLocaleString('fr-FR')} identifiants au plus, total les compte tous.`,
  request: { query: obligationListQuerySchema },
  responses: { 200: json(obligationIdsSchema, 'Identifiants'), 400: invalid, 401: unauthenticatedResponse },
});

const countersRoute = createRoute({
  method: 'get',
  path: '/counters',
  tags,
  summary: '« À faire cette semaine », « En retard », « Faites ce mois »',
  request: { query: obligationCountersQuerySchema },
  responses: { 200: json(obligationCountersSchema, 'Compteurs'), 400: invalid, 401: unauthenticatedResponse },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: "Change le statut et/ou la note d'une échéance",
  request: { params: obligationParamsSchema, body: jsonBody(obligationUpdateSchema) },
  responses: {
    200: json(obligationRowSchema, 'Échéance enregistrée'),
    400: invalid,
    401: unauthenticatedResponse,
    404: errorResponse('Échéance inconnue'),
  },
});

const bulkStatusRoute = createRoute({
  method: 'post',
  path: '/status',
  tags,
  summary: 'Un statut pour plusieurs échéances, en une transaction',
  request: { body: jsonBody(obligationBulkStatusSchema) },
  responses: {
    200: json(obligationBulkResultSchema, 'Nombre d’échéances modifiées'),
    400: invalid,
    401: unauthenticatedResponse,
    404: errorResponse('Une échéance sélectionnée n’existe plus'),
  },
});

/** The list's filters as the services take them: « Mes clients » becomes the acting user's portfolio. */
const listFilterOf = (c: Context<SessionEnv>, { mine, ...query }: ObligationListQuery): ObligationListFilter => ({
  ...query,
  portfolioOf: mine ? actingUser(c).id : undefined,
});

// No conditional GET (withListVersions) here: a list's version comes from the journal, but the
// regeneration (a profile edit, an import, the daily job) writes rows without journalling them —
// one entry per generated row would flood the journal with hundreds of thousands of lines — and
// « en retard » moves with the day. A 304 could then hide a change; a month of a portfolio is
// small enough to send again, and the Échéances page asks for it in pages (?limit=).
export function createObligationsRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const { limit, cursor, ...query } = c.req.valid('query');
      const filter = listFilterOf(c, query);
      // Without a page size, the whole list as before: the CSV export, the Tâches calendar, a live update's patch.
      if (limit === undefined) return c.json({ obligations: await listObligations({ db, filter, today: parisToday() }) }, 200);
      return c.json(await listObligationPage({ db, filter, today: parisToday(), cursor, limit }), 200);
    })
    .openapi(idsRoute, async (c) => {
      const filter = listFilterOf(c, c.req.valid('query'));
      return c.json(await listObligationIds({ db, filter, today: parisToday(), limit: OBLIGATION_BULK_MAX }), 200);
    })
    .openapi(countersRoute, async (c) => {
      const { collaborator, mine } = c.req.valid('query');
      const portfolioOf = [...(collaborator ? [collaborator] : []), ...(mine ? [actingUser(c).id] : [])];
      return c.json(await countObligations({ db, today: parisToday(), portfolioOf }), 200);
    })
    .openapi(updateRoute, async (c) => {
      const row = await updateObligation({ db, id: c.req.valid('param').id, update: c.req.valid('json'), actor: actingUser(c) });
      return c.json(row, 200);
    })
    .openapi(bulkStatusRoute, async (c) => {
      const { ids, status } = c.req.valid('json');
      return c.json(await updateObligationStatuses({ db, ids, status, actor: actingUser(c) }), 200);
    });
}

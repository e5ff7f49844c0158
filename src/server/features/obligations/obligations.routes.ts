import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { parisToday } from '../../../shared/dates.ts';
import {
  obligationBulkResultSchema,
  obligationBulkStatusSchema,
  obligationCountersQuerySchema,
  obligationCountersSchema,
  obligationListQuerySchema,
  obligationListSchema,
  obligationRowSchema,
  obligationUpdateSchema,
} from '../../../shared/obligations/api.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { updateObligationStatuses } from './obligation-bulk-status.service.ts';
import { countObligations } from './obligation-counters.service.ts';
import { updateObligation } from './obligation-update.service.ts';
import { listObligations } from './obligations-list.service.ts';
import { obligationParamsSchema } from './obligations-params.ts';

const tags = ['Échéances'];
const invalid = errorResponse('Filtre, identifiant, statut ou note invalide');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Échéances des clients, par date d’échéance, client et type',
  description:
    'Sans dates : le mois en cours (Europe/Paris) ; « overdue » sans dates : toutes les échéances « À faire » passées. Période de 400 jours au plus.',
  request: { query: obligationListQuerySchema },
  responses: { 200: json(obligationListSchema, 'Échéances'), 400: invalid, 401: unauthenticatedResponse },
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

// No conditional GET (withListVersions) here: a list's version comes from the journal, but the
// regeneration (a profile edit, an import, the daily job) writes rows without journalling them —
// one entry per generated row would flood the journal with hundreds of thousands of lines — and
// « en retard » moves with the day. A 304 could then hide a change; a month of a portfolio is
// small enough to send again.
export function createObligationsRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const { mine, ...filter } = c.req.valid('query');
      const portfolioOf = mine ? actingUser(c).id : undefined;
      return c.json({ obligations: await listObligations({ db, filter: { ...filter, portfolioOf }, today: parisToday() }) }, 200);
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

import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { reviewPeriodsSchema } from '../../../shared/compliance/review-periods.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { adminOnlyResponse, errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { COMPLIANCE_TAGS } from './compliance.routes.ts';
import { readReviewPeriods, updateReviewPeriods } from './review-periods.setting.ts';

const getRoute = createRoute({
  method: 'get',
  path: '/settings',
  tags: COMPLIANCE_TAGS,
  summary: 'Périodes de revue LCB-FT du cabinet, en mois, par niveau de vigilance',
  description: 'La politique du cabinet, pas la loi : sans réglage enregistré, 12 mois pour renforcée, 24 pour standard, 36 pour simplifiée.',
  responses: { 200: json(reviewPeriodsSchema, 'Périodes'), 401: unauthenticatedResponse },
});

const putRoute = createRoute({
  method: 'put',
  path: '/settings',
  tags: COMPLIANCE_TAGS,
  summary: 'Enregistre les périodes de revue (administrateurs) et recalcule la prochaine revue de chaque dossier',
  description: 'Chaque période est un nombre entier de mois, de 1 à 60 ; sinon rien n’est enregistré.',
  middleware: requireUser(['admin']),
  request: { body: jsonBody(reviewPeriodsSchema) },
  responses: {
    200: json(reviewPeriodsSchema, 'Périodes enregistrées'),
    400: errorResponse('Période invalide ; rien n’est enregistré'),
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
  },
});

/** GET (everyone: the pages say when the next review falls) and PUT (admins) /api/compliance/settings. */
export function createReviewPeriodsRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(getRoute, async (c) => c.json(await readReviewPeriods({ db }), 200))
    .openapi(putRoute, async (c) => c.json(await updateReviewPeriods({ db, periods: c.req.valid('json'), actor: actingUser(c) }), 200));
}

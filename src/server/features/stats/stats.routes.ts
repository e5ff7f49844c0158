import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { statsSchema } from '../../../shared/stats.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { getStats } from './stats.service.ts';


const statsRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Statistiques'],
  summary:
    'Chiffres du cabinet : clients, tâches, taux de complétion, répartitions, performance par collaborateur, tâches terminées par mois (12 derniers mois) et préparation à la facturation électronique par catégorie d’entreprise',
  responses: {
    200: json(statsSchema, 'Statistiques'),
    401: unauthenticatedResponse,
  },
});

/** Every signed-in user sees the firm's statistics (SPEC §6: no other role gating). */
export function createStatsRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(statsRoute, async (c) =>
    c.json(await getStats({ db }), 200),
  );
}

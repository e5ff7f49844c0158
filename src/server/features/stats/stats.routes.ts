import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { statsSchema } from '../../../shared/stats.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { parisToday } from '../../../shared/dates.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { getStats, STATS_READS } from './stats.service.ts';

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

/** The current month of Paris, 'YYYY-MM'. */
const parisMonthOf = (now: Date) => parisToday(now).slice(0, 7);

/**
 * Every signed-in user sees the firm's statistics (SPEC §6: no other role gating), the same for
 * all: a versioned list (issue 27: at 50,000 clients the statement takes some 340 ms, and it ran
 * on every visit). Its figures move with every journalled write to the rows it reads (STATS_READS).
 */
export function createStatsRoutes({ db }: { db: Db }) {
  return withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
    // « Terminées ce mois » and the 12-month series also move with the clock, which the journal does
    // not version: the statistics vary by the Paris month, so the 1st of a month builds them anew.
    '/': { list: 'stats', reads: STATS_READS, varyBy: () => parisMonthOf(new Date()) },
  }).openapi(statsRoute, async (c) =>
    // The clock read here, after varyBy's, not PostgreSQL's: at the turn of a month the figures
    // are never of an earlier month than the one they are kept under (the two clocks may differ).
    c.json(await getStats({ db, now: new Date() }), 200),
  );
}

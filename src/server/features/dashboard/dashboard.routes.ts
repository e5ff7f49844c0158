import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { dashboardSchema } from '../../../shared/dashboard.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { DashboardSection } from '../../feature.ts';
import { notAuthenticated } from '../../errors.ts';
import { json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { getDashboard } from './dashboard.service.ts';


const dashboardRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Dashboard'],
  summary:
    'Le tableau de bord de l’utilisateur connecté : compteurs de ses tâches, tâches urgentes (5 au plus), ses clients actifs par logiciel et ceux non prêts à recevoir les factures électroniques, ses missions en retard (10 au plus) et ses missions ouvertes par étape, ses revues LCB-FT à faire (10 au plus) et, pour un administrateur, le nombre de clients avec des lacunes de conformité',
  responses: {
    200: json(dashboardSchema, 'Tableau de bord'),
    401: unauthenticatedResponse,
  },
});

export function createDashboardRoutes({ db, sections }: { db: Db; sections: readonly DashboardSection[] }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(dashboardRoute, async (c) => {
    const user = c.get('user');
    if (!user) throw notAuthenticated();
    return c.json(dashboardSchema.parse(await getDashboard({ db, user, sections: { db, list: sections } })), 200);
  });
}

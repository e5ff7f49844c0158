import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { progressQuerySchema, progressSchema } from '../../../shared/missions/api.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { getMissionsProgress } from './missions-progress.service.ts';

const progressRoute = createRoute({
  method: 'get',
  path: '/progress',
  tags: ['Production'],
  summary: 'Avancement d’une campagne : part des missions ayant passé chaque étape, semaine par semaine, comparée à la campagne de l’année précédente ; comptes par collaborateur',
  description:
    'La campagne : les missions du modèle dont l’exercice se clôt dans l’année (abandonnées exclues). Semaines depuis l’ouverture de la campagne (création de sa première mission) jusqu’à cette semaine, ou jusqu’à la dernière étape faite quand plus aucune mission n’est ouverte ; celle de l’année précédente s’aligne sur l’indice de semaine. Par responsable : ouvertes, en retard (date cible de l’étape en cours dépassée), en attente client, terminées.',
  request: { query: progressQuerySchema },
  responses: {
    200: json(progressSchema, 'Avancement'),
    400: errorResponse('Modèle ou année invalide'),
    401: unauthenticatedResponse,
    404: errorResponse('Modèle de mission introuvable'),
  },
});

/** GET /api/missions/progress: a static path, mounted before /missions/{id}. */
export function createMissionsProgressRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }).openapi(progressRoute, async (c) => {
    const { templateId, year } = c.req.valid('query');
    return c.json(await getMissionsProgress({ db, templateId, year }), 200);
  });
}

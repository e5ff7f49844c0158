import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { templateInputSchema, templateListSchema, templateParamsSchema, templateSchema } from '../../../shared/missions/templates.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { adminOnlyResponse, errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { listTemplates } from './template-rows.ts';
import { createTemplate, deleteTemplate, updateTemplate } from './templates.service.ts';

export const TEMPLATE_TAGS = ['Production'];
const adminOnly = requireUser(['admin']);
const invalid = errorResponse('Données invalides (le message dit lequel) ; rien n’est enregistré');
const unknown = errorResponse('Modèle de mission introuvable');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: TEMPLATE_TAGS,
  summary: 'Les modèles de mission et leurs étapes dans l’ordre (nom, points de contrôle, règle de date cible)',
  responses: { 200: json(templateListSchema, 'Modèles'), 401: unauthenticatedResponse },
});

const createTemplateRoute = createRoute({
  method: 'post',
  path: '/',
  tags: TEMPLATE_TAGS,
  summary: 'Ajoute un modèle de mission, ses étapes dans l’ordre (administrateurs)',
  middleware: adminOnly,
  request: { body: jsonBody(templateInputSchema) },
  responses: {
    201: json(templateSchema, 'Modèle créé'),
    400: invalid,
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
    409: errorResponse('Un modèle porte déjà ce nom'),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags: TEMPLATE_TAGS,
  summary: 'Remplace un modèle entier : nom, type et étapes dans l’ordre (administrateurs)',
  description:
    'Une étape donnée avec son `id` est gardée (renommée, déplacée, règle changée : ses missions y restent) ; une étape sans `id` est ajoutée ; une étape absente est supprimée, refusé quand des missions s’y trouvent (le message dit combien). Les dates cibles des missions en cours suivent les nouvelles règles.',
  middleware: adminOnly,
  request: { params: templateParamsSchema, body: jsonBody(templateInputSchema) },
  responses: {
    200: json(templateSchema, 'Modèle enregistré'),
    400: invalid,
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
    404: unknown,
    409: errorResponse('Un modèle porte déjà ce nom'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: TEMPLATE_TAGS,
  summary: 'Supprime un modèle qu’aucune mission n’utilise (administrateurs)',
  middleware: adminOnly,
  request: { params: templateParamsSchema },
  responses: {
    204: { description: 'Modèle supprimé' },
    400: invalid,
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
    404: unknown,
    409: errorResponse('Des missions utilisent ce modèle (le message dit combien)'),
  },
});

/** /api/mission-templates: everyone reads, admins write (Paramètres › « Modèles de mission »). */
export function createTemplateRoutes({ db }: { db: Db }) {
  return withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
    '/': { list: 'mission-templates', reads: ['mission_template'] },
  })
    .openapi(listRoute, async (c) => c.json({ templates: await listTemplates({ db }) }, 200))
    .openapi(createTemplateRoute, async (c) => c.json(await createTemplate({ db, input: c.req.valid('json'), actor: actingUser(c) }), 201))
    .openapi(updateRoute, async (c) => c.json(await updateTemplate({ db, id: c.req.valid('param').id, input: c.req.valid('json'), actor: actingUser(c) }), 200))
    .openapi(deleteRoute, async (c) => {
      await deleteTemplate({ db, id: c.req.valid('param').id, actor: actingUser(c) });
      return c.body(null, 204);
    });
}

import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { reminderSettingsSchema } from '../../../shared/e-invoicing/reminders.ts';
import { actingUser } from '../../auth/acting-user.ts';
import { requireUser, type SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { adminOnlyResponse, errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { E_INVOICING_TAGS } from './e-invoicing.routes.ts';
import { getReminderSettings, updateReminderSettings } from './reminder-settings.ts';

const getRoute = createRoute({
  method: 'get',
  path: '/settings',
  tags: E_INVOICING_TAGS,
  summary: 'Modèle de relance du cabinet (objet, message) et plafond quotidien de relances envoyées',
  description: 'Sans réglage enregistré : le modèle par défaut et 500 relances par jour.',
  responses: { 200: json(reminderSettingsSchema, 'Réglages'), 401: unauthenticatedResponse },
});

const putRoute = createRoute({
  method: 'put',
  path: '/settings',
  tags: E_INVOICING_TAGS,
  summary: 'Enregistre le modèle de relance et le plafond quotidien (administrateurs)',
  description:
    'Variables possibles : {raison_sociale}, {date_limite}, {collaborateur}. Une variable inconnue, un message de plus de 10 000 caractères, un objet avec un retour à la ligne ou un plafond hors de 1 à 50 000 sont refusés, et rien n’est enregistré.',
  middleware: requireUser(['admin']),
  request: { body: jsonBody(reminderSettingsSchema) },
  responses: {
    200: json(reminderSettingsSchema, 'Réglages enregistrés'),
    400: errorResponse('Modèle ou plafond invalide ; rien n’est enregistré'),
    401: unauthenticatedResponse,
    403: adminOnlyResponse,
  },
});

/** GET (everyone: the reminder dialog starts from the template) and PUT (admins) /api/e-invoicing/settings. */
export function createReminderSettingsRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(getRoute, async (c) => c.json(await getReminderSettings({ db }), 200))
    .openapi(putRoute, async (c) => c.json(await updateReminderSettings({ db, settings: c.req.valid('json'), actor: actingUser(c) }), 200));
}

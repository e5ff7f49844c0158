import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { reminderPreviewSchema, reminderRequestSchema, reminderResultSchema, reminderTestResultSchema } from '../../../shared/e-invoicing/reminders.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { notAuthenticated } from '../../errors.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { previewReminders, sendReminders, sendReminderTest } from './e-invoicing-reminders.service.ts';
import { E_INVOICING_TAGS } from './e-invoicing.routes.ts';

const tags = E_INVOICING_TAGS;
const invalid = errorResponse(
  'Sélection vide, de plus de 2 000 clients ou avec un doublon, variable inconnue, objet avec un retour à la ligne, message de plus de 10 000 caractères ; rien n’est envoyé',
);
const request = { body: jsonBody(reminderRequestSchema) };

const sendRoute = createRoute({
  method: 'post',
  path: '/reminders',
  tags,
  summary: 'Envoie une relance par client sélectionné (boîte d’envoi), sauf aux clients sans adresse e-mail valide',
  description:
    'Variables : {raison_sociale}, {date_limite} (prochaine date limite du client, réception ou émission, JJ/MM/AAAA), {collaborateur} (son premier collaborateur, qui reçoit les réponses : Reply-To). La dernière relance et le journal sont écrits quand le serveur SMTP accepte le courriel. Au-delà du plafond quotidien du cabinet, les relances partent les jours suivants (`deferred`, `deferredUntil`).',
  request,
  responses: { 200: json(reminderResultSchema, 'Relances mises en file, clients écartés'), 400: invalid, 401: unauthenticatedResponse },
});

const previewRoute = createRoute({
  method: 'post',
  path: '/reminders/preview',
  tags,
  summary: 'Aperçu : la relance du premier client qui en recevra une, et les clients écartés',
  request,
  responses: { 200: json(reminderPreviewSchema, 'Aperçu'), 400: invalid, 401: unauthenticatedResponse },
});

const testRoute = createRoute({
  method: 'post',
  path: '/reminders/test',
  tags,
  summary: 'Envoie la relance du premier client à l’adresse de l’utilisateur connecté',
  request,
  responses: {
    200: json(reminderTestResultSchema, 'Test mis en file'),
    400: errorResponse('Comme l’envoi, ou aucun client de la sélection n’a d’adresse e-mail valide'),
    401: unauthenticatedResponse,
  },
});

/** « Envoyer une relance » and its dialog's preview and test, for every signed-in user. */
export function createRemindersRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(sendRoute, async (c) => c.json(await sendReminders({ db, request: c.req.valid('json'), actor: actingUser(c) }), 200))
    .openapi(previewRoute, async (c) => c.json(await previewReminders({ db, request: c.req.valid('json') }), 200))
    .openapi(testRoute, async (c) => {
      const user = c.get('user');
      if (!user) throw notAuthenticated();
      return c.json(await sendReminderTest({ db, request: c.req.valid('json'), user }), 200);
    });
}

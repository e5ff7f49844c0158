import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { campaignPreviewSchema, campaignResultSchema, campaignSchema } from '../../../shared/missions/api.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { openCampaign, previewCampaign } from './campaigns.service.ts';
import { TEMPLATE_TAGS } from './templates.routes.ts';

const invalid = errorResponse('Modèle inconnu, période inversée ou de plus de deux ans, ou données invalides ; rien n’est enregistré');

const previewRoute = createRoute({
  method: 'post',
  path: '/preview',
  tags: TEMPLATE_TAGS,
  summary: 'Combien de missions la campagne créerait : les clients actifs dont la clôture tombe dans la période et qui n’en ont pas encore',
  request: { body: jsonBody(campaignSchema) },
  responses: { 200: json(campaignPreviewSchema, 'Nombre de missions à créer'), 400: invalid, 401: unauthenticatedResponse },
});

const openRoute = createRoute({
  method: 'post',
  path: '/',
  tags: TEMPLATE_TAGS,
  summary: 'Ouvre une campagne : une mission par client actif dont la clôture (31/12 si non renseignée) tombe dans la période, sauf s’il l’a déjà',
  description:
    'Une requête, une transaction. Chaque mission commence à la première étape, ses dates cibles calculées ; son responsable est le premier collaborateur du client (aucun sinon). Relancée, elle ne complète que ce qui manque. Un lot annulable par son auteur (POST /api/batches/{batchId}/undo) ; `batchId` est null quand rien n’est créé.',
  request: { body: jsonBody(campaignSchema) },
  responses: { 200: json(campaignResultSchema, 'Missions créées et leur lot'), 400: invalid, 401: unauthenticatedResponse },
});

/** /api/missions/campaigns: « Ouvrir une campagne » and its count before confirming. */
export function createCampaignRoutes({ db }: { db: Db }) {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook })
    .openapi(previewRoute, async (c) => c.json(await previewCampaign({ db, campaign: c.req.valid('json') }), 200))
    .openapi(openRoute, async (c) => c.json(await openCampaign({ db, campaign: c.req.valid('json'), actor: actingUser(c) }), 200));
}

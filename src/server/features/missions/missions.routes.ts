import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  missionCreateSchema,
  missionDetailSchema,
  missionListQuerySchema,
  missionListSchema,
  missionParamsSchema,
  missionPatchSchema,
  type MissionRow,
} from '../../../shared/missions/api.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { patchableList } from '../../http/list-rows.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { createMission } from './mission-create.service.ts';
import { patchMission } from './mission-patch.service.ts';
import { getMission, listMissionRows } from './mission-rows.ts';
import { TEMPLATE_TAGS } from './templates.routes.ts';

const invalid = errorResponse('Données invalides (le message dit lesquelles) ; rien n’est enregistré');
const unknown = errorResponse('Mission introuvable');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: TEMPLATE_TAGS,
  summary: 'Les missions (tableau de production), par raison sociale : étape en cours, statut, responsable, et pour chaque étape sa date cible et sa date de réalisation',
  description:
    'Filtres : modèle (`templateId`), dates de clôture (`closingFrom`, `closingTo`, incluses, AAAA-MM-JJ), client (`clientId`). `clients` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs missions : une mise à jour en direct les remplace dans la liste déjà reçue. Un champ sans valeur est absent ; `stages` suit l’ordre des étapes du modèle. Versionnée par le journal (ETag, 304) et compressée.',
  request: { query: missionListQuerySchema },
  responses: {
    200: json(missionListSchema, 'Missions'),
    304: { description: 'Inchangée depuis la version envoyée dans If-None-Match' },
    400: invalid,
    401: unauthenticatedResponse,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags: TEMPLATE_TAGS,
  summary: 'La fiche d’une mission : ses étapes (dates, auteur, points de contrôle cochés), budget, notes, dépôt en ligne et ses tâches',
  request: { params: missionParamsSchema },
  responses: { 200: json(missionDetailSchema, 'Mission'), 400: invalid, 401: unauthenticatedResponse, 404: unknown },
});

const createMissionRoute = createRoute({
  method: 'post',
  path: '/',
  tags: TEMPLATE_TAGS,
  summary: 'Crée une mission pour un client actif (première étape du modèle, dates cibles calculées)',
  description: 'Sans `responsibleId`, le responsable est le premier collaborateur du client (aucun s’il n’en a pas) ; `null` : non assigné.',
  request: { body: jsonBody(missionCreateSchema) },
  responses: {
    201: json(missionDetailSchema, 'Mission créée'),
    400: errorResponse('Client inconnu ou inactif, modèle ou collaborateur inconnu, ou données invalides ; rien n’est enregistré'),
    401: unauthenticatedResponse,
    409: errorResponse('Ce client a déjà une mission de ce modèle pour cet exercice'),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: TEMPLATE_TAGS,
  summary: 'Change l’étape, le statut, le responsable, le réviseur, les coches, le budget, les notes ou le dépôt en ligne d’une mission',
  description:
    'Atteindre une étape marque les précédentes faites (aujourd’hui, par l’utilisateur) sauf si elles l’étaient ; revenir en arrière efface les dates de réalisation à partir de l’étape choisie. « terminee » marque toutes les étapes faites ; « en_attente_client » demande un motif, les autres statuts l’effacent. Quand l’étape liée à l’échéance de la liasse est faite, cette échéance est marquée faite. Deux écritures simultanées : la dernière l’emporte, les deux sont journalisées.',
  request: { params: missionParamsSchema, body: jsonBody(missionPatchSchema) },
  responses: {
    200: json(missionDetailSchema, 'Mission à jour'),
    400: errorResponse('Étape d’un autre modèle, point de contrôle inexistant, collaborateur inconnu, motif manquant ou données invalides ; rien n’est enregistré'),
    401: unauthenticatedResponse,
    404: unknown,
  },
});

/**
 * GET and POST /api/missions, GET and PATCH /api/missions/{id}. Mounted after the static paths
 * under /missions (campaigns, bulk, progress: the descriptor's order), which '/{id}' would match.
 */
export function createMissionRoutes({ db }: { db: Db }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      // Client names are in the rows, responsibles may be deleted (set to null), stages renamed or moved.
      // A write naming clients (a card moved, a client edited) re-reads only their missions; a
      // template's or a user's change (no client) reads the list whole.
      '/': {
        list: 'missions',
        reads: ['mission', 'mission_template', 'client', 'user'],
        partial: (c) => c.req.query('clients') !== undefined,
        rows: patchableList({
          key: 'missions',
          load: async (c, clientIds) => {
            const query = listRoute.request.query.safeParse(c.req.query());
            return query.success ? { missions: await listMissionRows({ db, query: query.data, clientIds }) } : null;
          },
          clientIdOf: (row: MissionRow) => row.clientId,
          rowIdOf: (row) => row.id,
          sortKeyOf: (row) => row.raisonSociale,
        }),
      },
    })
      // The list is sent as read: 8,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => c.json({ missions: await listMissionRows({ db, query: c.req.valid('query') }) }, 200))
      .openapi(createMissionRoute, async (c) => c.json(await createMission({ db, input: c.req.valid('json'), actor: actingUser(c) }), 201))
      .openapi(getRoute, async (c) => c.json(await getMission({ db, id: c.req.valid('param').id }), 200))
      .openapi(patchRoute, async (c) => c.json(await patchMission({ db, id: c.req.valid('param').id, patch: c.req.valid('json'), actor: actingUser(c) }), 200))
  );
}

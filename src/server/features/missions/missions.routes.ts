import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { parisToday } from '../../../shared/dates.ts';
import { missionCreateSchema, missionDetailSchema, missionParamsSchema, missionPatchSchema, type MissionRow } from '../../../shared/missions/api.ts';
import {
  missionBoardSchema,
  missionIdsSchema,
  missionListQuerySchema,
  missionListSchema,
  missionPageQuerySchema,
  missionPageSchema,
  type MissionListQuery,
} from '../../../shared/missions/list-query.ts';
import { actingUser } from '../../auth/acting-user.ts';
import type { SessionEnv } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { withListVersions } from '../../http/conditional-get.ts';
import { patchableList } from '../../http/list-rows.ts';
import { errorResponse, json, jsonBody, unauthenticatedResponse } from '../../http/openapi-responses.ts';
import { validationHook } from '../../http/validation.ts';
import { createMission } from './mission-create.service.ts';
import { patchMission } from './mission-patch.service.ts';
import type { MissionListFilter, MissionOrder } from './mission-list-query.ts';
import { listMissionIds, listMissionPage, readMissionBoard } from './mission-pages.service.ts';
import { getMission, listMissionRows } from './mission-rows.ts';
import { TEMPLATE_TAGS } from './templates.routes.ts';

const invalid = errorResponse('Données invalides (le message dit lesquelles) ; rien n’est enregistré');
const unknown = errorResponse('Mission introuvable');

const FILTERS_DOC =
  'Filtres : modèle (`templateId`), dates de clôture (`closingFrom`, `closingTo`, incluses, AAAA-MM-JJ), client (`clientId`), responsable (`responsibleId`, ou `non-assigne` ; `mine=1` : le vôtre), ' +
  '`late=1` (en cours ou en attente, la date cible de l’étape en cours passée), `waiting=1` (en attente client), `q` (raison sociale, sans accents ni casse), ' +
  '`column` (les missions ouvertes d’une étape, ou `terminee`). Tri : `sort` (client, responsable, statut, ou l’identifiant d’une étape : sa date de réalisation, sinon la date cible) et `order` (asc, desc) ; ' +
  'les missions sans valeur viennent en dernier, puis par client.';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: TEMPLATE_TAGS,
  summary: 'Les missions (tableau de production), par raison sociale : étape en cours, statut, responsable, et pour chaque étape sa date cible et sa date de réalisation',
  description: `${FILTERS_DOC} Sans limit : toutes les missions, { missions } ; la liste d’une campagne (modèle et dates seulement) est versionnée par le journal (ETag, 304) et compressée. Avec limit (1 à 500) : une page, { missions, nextCursor, total } ; sans cursor la première page et total ; avec le nextCursor de la page précédente (mêmes filtres et tri) la suivante, total à null. \`clients\` (au plus 20 identifiants séparés par des virgules) ne renvoie que leurs missions. Un champ sans valeur est absent ; \`stages\` suit l’ordre des étapes du modèle.`,
  request: { query: missionPageQuerySchema },
  responses: {
    200: json(z.union([missionPageSchema, missionListSchema]), 'Missions, toutes ou une page'),
    304: { description: 'Inchangée depuis la version envoyée dans If-None-Match' },
    400: invalid,
    401: unauthenticatedResponse,
  },
});

const idsRoute = createRoute({
  method: 'get',
  path: '/ids',
  tags: TEMPLATE_TAGS,
  summary: 'Les identifiants des missions que les filtres montrent, dans l’ordre du tri (« Tout sélectionner »)',
  description: `${FILTERS_DOC} 10 000 identifiants au plus ; total les compte tous.`,
  request: { query: missionListQuerySchema },
  responses: { 200: json(missionIdsSchema, 'Identifiants'), 400: invalid, 401: unauthenticatedResponse },
});

const boardRoute = createRoute({
  method: 'get',
  path: '/board',
  tags: TEMPLATE_TAGS,
  summary: 'Le tableau en colonnes d’un modèle : pour chaque étape puis « Terminées », le nombre de missions et les premières par client',
  description: `${FILTERS_DOC} Sans \`templateId\` : le premier modèle (celui qu’ouvre la page Production), que \`templateId\` dans la réponse nomme. Versionné par le journal (ETag, 304). La suite d’une colonne : GET /api/missions avec \`column\`, \`limit\` et le nextCursor de la colonne. total compte toutes les missions filtrées, abandonnées comprises.`,
  request: { query: missionListQuerySchema },
  responses: {
    200: json(missionBoardSchema, 'Colonnes'),
    304: { description: 'Inchangé depuis la version envoyée dans If-None-Match' },
    400: invalid,
    401: unauthenticatedResponse,
    404: errorResponse('Aucun modèle de mission'),
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

/** The query's filters as the services take them: « mine » is the caller, « late » is against Paris today. */
const filterOf = (c: Context<SessionEnv>, { mine, sort: _sort, order: _order, ...query }: MissionListQuery): MissionListFilter => ({
  ...query,
  responsibleOf: mine ? actingUser(c).id : undefined,
  today: parisToday(),
});

const orderOf = ({ sort, order }: Pick<MissionListQuery, 'sort' | 'order'>): MissionOrder => ({ sort: sort ?? 'client', desc: order === 'desc' });

/** Client names are in the rows, responsibles may be deleted (set to null), stages renamed or moved. */
const MISSION_LIST_READS = ['mission', 'mission_template', 'client', 'user'] as const;

/** The whole campaign as the journal versions it: anything else (a page, a filter, a sort) is read for the asker alone. */
const CAMPAIGN_PARAMS = new Set(['templateId', 'closingFrom', 'closingTo', 'clientId']);
const isCampaignList = (c: Context<SessionEnv>) => Object.keys(c.req.query()).every((name) => CAMPAIGN_PARAMS.has(name));

/**
 * GET and POST /api/missions, GET /api/missions/ids and /board, GET and PATCH /api/missions/{id}. Mounted after the static paths
 * under /missions (campaigns, bulk, progress: the descriptor's order), which '/{id}' would match.
 */
export function createMissionRoutes({ db }: { db: Db }) {
  return (
    withListVersions(new OpenAPIHono<SessionEnv>({ defaultHook: validationHook }), db, {
      // A write naming clients (a card moved, a client edited) re-reads only their missions; a
      // template's or a user's change (no client) reads the list whole.
      '/': {
        list: 'missions',
        reads: MISSION_LIST_READS,
        partial: (c) => !isCampaignList(c),
        rows: patchableList({
          key: 'missions',
          load: async (c, clientIds) => {
            const query = listRoute.request.query.safeParse(c.req.query());
            return query.success ? { missions: await listMissionRows({ db, filter: filterOf(c, query.data), clientIds }) } : null;
          },
          clientIdOf: (row: MissionRow) => row.clientId,
          rowIdOf: (row) => row.id,
          sortKeyOf: (row) => row.raisonSociale,
        }),
      },
      // What Production opens on: an unchanged board is a 304 that reads nothing, a board another
      // user asked for since the last write is sent from the cache. « mine » is the caller's,
      // « late » is against Paris today.
      '/board': {
        list: 'missions-board',
        reads: MISSION_LIST_READS,
        varyBy: (c) => `${c.req.query('mine') ? actingUser(c).id : ''}.${c.req.query('late') ? parisToday() : ''}`,
      },
    })
      // The list is sent as read: 8,000 rows are not re-validated against the schema on the way out.
      .openapi(listRoute, async (c) => {
        const { limit, cursor, ...query } = c.req.valid('query');
        const filter = filterOf(c, query);
        const order = orderOf(query);
        if (limit === undefined) return c.json({ missions: await listMissionRows({ db, filter, order }) }, 200);
        return c.json(await listMissionPage({ db, filter, order, cursor, limit }), 200);
      })
      .openapi(idsRoute, async (c) => {
        const query = c.req.valid('query');
        return c.json(await listMissionIds({ db, filter: filterOf(c, query), order: orderOf(query) }), 200);
      })
      .openapi(boardRoute, async (c) => {
        const query = c.req.valid('query');
        return c.json(await readMissionBoard({ db, filter: filterOf(c, query) }), 200);
      })
      .openapi(createMissionRoute, async (c) => c.json(await createMission({ db, input: c.req.valid('json'), actor: actingUser(c) }), 201))
      .openapi(getRoute, async (c) => c.json(await getMission({ db, id: c.req.valid('param').id }), 200))
      .openapi(patchRoute, async (c) => c.json(await patchMission({ db, id: c.req.valid('param').id, patch: c.req.valid('json'), actor: actingUser(c) }), 200))
  );
}

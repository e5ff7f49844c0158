import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { CLIENT_LIST_IDS_MAX, clientListIdsSchema } from '../../shared/client-list-page.ts';
import { json, unauthenticatedResponse, type errorResponse } from './openapi-responses.ts';

/**
 * « Tout sélectionner » of a client list paged on the server (decision 0009): GET <list>/ids, the
 * list's filters without a page, the ids they show in the list's order up to CLIENT_LIST_IDS_MAX
 * and how many in all. One declaration for the lists read through http/client-list-page.ts.
 */
export function clientListIdsRoute<P extends string, R extends NonNullable<RouteConfig['request']>>({
  path,
  tags,
  listPath,
  request,
  invalid,
}: {
  /** This route's path under the feature's router ('/ids', '/{kind}/ids'). */
  path: P;
  tags: string[];
  /** The list's own path as the API documents it ('/api/compliance'). */
  listPath: string;
  /** The list's params (its kind) and its filters' query schema. */
  request: R;
  invalid: ReturnType<typeof errorResponse>;
}) {
  return createRoute({
    method: 'get',
    path,
    tags,
    summary: 'Les identifiants des clients que les filtres montrent, dans l’ordre de la liste (« Tout sélectionner »)',
    description: `Les filtres de GET ${listPath}, sans page ; ${CLIENT_LIST_IDS_MAX.toLocaleString('fr-FR')} identifiants au plus, total les compte tous.`,
    request,
    responses: { 200: json(clientListIdsSchema, 'Identifiants'), 400: invalid, 401: unauthenticatedResponse },
  });
}

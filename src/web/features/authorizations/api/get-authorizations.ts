import type { QueryClient } from '@tanstack/react-query';

import type { AuthorizationKind, HistoryEntry } from '../../../../shared/authorizations.ts';
import type { ListFilters } from '../../../entities/client/list/lib/list-search.ts';
import { clientListParams, prefetchClientListPage, useClientListFirstPage } from '../../../entities/client/list/paged-client-list-query.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const authorizationsRootKey = ['authorizations'] as const;

/**
 * A kind's list (Habilitations, Banque), paged on the server (decision 0009: 8.1 MB of JSON at
 * 50,000 clients), cached page by page under one key per kind and filters; a change refreshes the
 * loaded pages.
 */
export const authorizationPagesRoot = [...authorizationsRootKey, 'pages'] as const;
export const authorizationPagesPrefix = (kind: AuthorizationKind) => [...authorizationPagesRoot, kind] as const;
export const authorizationsPath = (kind: AuthorizationKind) => `/api/authorizations/${kind}`;

/** The URL's filters as GET /api/authorizations/:kind takes them (the kind is the path's). */
export const authorizationListParams = (filters: ListFilters<string>) => clientListParams(filters, {});

/** The route's prefetch: the first page of the kind the URL names. */
export const prefetchAuthorizationsPage = (queryClient: QueryClient, kind: AuthorizationKind, filters: ListFilters<string>) =>
  prefetchClientListPage(queryClient, authorizationPagesPrefix(kind), authorizationsPath(kind), authorizationListParams(filters));

/**
 * The tiles of a kind's list under these filters (its clients by status, the portfolio's whatever
 * status or search is chosen), as the first page gives them: the tab's request, from the cache.
 */
export function useAuthorizationTiles(kind: AuthorizationKind, filters: ListFilters<string>): Readonly<Record<string, number>> | undefined {
  return useClientListFirstPage(authorizationPagesPrefix(kind), authorizationsPath(kind), authorizationListParams(filters))?.counts ?? undefined;
}

// Its own root, so that cancelling or invalidating a list leaves the open history alone.
export const authorizationHistoryRootKey = ['authorization-history'] as const;
export const authorizationHistoryQueryKey = (kind: AuthorizationKind, clientId: string) =>
  [...authorizationHistoryRootKey, kind, clientId] as const;

export const fetchAuthorizationHistory = (kind: AuthorizationKind, clientId: string, signal: AbortSignal) =>
  apiFetch<{ entries: HistoryEntry[] }>(`/api/authorizations/${kind}/${clientId}/history`, { signal }).then(
    (body) => body.entries,
  );

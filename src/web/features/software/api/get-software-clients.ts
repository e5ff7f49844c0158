import type { QueryClient } from '@tanstack/react-query';

import type { SoftwareClientRow } from '../../../../shared/software.ts';
import { clientListParams, prefetchClientListPage, type ClientListPages } from '../../../entities/client/list/paged-client-list-query.ts';
import type { SoftwareFilters } from '../use-software-filters.ts';

// « Clients actifs » of the Logiciels page: the active clients with their software, a list of its
// own (GET /api/software/clients) rather than the whole client list, paged on the server (decision
// 0009: 7.5 MB of JSON whole at 50,000 clients), cached page by page under one key per filters; a
// change refreshes the loaded pages and the tiles (the cards' counts within a portfolio). Its own
// root, not under ['software']: invalidating the cards' counts must not read the pages again.

export const SOFTWARE_CLIENTS_PATH = '/api/software/clients';
export const softwareClientPagesPrefix = ['software-clients', 'pages'] as const;

/**
 * The URL's filters as GET /api/software/clients takes them; `software`: the pressed card's
 * software (the URL's `logiciel`), or none.
 */
export const softwareClientListParams = (filters: SoftwareFilters, software: string | undefined) => clientListParams(filters, { software });

/** The route's prefetch: the first page under the URL's filters, its card's software as the URL names it. */
export const prefetchSoftwareClientsPage = (queryClient: QueryClient, filters: SoftwareFilters) =>
  prefetchClientListPage(queryClient, softwareClientPagesPrefix, SOFTWARE_CLIENTS_PATH, softwareClientListParams(filters, filters.logiciel));

/** Each loaded page of every cached filter of the list. */
export type SoftwareClientPages = ClientListPages<SoftwareClientRow>;

import type { QueryClient } from '@tanstack/react-query';

import type { HistoryEntry } from '../../../../shared/authorizations.ts';
import type { EInvoicingRow } from '../../../../shared/e-invoicing/api.ts';
import type { ListFilters } from '../../../entities/client/list/lib/list-search.ts';
import { clientListParams, prefetchClientListPage, type ClientListPages } from '../../../entities/client/list/paged-client-list-query.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { EInvoicingFilters } from '../lib/filters.ts';
import type { EInvoicingTab } from '../lib/tabs.ts';

export const E_INVOICING_PATH = '/api/e-invoicing';
export const eInvoicingRootKey = ['e-invoicing'] as const;

/**
 * The page's list, paged on the server (decision 0009: 21.7 MB of JSON at 50,000 clients), cached
 * page by page under one key per tab and filters; a change refreshes the loaded pages.
 */
export const eInvoicingPagesPrefix = [...eInvoicingRootKey, 'pages'] as const;

/** A tab's filters as GET /api/e-invoicing takes them (the page's URL names them in French). */
export const eInvoicingListParams = (tab: EInvoicingTab, filters: ListFilters<string> & EInvoicingFilters) =>
  clientListParams(filters, { tab, category: filters.categorie, platform: filters.plateforme });

/** The route's prefetch: the first page of the tab the URL names. */
export const prefetchEInvoicingPage = (queryClient: QueryClient, tab: EInvoicingTab, filters: ListFilters<string> & EInvoicingFilters) =>
  prefetchClientListPage(queryClient, eInvoicingPagesPrefix, E_INVOICING_PATH, eInvoicingListParams(tab, filters));

/** Each loaded page of every cached filter of the list: what an edit changes in place. */
export type EInvoicingPages = ClientListPages<EInvoicingRow>;

// Its own root, so that cancelling or invalidating the list leaves the open history alone.
export const eInvoicingHistoryRootKey = ['e-invoicing-history'] as const;
export const eInvoicingHistoryQueryKey = (clientId: string) => [...eInvoicingHistoryRootKey, clientId] as const;

export const fetchEInvoicingHistory = (clientId: string, signal: AbortSignal) =>
  apiFetch<{ entries: HistoryEntry[] }>(`/api/e-invoicing/${clientId}/history`, { signal }).then((body) => body.entries);

import { queryOptions, type QueryClient } from '@tanstack/react-query';

import type { ComplianceFile, ComplianceRow } from '../../../../shared/compliance/api.ts';
import type { ListFilters } from '../../../entities/client/list/lib/list-search.ts';
import { clientListParams, prefetchClientListPage } from '../../../entities/client/list/paged-client-list-query.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ComplianceFilters } from '../lib/filters.ts';
import type { ComplianceTab } from '../lib/tabs.ts';

export const COMPLIANCE_PATH = '/api/compliance';
/** A row as the client lists read it. */
export type ComplianceListRow = ComplianceRow;

export const complianceRootKey = ['compliance'] as const;

/**
 * The page's list, paged on the server (decision 0009: 20.5 MB of JSON at 50,000 clients),
 * cached page by page under one key per tab and filters; a change refreshes the loaded pages.
 */
export const compliancePagesPrefix = [...complianceRootKey, 'pages'] as const;

/** A tab's filters as GET /api/compliance takes them (the page's URL names them in French); the gap on « Contrôle qualité » only. */
export const complianceListParams = (tab: ComplianceTab, filters: ListFilters<string> & ComplianceFilters) =>
  clientListParams(filters, { tab, gap: tab === 'controle' ? filters.lacune : undefined });

/** The route's prefetch: the first page of the tab the URL names. */
export const prefetchCompliancePage = (queryClient: QueryClient, tab: ComplianceTab, filters: ListFilters<string> & ComplianceFilters) =>
  prefetchClientListPage(queryClient, compliancePagesPrefix, COMPLIANCE_PATH, complianceListParams(tab, filters));

/** The ended relationships (files kept five years, CMF L561-12): a few rows, shown apart on « Contrôle qualité ». */
export const endedComplianceQueryOptions = () =>
  queryOptions({
    queryKey: [...complianceRootKey, 'ended'],
    queryFn: ({ signal }) => apiFetch<{ clients: ComplianceRow[] }>(`${COMPLIANCE_PATH}?ended=true`, { signal }).then((body) => body.clients),
  });

// Its own root, so that cancelling or invalidating the list leaves the open file alone.
export const complianceFileRootKey = ['compliance-file'] as const;

export const complianceFileQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...complianceFileRootKey, clientId],
    queryFn: ({ signal }) => apiFetch<ComplianceFile>(`/api/compliance/${clientId}`, { signal }),
  });

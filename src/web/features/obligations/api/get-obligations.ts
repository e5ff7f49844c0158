import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';

import { OBLIGATION_PAGE_SIZE, type ObligationIds, type ObligationList, type ObligationPage, type ObligationRow } from '../../../../shared/obligations/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { pagedListQueryOptions } from '../../../lib/paged-list.ts';
import {
  obligationCountersQueryOptions,
  obligationListParams,
  obligationsRootKey,
  type ObligationFilters,
  type PortfolioFilters,
} from '../../../entities/obligation/obligations-query.ts';

/**
 * The Échéances page's list, cached page by page under its own prefix: the whole lists under
 * ['obligations', 'list'] (the Tâches calendar) are patched by client on a live change, these
 * pages are refetched instead (index.ts's staleOn), since a patched row may belong to a page not
 * loaded yet.
 */
export const obligationPagesPrefix = [...obligationsRootKey, 'pages'] as const;
export const obligationPagesKey = (filters: ObligationFilters) => [...obligationPagesPrefix, obligationListParams(filters)] as const;

export type ObligationPages = InfiniteData<ObligationPage, string | null>;

/** The filters and the page size (OBLIGATION_PAGE_SIZE). */
const pageParams = (filters: ObligationFilters) => {
  const params = new URLSearchParams(obligationListParams(filters));
  params.set('limit', String(OBLIGATION_PAGE_SIZE));
  return params;
};

export const obligationPagesQueryOptions = (filters: ObligationFilters) =>
  pagedListQueryOptions<ObligationPage, ReturnType<typeof obligationPagesKey>>(obligationPagesKey(filters), '/api/obligations', pageParams(filters));

// The previous filter's rows stay on screen while the new ones load, so the table does not flash.
export const useObligationPages = (filters: ObligationFilters) => useInfiniteQuery({ ...obligationPagesQueryOptions(filters), placeholderData: keepPreviousData });

/** GET /api/obligations/ids: every row the filters (obligationListParams) show, the list being paged, for « Tout sélectionner ». */
export const fetchObligationIds = (params: string) => apiFetch<ObligationIds>(`/api/obligations/ids?${params}`);

/** The whole list under the filters (obligationListParams), no page, for « Exporter (CSV) »: every row they show, loaded or not. */
export const fetchAllObligations = async (params: string): Promise<ObligationRow[]> =>
  (await apiFetch<ObligationList>(`/api/obligations?${params}`)).obligations;

export const useObligationCounters = (portfolio: PortfolioFilters) => useQuery(obligationCountersQueryOptions(portfolio));

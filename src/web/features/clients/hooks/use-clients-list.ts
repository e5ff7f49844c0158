import { useCallback, useMemo } from 'react';

import type { ClientPage } from '../../../../shared/clients-page.ts';
import type { ClientRow } from '../../../../shared/clients.ts';
import { useRowSelection } from '../../../components/selection/use-row-selection.ts';
import { useLoadedPages } from '../../../lib/paged-list.ts';
import { fetchClientIds, useClientCount, useClientPages, useClientRow } from '../api/get-client-pages.ts';
import type { ClientsView } from './use-clients-view.ts';

const NO_ROWS: readonly ClientRow[] = [];
const clientsOf = (page: ClientPage) => page.clients;

/** The query string without the sort: sorting keeps the selection, filtering drops it. */
function filtersOf(params: string): string {
  const filters = new URLSearchParams(params);
  filters.delete('sort');
  filters.delete('order');
  return filters.toString();
}

/**
 * The clients the view shows, loaded page by page (the next one asked for near the end of the
 * grid), the one just added on top; how many the filters show, and among how many; their
 * selection (dropped when the view changes; « Tout sélectionner » asks the server for every id).
 */
export function useClientsList(view: Pick<ClientsView, 'params' | 'pinnedId' | 'isFiltered'>) {
  const { params, pinnedId, isFiltered } = view;
  const query = useClientPages(params);
  const { loaded, rows: pageRows, total, hasNextPage, handleNearEnd } = useLoadedPages(query, clientsOf, NO_ROWS);
  const pinnedRow = useClientRow(pinnedId).data;
  const rows = useMemo(() => {
    if (!pinnedId) return pageRows;
    const pinned = pageRows.find((row) => row.id === pinnedId) ?? pinnedRow;
    return pinned ? [pinned, ...pageRows.filter((row) => row.id !== pinnedId)] : pageRows;
  }, [pageRows, pinnedId, pinnedRow]);
  // Unfiltered, the first page's total (not the previous filter's, still shown while it loads) is the firm's.
  const unfilteredTotal = !isFiltered && !query.isPlaceholderData ? (query.data?.pages[0]?.total ?? undefined) : undefined;
  const firmTotal = useClientCount({ isFiltered, unfilteredTotal }).data;

  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const fetchAllIds = useCallback(() => fetchClientIds(params), [params]);
  const selection = useRowSelection({
    ids,
    resetKey: filtersOf(params),
    // Once the last page is in, the loaded rows are every row: « Tout sélectionner » needs no round trip.
    fetchAllIds: hasNextPage ? fetchAllIds : undefined,
  });
  return { query, loaded, rows, total, firmTotal: isFiltered ? (firmTotal ?? null) : null, handleNearEnd, selection };
}

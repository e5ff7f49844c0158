import { useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';

import type { Classification } from '../../../../shared/clients.ts';
import { clientListParams } from '../api/get-client-pages.ts';
import { columnsFromSearch, columnsToSearch, sortFromSearch, sortToSearch, type ClientsSearch } from '../clients-search.ts';
import type { OptionalColumn } from '../lib/client-columns.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { hasActiveFilters } from '../lib/filter-clients.ts';
import type { ClientSort } from '../lib/sort-clients.ts';

const routeApi = getRouteApi('/app/clients');

/** The URL follows the search box this long after the last keystroke. */
const SEARCH_URL_DELAY_MS = 300;
/**
 * The list follows it sooner: a burst of keys (a held key, a fast pair of letters) makes one
 * request, and a letter typed alone is asked for at once (at 50,000 clients, 120 ms of waiting
 * here were half of a keystroke's time to its rows).
 */
const SEARCH_QUERY_DELAY_MS = 60;

/**
 * Search, filters and sort, kept in the URL, and what GET /api/clients is asked for under them
 * (the server searches, filters and sorts: decision 0009).
 */
export function useClientsView() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  // A client just added stays on top, whatever the sort and filters, until they change.
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const typed = useTypedQuery(search.recherche, () => setPinnedId(null));
  const askedQuery = useDebouncedValue(typed.query, SEARCH_QUERY_DELAY_MS);
  const { column, direction } = sortFromSearch(search);
  const { collaborateur, classification, colonnes } = search;
  const params = clientListParams({ q: askedQuery, collaborator: collaborateur, classification, sort: column, order: direction });
  const shownColumns = useMemo(() => columnsFromSearch({ colonnes }), [colonnes]);

  function updateSearch(changes: Partial<ClientsSearch>, replace = false) {
    setPinnedId(null);
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace });
  }

  return {
    /** GET /api/clients's query string for what is shown. */
    params,
    query: typed.query,
    collaboratorId: collaborateur,
    classification,
    sort: { column, direction } satisfies ClientSort,
    // The query asked for, as the rows: the counter never describes a list not shown yet.
    isFiltered: hasActiveFilters({ query: askedQuery, collaboratorId: collaborateur, classification }),
    setQuery: typed.setQuery,
    setCollaborator: (id: string | undefined) => updateSearch({ collaborateur: id }),
    setClassification: (value: Classification | undefined) => updateSearch({ classification: value }),
    setSort: (sort: ClientSort) => updateSearch(sortToSearch(sort)),
    resetFilters: () => {
      typed.dropDraft();
      updateSearch({ recherche: undefined, collaborateur: undefined, classification: undefined });
    },
    pinnedId,
    pin: setPinnedId,
    shownColumns,
    // Replace: showing a column is no step to go back through.
    setShownColumns: (columns: OptionalColumn[]) =>
      void navigate({ search: (previous) => ({ ...previous, colonnes: columnsToSearch(columns) }), replace: true }),
    /** The client whose sheet is open; opening and closing it are history steps (Back closes it). */
    sheetClientId: search.fiche,
    openSheet: (id: string) => void navigate({ search: (previous) => ({ ...previous, fiche: id }) }),
    closeSheet: () => void navigate({ search: (previous) => ({ ...previous, fiche: undefined }) }),
  };
}

export type ClientsView = ReturnType<typeof useClientsView>;

/** The search box's text: shown at once as typed, written to the URL once typing pauses. */
function useTypedQuery(urlQuery: string | undefined, onType: () => void) {
  const navigate = routeApi.useNavigate();
  // What is typed, until the URL has caught up with it.
  const [draft, setDraft] = useState<string | null>(null);
  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(urlTimer.current), []);

  function setQuery(value: string) {
    setDraft(value);
    onType();
    clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(() => {
      // Replace, not push: the back button should not replay every word typed.
      void navigate({
        search: (previous) => ({ ...previous, recherche: value.trim() ? value : undefined }),
        replace: true,
      }).then(() => setDraft((current) => (current === value ? null : current)));
    }, SEARCH_URL_DELAY_MS);
  }

  /** Forgets what was typed and not yet written (the filters are being reset). */
  function dropDraft() {
    clearTimeout(urlTimer.current);
    setDraft(null);
  }

  return { query: draft ?? urlQuery ?? '', setQuery, dropDraft };
}

import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';

import type { Classification, ClientRow } from '../../../../shared/clients.ts';
import { columnsFromSearch, columnsToSearch, sortFromSearch, sortToSearch, type ClientsSearch } from '../clients-search.ts';
import type { OptionalColumn } from '../lib/client-columns.ts';
import type { ClientLookups } from '../lib/client-lookups.ts';
import { filterClients, hasActiveFilters } from '../lib/filter-clients.ts';
import { searchKeys } from '../../../../shared/client-search.ts';
import { sortClients, type ClientSort } from '../lib/sort-clients.ts';

const routeApi = getRouteApi('/app/clients');

/** The URL follows the search box this long after the last keystroke; the list follows at once. */
const SEARCH_URL_DELAY_MS = 300;

const EMPTY: readonly ClientRow[] = [];

/**
 * Search, filters and sort, kept in the URL: the full list is sorted when the data or the sort
 * change, then filtered (one cheap pass) on each keystroke.
 */
export function useClientsView(clients: readonly ClientRow[] | undefined, lookups: ClientLookups) {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const all = clients ?? EMPTY;

  // What is typed, until the URL has caught up with it.
  const [draft, setDraft] = useState<string | null>(null);
  const query = draft ?? search.recherche ?? '';
  const deferredQuery = useDeferredValue(query);
  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(urlTimer.current), []);

  // A client just added stays on top, whatever the sort and filters, until they change.
  const [pinnedId, setPinnedId] = useState<string | null>(null);

  // Fold every name while the browser is idle, so the first keystroke does not pay for it.
  useEffect(() => {
    if (all.length === 0) return;
    const handle = requestIdleCallback(() => all.forEach(searchKeys));
    return () => cancelIdleCallback(handle);
  }, [all]);

  const { column, direction } = sortFromSearch(search);
  const sorted = useMemo(() => sortClients(all, { column, direction }, lookups), [all, column, direction, lookups]);

  const { collaborateur, classification } = search;
  const filtered = useMemo(
    () => filterClients(sorted, { query: deferredQuery, collaboratorId: collaborateur, classification }),
    [sorted, deferredQuery, collaborateur, classification],
  );

  const { colonnes } = search;
  const shownColumns = useMemo(() => columnsFromSearch({ colonnes }), [colonnes]);

  const rows = useMemo(() => {
    const pinned = pinnedId ? all.find((row) => row.id === pinnedId) : undefined;
    return pinned ? [pinned, ...filtered.filter((row) => row.id !== pinned.id)] : filtered;
  }, [all, filtered, pinnedId]);

  function updateSearch(changes: Partial<ClientsSearch>, replace = false) {
    setPinnedId(null);
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace });
  }

  function setQuery(value: string) {
    setDraft(value);
    setPinnedId(null);
    clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(() => {
      // Replace, not push: the back button should not replay every word typed.
      void navigate({
        search: (previous) => ({ ...previous, recherche: value.trim() ? value : undefined }),
        replace: true,
      }).then(() => setDraft((current) => (current === value ? null : current)));
    }, SEARCH_URL_DELAY_MS);
  }

  function resetFilters() {
    clearTimeout(urlTimer.current);
    setDraft(null);
    updateSearch({ recherche: undefined, collaborateur: undefined, classification: undefined });
  }

  return {
    rows,
    total: all.length,
    query,
    collaboratorId: collaborateur,
    classification,
    sort: { column, direction } satisfies ClientSort,
    // The deferred query, as the rows: the counter never describes a list not shown yet.
    isFiltered: hasActiveFilters({ query: deferredQuery, collaboratorId: collaborateur, classification }),
    setQuery,
    setCollaborator: (id: string | undefined) => updateSearch({ collaborateur: id }),
    setClassification: (value: Classification | undefined) => updateSearch({ classification: value }),
    setSort: (sort: ClientSort) => updateSearch(sortToSearch(sort)),
    resetFilters,
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

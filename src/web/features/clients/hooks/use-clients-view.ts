import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';

import type { Classification, ClientRow } from '../../../../shared/clients.ts';
import { columnsFromSearch, columnsToSearch, sortFromSearch, sortToSearch, type ClientsSearch } from '../clients-search.ts';
import type { OptionalColumn } from '../lib/client-columns.ts';
import type { ClientLookups } from '../lib/client-lookups.ts';
import { filterClients, hasActiveFilters, type ClientFilters } from '../lib/filter-clients.ts';
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
  // A client just added stays on top, whatever the sort and filters, until they change.
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const typed = useTypedQuery(search.recherche, () => setPinnedId(null));
  const deferredQuery = useDeferredValue(typed.query);
  usePrewarmSearchKeys(all);
  const { column, direction } = sortFromSearch(search);
  const { collaborateur, classification, colonnes } = search;
  const rows = useShownRows(all, { column, direction }, lookups, { query: deferredQuery, collaboratorId: collaborateur, classification }, pinnedId);
  const shownColumns = useMemo(() => columnsFromSearch({ colonnes }), [colonnes]);

  function updateSearch(changes: Partial<ClientsSearch>, replace = false) {
    setPinnedId(null);
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace });
  }

  return {
    rows,
    total: all.length,
    query: typed.query,
    collaboratorId: collaborateur,
    classification,
    sort: { column, direction } satisfies ClientSort,
    // The deferred query, as the rows: the counter never describes a list not shown yet.
    isFiltered: hasActiveFilters({ query: deferredQuery, collaboratorId: collaborateur, classification }),
    setQuery: typed.setQuery,
    setCollaborator: (id: string | undefined) => updateSearch({ collaborateur: id }),
    setClassification: (value: Classification | undefined) => updateSearch({ classification: value }),
    setSort: (sort: ClientSort) => updateSearch(sortToSearch(sort)),
    resetFilters: () => {
      typed.dropDraft();
      updateSearch({ recherche: undefined, collaborateur: undefined, classification: undefined });
    },
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

/** The search box's text: answered at once from what is typed, written to the URL once typing pauses. */
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

/** Folds every name while the browser is idle, so the first keystroke does not pay for it. */
function usePrewarmSearchKeys(all: readonly ClientRow[]) {
  useEffect(() => {
    if (all.length === 0) return;
    const handle = requestIdleCallback(() => all.forEach(searchKeys));
    return () => cancelIdleCallback(handle);
  }, [all]);
}

/** The clients sorted, then filtered, the pinned one first. */
function useShownRows(
  all: readonly ClientRow[],
  { column, direction }: ClientSort,
  lookups: ClientLookups,
  { query, collaboratorId, classification }: ClientFilters,
  pinnedId: string | null,
) {
  const sorted = useMemo(() => sortClients(all, { column, direction }, lookups), [all, column, direction, lookups]);
  const filtered = useMemo(
    () => filterClients(sorted, { query, collaboratorId, classification }),
    [sorted, query, collaboratorId, classification],
  );
  return useMemo(() => {
    const pinned = pinnedId ? all.find((row) => row.id === pinnedId) : undefined;
    return pinned ? [pinned, ...filtered.filter((row) => row.id !== pinned.id)] : filtered;
  }, [all, filtered, pinnedId]);
}

import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';

import { parisYear } from '../../../../shared/dates.ts';
import type { MissionRow } from '../../../../shared/missions/api.ts';
import {
  MISSION_PAGE_SIZE,
  type MissionBoard,
  type MissionIds,
  type MissionPage,
} from '../../../../shared/missions/list-query.ts';
import type { MissionTemplate } from '../../../../shared/missions/templates.ts';
import { missionTemplatesQueryOptions } from '../../../entities/mission/mission-templates-query.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { pagedListQueryOptions } from '../../../lib/paged-list.ts';
import { validateMissionsSearch, type MissionsSearch } from '../missions-search.ts';
import { DEFAULT_TABLE_SORT, type TableSort } from '../lib/table-sort.ts';
import { missionsRootKey } from './missions-keys.ts';

// The board and the production table read a campaign in pages (decision 0009): the board its
// columns' counts and first cards (GET /api/missions/board), then a column's next cards; the table
// pages of rows in its sort (GET /api/missions?limit=). A change refreshes what is loaded.

/** The board's and the table's queries, whatever their filters (under missionsRootKey, which a sheet's write reloads). */
export const missionListRootKey = [...missionsRootKey, 'list'] as const;

/** The campaign and the filters: what the board, the table, their ids and their export ask with. */
export type MissionFilters = {
  /** Absent: the board of the first template (GET /api/missions/board alone takes that). */
  templateId?: string | undefined;
  year: number;
  /** A user's id or NO_RESPONSIBLE (« Collaborateur »); `mine`: the caller (« Mes clients »). */
  responsibleId?: string | undefined;
  mine?: boolean;
  late?: boolean;
  waiting?: boolean;
  q?: string | undefined;
};

/** The filters as the API's query string, in a fixed order (a query key). */
export function missionListParams(filters: MissionFilters): string {
  const params = new URLSearchParams(filters.templateId ? { templateId: filters.templateId } : {});
  params.set('closingFrom', `${filters.year}-01-01`);
  params.set('closingTo', `${filters.year}-12-31`);
  if (filters.mine) params.set('mine', '1');
  else if (filters.responsibleId) params.set('responsibleId', filters.responsibleId);
  if (filters.late) params.set('late', '1');
  if (filters.waiting) params.set('waiting', '1');
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  return params.toString();
}

/** The page's filters from its URL (the text as the URL has it: the page debounces what is typed). */
export const missionFiltersOf = (search: MissionsSearch, templateId: string | undefined, year: number): MissionFilters => ({
  templateId,
  year,
  responsibleId: search.collaborateur,
  mine: search.mes === 1,
  late: search.retard === 1,
  waiting: search.attente === 1,
  q: search.recherche,
});

/** The table's sort as the API takes it; the default (by client, ascending) stays out. */
const withSort = (params: string, sort: TableSort) => {
  const query = new URLSearchParams(params);
  if (sort.column !== DEFAULT_TABLE_SORT.column || sort.direction !== 'asc') {
    query.set('sort', sort.column);
    query.set('order', sort.direction);
  }
  return query.toString();
};

// Not zod-parsed: our own API, typed by the shared contract.
export const missionBoardQueryOptions = (params: string) =>
  queryOptions({
    queryKey: [...missionListRootKey, 'board', params] as const,
    queryFn: ({ signal }) => apiFetch<MissionBoard>(`/api/missions/board?${params}`, { signal }),
  });

/** A column's cards after the board's first ones, from the board's cursor for it (the key holds it: a new board, new pages). */
export const missionColumnPagesQueryOptions = (params: string, column: string, cursor: string) => {
  const query = new URLSearchParams(params);
  query.set('column', column);
  query.set('limit', String(MISSION_PAGE_SIZE));
  return {
    ...pagedListQueryOptions<MissionPage, readonly unknown[]>([...missionListRootKey, 'column', params, column, cursor], '/api/missions', query),
    initialPageParam: cursor as string | null,
  };
};

export const missionTablePagesQueryOptions = (params: string, sort: TableSort) => {
  const query = new URLSearchParams(withSort(params, sort));
  query.set('limit', String(MISSION_PAGE_SIZE));
  return pagedListQueryOptions<MissionPage, readonly unknown[]>([...missionListRootKey, 'table', withSort(params, sort)], '/api/missions', query);
};

/** GET /api/missions/ids: every mission the filters show, in the table's sort (« Tout sélectionner »). */
export const fetchMissionIds = (params: string, sort: TableSort) => apiFetch<MissionIds>(`/api/missions/ids?${withSort(params, sort)}`);

/** The whole list under the filters, in the table's sort, no page: « Exporter (CSV) » writes every row they show. */
export const fetchAllMissions = async (params: string, sort: TableSort): Promise<MissionRow[]> =>
  (await apiFetch<{ missions: MissionRow[] }>(`/api/missions?${withSort(params, sort)}`)).missions;

/** The template the page shows: the one the URL names, else the first. */
export const chosenTemplate = (templates: readonly MissionTemplate[] | undefined, modele: string | undefined) =>
  templates?.find((candidate) => candidate.id === modele) ?? templates?.[0];

/** The table's sort from the URL. */
export const tableSortOf = (search: MissionsSearch): TableSort => ({ column: search.tri ?? DEFAULT_TABLE_SORT.column, direction: search.ordre ?? 'asc' });

/**
 * Production's prefetch, from the moment the route is entered (not after the session check and the
 * page's code): the templates and what the URL's view shows of the template and exercise it names
 * (the first template and this year by default). The board of the first template goes out with the
 * templates, not after them (the server knows which is first): once they are in, its answer stands
 * under the key the page reads. Its errors are the page's to show.
 */
export function prefetchMissionList(queryClient: QueryClient, rawSearch: Record<string, unknown>) {
  const search = validateMissionsSearch(rawSearch);
  const year = search.exercice ?? parisYear();
  // « Mes clients » needs the caller's id, which the server knows: `mine` goes as is.
  const paramsOf = (templateId: string | undefined) => missionListParams(missionFiltersOf(search, templateId, year));
  // Entering the route prefetches again what the app's start did: the request in flight is shared, none is kept after.
  const firstBoard =
    search.vue !== 'tableau' && !search.modele ? queryClient.fetchQuery({ ...missionBoardQueryOptions(paramsOf(undefined)), staleTime: 0, gcTime: 0 }) : null;
  firstBoard?.catch(() => undefined);
  void queryClient
    .ensureQueryData(missionTemplatesQueryOptions())
    .then((templates) => {
      const template = chosenTemplate(templates, search.modele);
      if (!template) return undefined;
      const params = paramsOf(template.id);
      if (search.vue === 'tableau') return queryClient.prefetchInfiniteQuery(missionTablePagesQueryOptions(params, tableSortOf(search)));
      const options = missionBoardQueryOptions(params);
      if (!firstBoard) return queryClient.prefetchQuery(options);
      // The answer in flight is the page's while it is that template's (a template added first meanwhile: asked again).
      return queryClient.prefetchQuery({
        queryKey: options.queryKey,
        queryFn: async ({ signal }) => {
          const board = await firstBoard;
          return board.templateId === template.id ? board : apiFetch<MissionBoard>(`/api/missions/board?${params}`, { signal });
        },
      });
    })
    .catch(() => undefined);
}

/** A card of the board under `params`, in its first cards or a column's next pages (a card dropped: its id is all the drag carries). */
export function findLoadedMission(queryClient: QueryClient, params: string, id: string): MissionRow | undefined {
  const board = queryClient.getQueryData(missionBoardQueryOptions(params).queryKey);
  const pages = queryClient.getQueriesData<InfiniteData<MissionPage>>({ queryKey: [...missionListRootKey, 'column', params] });
  const lists = [...(board?.columns.map((column) => column.missions) ?? []), ...pages.flatMap(([, data]) => data?.pages.map((page) => page.missions) ?? [])];
  for (const list of lists) {
    const row = list.find((candidate) => candidate.id === id);
    if (row) return row;
  }
  return undefined;
}

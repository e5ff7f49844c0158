import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import type { MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionPage } from '../../../../shared/missions/list-query.ts';
import { useRowSelection } from '../../../components/selection/use-row-selection.ts';
import { useLoadedPages } from '../../../lib/paged-list.ts';
import { fetchMissionIds, missionTablePagesQueryOptions } from '../api/get-missions.ts';
import type { TableSort } from '../lib/table-sort.ts';

const NO_ROWS: readonly MissionRow[] = [];
const missionsOf = (page: MissionPage) => page.missions;

type MissionTableOptions = {
  params: string;
  sort: TableSort;
  /** « Tableau » is shown (the board asks for its own answer). */
  enabled: boolean;
  /** The filters and the view, as one string: when it changes, the selection is dropped. */
  resetKey: string;
};

/**
 * The production table's rows in its sort, loaded page by page (the next one asked for near the
 * end of the table), how many the filters show in all, and their selection (« Tout sélectionner »
 * asks the server for every id while pages remain).
 */
export function useMissionTable({ params, sort, enabled, resetKey }: MissionTableOptions) {
  // The previous filter's or sort's rows stay on screen while the new ones load, so the table does not flash.
  const query = useInfiniteQuery({ ...missionTablePagesQueryOptions(params, sort), enabled, placeholderData: keepPreviousData });
  const { loaded, rows, total, hasNextPage, handleNearEnd } = useLoadedPages(query, missionsOf, NO_ROWS);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const { column, direction } = sort;
  const fetchAllIds = useCallback(() => fetchMissionIds(params, { column, direction }), [params, column, direction]);
  const selection = useRowSelection({ ids, resetKey, fetchAllIds: hasNextPage ? fetchAllIds : undefined });
  return { query, loaded, rows, total, handleNearEnd, selection };
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

import type { MissionRow } from '../../../../shared/missions/api.ts';
import type { MissionPage } from '../../../../shared/missions/list-query.ts';
import { missionColumnPagesQueryOptions } from '../api/get-missions.ts';

type ColumnStart = { key: string; rows: readonly MissionRow[]; nextCursor: string | null };

const missionsOf = (page: MissionPage) => page.missions;

/**
 * A column's cards: the board's first ones, then, once scrolled near their end, the column's next
 * pages from the board's cursor (a refreshed board brings a new cursor, whose pages load again if
 * the column had gone on). A card that moved between two reads is shown once.
 */
export function useColumnRows(params: string, column: ColumnStart) {
  const [wanted, setWanted] = useState(false);
  const cursor = column.nextCursor;
  const more = useInfiniteQuery({ ...missionColumnPagesQueryOptions(params, column.key, cursor ?? ''), enabled: wanted && cursor !== null });
  const pages = more.data?.pages;
  const rows = useMemo(() => {
    if (!pages || cursor === null) return column.rows;
    const seen = new Set(column.rows.map((row) => row.id));
    return [...column.rows, ...pages.flatMap(missionsOf).filter((row) => !seen.has(row.id))];
  }, [column.rows, pages, cursor]);
  const { hasNextPage, isFetching, fetchNextPage } = more;
  const handleNearEnd = useCallback(() => {
    if (cursor === null || isFetching) return;
    if (!wanted) setWanted(true);
    else if (hasNextPage) void fetchNextPage();
  }, [cursor, wanted, hasNextPage, isFetching, fetchNextPage]);
  return { rows, handleNearEnd };
}

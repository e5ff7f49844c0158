import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import type { ActivityPage } from '../../../../shared/activity.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { activityQueryString, journalFilters, type JournalSearch } from '../lib/journal-search.ts';

/** Every page of the journal, whatever its filters: any write adds a line. */
export const activityRootKey = ['activity'] as const;

export const activityQueryOptions = (search: JournalSearch) => {
  const filters = journalFilters(search);
  return infiniteQueryOptions({
    queryKey: [...activityRootKey, filters] as const,
    queryFn: ({ signal, pageParam }) => apiFetch<ActivityPage>(`/api/activity?${activityQueryString(filters, pageParam)}`, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
};

export const useActivity = (search: JournalSearch) => useInfiniteQuery(activityQueryOptions(search));

/** The export is a plain link: the browser downloads it with the session cookie. */
export const activityExportHref = (search: JournalSearch) => {
  const query = activityQueryString(journalFilters(search));
  return `/api/activity/export.csv${query ? `?${query}` : ''}`;
};

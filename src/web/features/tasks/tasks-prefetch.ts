import type { QueryClient } from '@tanstack/react-query';

import { taskFilterFromUrl } from '../../../shared/tasks/filter.ts';
import { calendarOwnerOf, calendarTasksQueryOptions } from './api/get-calendar-tasks.ts';
import { taskPagesQueryOptions } from './api/get-tasks.ts';
import { buildMonthGrid, currentMonth, gridRange, parseMonthKey } from './lib/month-grid.ts';
import { validateTasksSearch } from './tasks-search.ts';

/**
 * Tâches' prefetch (FeaturePage.prefetch): what the URL's view shows first, the list's first page
 * or the month's days, asked for as the route is entered (or the app starts on it), not after the
 * page's chunk: a cold calendar waited for its code before asking (issue 27). The keys are the
 * ones the page's queries read, so the page takes the answer in flight.
 */
export function prefetchTasks(queryClient: QueryClient, raw: Record<string, unknown>) {
  const search = validateTasksSearch(raw);
  const filter = taskFilterFromUrl(search);
  // Its errors are the page's to show, when it asks again.
  if (search.vue === 'calendrier') {
    const month = (search.mois ? parseMonthKey(search.mois) : undefined) ?? currentMonth();
    const range = { ...gridRange(buildMonthGrid(month)), ...calendarOwnerOf(filter) };
    void queryClient.ensureQueryData(calendarTasksQueryOptions(range)).catch(() => undefined);
  } else {
    void queryClient.prefetchInfiniteQuery(taskPagesQueryOptions(filter));
  }
}

import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';

import { currentMonth, formatMonthKey, parseMonthKey, type MonthKey } from '../lib/month-grid.ts';
import type { TaskScope } from '../lib/task-list.ts';
import type { TasksSearch } from '../tasks-search.ts';

const routeApi = getRouteApi('/app/tasks');

export type TasksViewMode = 'liste' | 'calendrier';

/** The page's toggles, month and open task, read from and written to the URL. */
export function useTasksView() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();

  // Stable setters: the virtualised rows are memoised on them.
  const actions = useMemo(() => {
    const update = (changes: Partial<TasksSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...changes }) });
    return {
      setView: (next: TasksViewMode) => update({ vue: next === 'calendrier' ? 'calendrier' : undefined }),
      setScope: (next: TaskScope) => update({ portee: next === 'all' ? 'cabinet' : undefined }),
      setIncludeDone: (next: boolean) => update({ terminees: next ? 1 : undefined }),
      setMonth: (next: MonthKey) => {
        const current = currentMonth();
        const isCurrent = next.year === current.year && next.month === current.month;
        update({ mois: isCurrent ? undefined : formatMonthKey(next) });
      },
      openTask: (id: string) => update({ tache: id }),
      closeTask: () => update({ tache: undefined }),
    };
  }, [navigate]);

  return {
    view: (search.vue === 'calendrier' ? 'calendrier' : 'liste') as TasksViewMode,
    scope: (search.portee === 'cabinet' ? 'all' : 'mine') as TaskScope,
    includeDone: search.terminees === 1,
    month: (search.mois ? parseMonthKey(search.mois) : undefined) ?? currentMonth(),
    openTaskId: search.tache,
    ...actions,
  };
}

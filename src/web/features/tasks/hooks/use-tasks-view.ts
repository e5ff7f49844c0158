import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';

import {
  TASK_FILTER_DEFAULTS,
  taskFilterFromUrl,
  taskFilterParams,
  taskFilterToUrl,
  type TaskFilter,
} from '../../../../shared/tasks/filter.ts';
import type { TaskScope } from '../../../../shared/tasks.ts';
import { currentMonth, formatMonthKey, parseMonthKey, type MonthKey } from '../lib/month-grid.ts';
import type { TasksSearch } from '../tasks-search.ts';

const routeApi = getRouteApi('/app/tasks');

export type TasksViewMode = 'liste' | 'calendrier';

/** The filter the form sets: all but the toolbar's scope and finished tasks. */
const formFilterOf = ({ scope: _scope, include_done: _includeDone, ...form }: TaskFilter) => form;

/** Whether the form's filters narrow or reorder the list (« Effacer les filtres », the empty list's hint). */
export const hasFormFilters = (filter: TaskFilter) => taskFilterParams({ ...TASK_FILTER_DEFAULTS, ...formFilterOf(filter) }).size > 0;

/** The page's toggles, filters, month and open task, read from and written to the URL. */
export function useTasksView() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();

  const filter = useMemo(() => taskFilterFromUrl(search), [search]);

  // Stable setters: the virtualised rows are memoised on them.
  const actions = useMemo(() => {
    const update = (changes: Partial<TasksSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...changes }) });
    // The whole filter is written back, so a change that makes another filter moot drops it
    // (Mes tâches has no Collaborateur).
    const updateFilter = (change: (filter: TaskFilter) => TaskFilter) =>
      void navigate({ search: (previous) => ({ ...previous, ...taskFilterToUrl(change(taskFilterFromUrl(previous))) }) });
    return {
      setView: (next: TasksViewMode) => update({ vue: next === 'calendrier' ? 'calendrier' : undefined }),
      setScope: (scope: TaskScope) => updateFilter((filter) => ({ ...filter, scope })),
      setIncludeDone: (include_done: boolean) => updateFilter((filter) => ({ ...filter, include_done })),
      setFilter: (changes: Partial<TaskFilter>) => updateFilter((filter) => ({ ...filter, ...changes })),
      clearFilters: () => updateFilter(({ scope, include_done }) => ({ ...TASK_FILTER_DEFAULTS, scope, include_done })),
      setMonth: (next: MonthKey) => {
        const current = currentMonth();
        const isCurrent = next.year === current.year && next.month === current.month;
        update({ mois: isCurrent ? undefined : formatMonthKey(next) });
      },
      setShowObligations: (next: boolean) => update({ echeances: next ? 1 : undefined }),
      openTask: (id: string) => update({ tache: id }),
      closeTask: () => update({ tache: undefined }),
    };
  }, [navigate]);

  return {
    view: (search.vue === 'calendrier' ? 'calendrier' : 'liste') as TasksViewMode,
    filter,
    month: (search.mois ? parseMonthKey(search.mois) : undefined) ?? currentMonth(),
    openTaskId: search.tache,
    showObligations: search.echeances === 1,
    ...actions,
  };
}

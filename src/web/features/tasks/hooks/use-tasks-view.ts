import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';

import { UNASSIGNED } from '../../../../shared/task-queries.ts';
import { currentMonth, formatMonthKey, parseMonthKey, type MonthKey } from '../lib/month-grid.ts';
import type { TaskListFilter, TaskScope } from '../lib/task-list.ts';
import { prioritiesOf, statusesOf, URL_SORTS, URL_UNASSIGNED, type TasksSearch } from '../tasks-search.ts';

const routeApi = getRouteApi('/app/tasks');

export type TasksViewMode = 'liste' | 'calendrier';

/** The list's filters as the URL holds them (French names, defaults left out). */
export type TaskFilterSearch = Pick<
  TasksSearch,
  'collaborateur' | 'client' | 'statut' | 'priorite' | 'type' | 'du' | 'au' | 'retard' | 'recherche' | 'tri'
>;
export const NO_FILTERS: { [K in keyof Required<TaskFilterSearch>]: undefined } = {
  collaborateur: undefined,
  client: undefined,
  statut: undefined,
  priorite: undefined,
  type: undefined,
  du: undefined,
  au: undefined,
  retard: undefined,
  recherche: undefined,
  tri: undefined,
};

function filterOf(search: TasksSearch): TaskListFilter {
  const scope: TaskScope = search.portee === 'cabinet' ? 'all' : 'mine';
  const assignee = search.collaborateur === URL_UNASSIGNED ? UNASSIGNED : search.collaborateur;
  // Only the filters set: the filter is the list's query key, equal whenever the URL says the same.
  return {
    scope,
    includeDone: search.terminees === 1,
    overdue: search.retard === 1,
    sort: search.tri ? URL_SORTS[search.tri] : 'due',
    ...(assignee && scope === 'all' ? { assignee } : {}),
    ...(search.client ? { client: search.client } : {}),
    ...(search.statut ? { statuses: statusesOf(search.statut) } : {}),
    ...(search.priorite ? { priorities: prioritiesOf(search.priorite) } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.du ? { dueFrom: search.du } : {}),
    ...(search.au ? { dueTo: search.au } : {}),
    ...(search.recherche ? { text: search.recherche } : {}),
  };
}

function filterSearchOf(search: TasksSearch): TaskFilterSearch {
  const { collaborateur, client, statut, priorite, type, du, au, retard, recherche, tri } = search;
  return { collaborateur, client, statut, priorite, type, du, au, retard, recherche, tri };
}

/** The page's toggles, filters, month and open task, read from and written to the URL. */
export function useTasksView() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();

  // Stable setters: the virtualised rows are memoised on them.
  const actions = useMemo(() => {
    const update = (changes: Partial<TasksSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, ...changes }) });
    return {
      setView: (next: TasksViewMode) => update({ vue: next === 'calendrier' ? 'calendrier' : undefined }),
      // Mes tâches has no Collaborateur filter: leaving the Cabinet drops it.
      setScope: (next: TaskScope) =>
        update(next === 'all' ? { portee: 'cabinet' } : { portee: undefined, collaborateur: undefined }),
      setIncludeDone: (next: boolean) => update({ terminees: next ? 1 : undefined }),
      setFilters: (changes: TaskFilterSearch) => update(changes),
      clearFilters: () => update(NO_FILTERS),
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

  const filter = useMemo(() => filterOf(search), [search]);
  const filterSearch = useMemo(() => filterSearchOf(search), [search]);

  return {
    view: (search.vue === 'calendrier' ? 'calendrier' : 'liste') as TasksViewMode,
    scope: filter.scope,
    includeDone: filter.includeDone,
    filter,
    filterSearch,
    month: (search.mois ? parseMonthKey(search.mois) : undefined) ?? currentMonth(),
    openTaskId: search.tache,
    showObligations: search.echeances === 1,
    ...actions,
  };
}

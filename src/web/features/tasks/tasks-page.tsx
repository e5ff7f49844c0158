import { useCallback, useEffect, useMemo, useState } from 'react';
import { Download, Plus } from 'lucide-react';

import type { TaskListRow, TaskStatus } from '../../../shared/tasks.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useRowSelection } from '../../components/selection/use-row-selection.ts';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { fetchTaskIds } from './api/bulk-tasks.ts';
import { taskExportHref, useTaskPages } from './api/get-tasks.ts';
import { useUpdateTaskStatus } from './api/update-task-status.ts';
import { CalendarFeedPopover } from './components/calendar-feed-popover.tsx';
import { DeleteTaskDialog } from './components/delete-task-dialog.tsx';
import { TaskBulkActions } from './components/task-bulk-actions.tsx';
import { TaskFormDialog, type TaskFormTarget } from './components/task-form-dialog.tsx';
import { TasksCalendar } from './components/tasks-calendar.tsx';
import { TasksFilters } from './components/tasks-filters.tsx';
import { TasksList } from './components/tasks-list.tsx';
import { TasksToolbar } from './components/tasks-toolbar.tsx';
import { hasFormFilters, useTasksView } from './hooks/use-tasks-view.ts';
import { TASK_PAGE_MESSAGES } from './lib/messages.ts';

const FLASH_MS = 2_500;
const numberFormat = new Intl.NumberFormat('fr-FR');
const NO_TASKS: readonly TaskListRow[] = [];

export function TasksPage() {
  const view = useTasksView();
  const isList = view.view === 'liste';
  const { filter } = view;
  const tasksQuery = useTaskPages(filter, { enabled: isList });
  const pages = tasksQuery.data?.pages;
  const tasks = useMemo(() => pages?.flatMap((page) => page.tasks) ?? NO_TASKS, [pages]);
  const total = pages?.[0]?.total ?? tasks.length;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = tasksQuery;
  const handleNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const taskIds = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const fetchAllIds = useCallback(() => fetchTaskIds(filter), [filter]);
  const selection = useRowSelection({ ids: taskIds, resetKey: JSON.stringify(filter), fetchAllIds });

  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<TaskListRow | null>(null);
  const [flashId, setFlashId] = useState<string | null>(null);
  useEffect(() => {
    if (!flashId) return;
    const timer = setTimeout(() => setFlashId(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashId]);
  const updateStatus = useUpdateTaskStatus();

  const { mutate: mutateStatus } = updateStatus;
  const { openTask } = view;
  const handleStatusChange = useCallback(
    (task: TaskListRow, status: TaskStatus) => mutateStatus({ id: task.id, status }),
    [mutateStatus],
  );
  // The open task lives in the URL (?tache=<id>): reload and the mail's link show the same form.
  const handleEdit = useCallback((task: TaskListRow) => openTask(task.id), [openTask]);
  const handleDelete = useCallback((task: TaskListRow) => setToDelete(task), []);

  const formTarget: TaskFormTarget | null = view.openTaskId
    ? { mode: 'edit', id: view.openTaskId }
    : creating
      ? { mode: 'create' }
      : null;

  function handleFormClose() {
    setCreating(false);
    if (view.openTaskId) view.closeTask();
  }

  const counter = isList && tasksQuery.data ? `${numberFormat.format(total)} tâche(s)` : undefined;
  const emptyHint = hasFormFilters(filter)
    ? 'Aucune tâche ne répond à ces filtres. Modifiez-les ou cliquez sur « Effacer les filtres ».'
    : filter.scope === 'mine'
      ? 'Aucune tâche ne vous est assignée. Créez-en une avec « Nouvelle tâche » ou passez à la vue Cabinet.'
      : 'Créez la première avec « Nouvelle tâche ».';

  return (
    <div className="flex h-full min-h-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading />
        <div className="flex flex-wrap gap-2">
          {isList ? (
            <Button asChild variant="secondary">
              <a href={taskExportHref(filter)} download>
                <Download aria-hidden="true" />
                Exporter (CSV)
              </a>
            </Button>
          ) : null}
          <CalendarFeedPopover />
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Nouvelle tâche
          </Button>
        </div>
      </div>

      <TasksToolbar
        scope={filter.scope}
        onScopeChange={view.setScope}
        view={view.view}
        onViewChange={view.setView}
        includeDone={filter.include_done}
        onIncludeDoneChange={view.setIncludeDone}
        counter={counter}
      />
      <TasksFilters
        calendar={!isList}
        value={filter}
        onChange={view.setFilter}
        onClear={view.clearFilters}
      />

      {isList ? <TaskBulkActions selection={selection} tasks={tasks} /> : null}

      {isList ? (
        tasksQuery.isPending ? (
          <FullPageSpinner />
        ) : tasksQuery.isError ? (
          <RetryAlert onRetry={() => void tasksQuery.refetch()}>{TASK_PAGE_MESSAGES.loadFailed}</RetryAlert>
        ) : (
          <TasksList
            tasks={tasks}
            total={total}
            onNearEnd={handleNearEnd}
            emptyHint={emptyHint}
            flashId={flashId}
            onStatusChange={handleStatusChange}
            onEdit={handleEdit}
            onDelete={handleDelete}
            selection={selection}
          />
        )
      ) : (
        <TasksCalendar
          month={view.month}
          scope={filter.scope}
          assignee={filter.assignee}
          client={filter.client}
          showObligations={view.showObligations}
          onShowObligationsChange={view.setShowObligations}
          onMonthChange={view.setMonth}
          onOpenTask={openTask}
        />
      )}

      <TaskFormDialog target={formTarget} onClose={handleFormClose} onSaved={(task) => setFlashId(task.id)} />
      <DeleteTaskDialog task={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

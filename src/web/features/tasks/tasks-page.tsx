import { useState } from 'react';
import { Download, Plus } from 'lucide-react';

import type { TaskFilter } from '../../../shared/tasks/filter.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { RetryAlert } from '../../components/ui/retry-alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FullPageSpinner } from '../../components/ui/spinner.tsx';
import { taskExportHref } from './api/get-tasks.ts';
import { CalendarFeedPopover } from './components/calendar-feed-popover.tsx';
import { DeleteTaskDialog } from './components/delete-task-dialog.tsx';
import { TaskBulkActions } from './components/task-bulk-actions.tsx';
import { TaskFormDialog, type TaskFormTarget } from './components/task-form-dialog.tsx';
import { TasksCalendar } from './components/tasks-calendar.tsx';
import { TasksFilters } from './components/tasks-filters.tsx';
import { TasksList } from './components/tasks-list.tsx';
import { TasksToolbar } from './components/tasks-toolbar.tsx';
import { useFlashedTask, useTaskList, useTaskRowActions } from './hooks/use-task-list.ts';
import { hasFormFilters, useTasksView } from './hooks/use-tasks-view.ts';
import { TASK_PAGE_MESSAGES } from './lib/messages.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');

/** What the empty list suggests: loosen the filters, switch to the Cabinet view, or create a task. */
function emptyHintOf(filter: TaskFilter): string {
  if (hasFormFilters(filter)) return 'Aucune tâche ne répond à ces filtres. Modifiez-les ou cliquez sur « Effacer les filtres ».';
  if (filter.scope === 'mine') return 'Aucune tâche ne vous est assignée. Créez-en une avec « Nouvelle tâche » ou passez à la vue Cabinet.';
  return 'Créez la première avec « Nouvelle tâche ».';
}

export function TasksPage() {
  const view = useTasksView();
  const isList = view.view === 'liste';
  const { filter } = view;
  const list = useTaskList(filter, isList);
  const [flashId, setFlashId] = useFlashedTask();
  const rowActions = useTaskRowActions(view.openTask);
  const [creating, setCreating] = useState(false);
  const formTarget: TaskFormTarget | null = view.openTaskId ? { mode: 'edit', id: view.openTaskId } : creating ? { mode: 'create' } : null;

  function handleFormClose() {
    setCreating(false);
    if (view.openTaskId) view.closeTask();
  }

  return (
    <div className="flex h-full min-h-0 flex-col gap-4">
      <TasksHeader exportHref={isList ? taskExportHref(filter) : null} onCreate={() => setCreating(true)} />
      <TasksToolbar
        scope={filter.scope}
        onScopeChange={view.setScope}
        view={view.view}
        onViewChange={view.setView}
        includeDone={filter.include_done}
        onIncludeDoneChange={view.setIncludeDone}
        counter={isList && list.query.data ? `${numberFormat.format(list.total)} tâche(s)` : undefined}
      />
      <TasksFilters calendar={!isList} value={filter} onChange={view.setFilter} onClear={view.clearFilters} />

      {isList ? <TaskBulkActions selection={list.selection} tasks={list.tasks} /> : null}

      {!isList ? (
        <TasksCalendar
          month={view.month}
          scope={filter.scope}
          assignee={filter.assignee}
          client={filter.client}
          showObligations={view.showObligations}
          onShowObligationsChange={view.setShowObligations}
          onMonthChange={view.setMonth}
          onOpenTask={view.openTask}
        />
      ) : list.query.isPending ? (
        <FullPageSpinner />
      ) : list.query.isError ? (
        <RetryAlert onRetry={() => void list.query.refetch()}>{TASK_PAGE_MESSAGES.loadFailed}</RetryAlert>
      ) : (
        <TasksList
          tasks={list.tasks}
          total={list.total}
          onNearEnd={list.handleNearEnd}
          emptyHint={emptyHintOf(filter)}
          flashId={flashId}
          onStatusChange={rowActions.handleStatusChange}
          onEdit={rowActions.handleEdit}
          onDelete={rowActions.handleDelete}
          selection={list.selection}
        />
      )}

      <TaskFormDialog target={formTarget} onClose={handleFormClose} onSaved={(task) => setFlashId(task.id)} />
      <DeleteTaskDialog task={rowActions.toDelete} onClose={rowActions.clearDelete} />
    </div>
  );
}

/** The page's heading and its buttons: the CSV export (list view only), the iCal link, « Nouvelle tâche ». */
function TasksHeader({ exportHref, onCreate }: { exportHref: string | null; onCreate: () => void }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <PageHeading />
      <div className="flex flex-wrap gap-2">
        {exportHref ? (
          <Button asChild variant="secondary">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Exporter (CSV)
            </a>
          </Button>
        ) : null}
        <CalendarFeedPopover />
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          Nouvelle tâche
        </Button>
      </div>
    </div>
  );
}

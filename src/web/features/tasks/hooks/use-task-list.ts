import { useCallback, useEffect, useMemo, useState } from 'react';

import type { TaskPage } from '../../../../shared/task-queries.ts';
import type { TaskFilter } from '../../../../shared/tasks/filter.ts';
import type { TaskListRow, TaskStatus } from '../../../../shared/tasks.ts';
import { useRowSelection } from '../../../components/selection/use-row-selection.ts';
import { useLoadedPages } from '../../../lib/paged-list.ts';
import { fetchTaskIds } from '../api/bulk-tasks.ts';
import { useTaskPages } from '../api/get-tasks.ts';
import { useUpdateTaskStatus } from '../api/update-task-status.ts';

const FLASH_MS = 2_500;
const NO_TASKS: readonly TaskListRow[] = [];
const tasksOf = (page: TaskPage) => page.tasks;

/** The list's pages loaded so far, as one list, its total, and the next page asked for near the end. */
export function useTaskList(filter: TaskFilter, enabled: boolean) {
  const query = useTaskPages(filter, { enabled });
  const { rows: tasks, total, handleNearEnd } = useLoadedPages(query, tasksOf, NO_TASKS);

  const taskIds = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const fetchAllIds = useCallback(() => fetchTaskIds(filter), [filter]);
  const selection = useRowSelection({ ids: taskIds, resetKey: JSON.stringify(filter), fetchAllIds });
  return { query, tasks, total, handleNearEnd, selection };
}

/** A task just saved: lit up in the list for a moment. */
export function useFlashedTask() {
  const [flashId, setFlashId] = useState<string | null>(null);
  useEffect(() => {
    if (!flashId) return;
    const timer = setTimeout(() => setFlashId(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashId]);
  return [flashId, setFlashId] as const;
}

/** A row's status select, edit and delete buttons; stable, so the memoised rows keep their memo. */
export function useTaskRowActions(openTask: (id: string) => void) {
  const [toDelete, setToDelete] = useState<TaskListRow | null>(null);
  const { mutate: mutateStatus } = useUpdateTaskStatus();
  const handleStatusChange = useCallback(
    (task: TaskListRow, status: TaskStatus) => mutateStatus({ id: task.id, status }),
    [mutateStatus],
  );
  // The open task lives in the URL (?tache=<id>): reload and the mail's link show the same form.
  const handleEdit = useCallback((task: TaskListRow) => openTask(task.id), [openTask]);
  const handleDelete = useCallback((task: TaskListRow) => setToDelete(task), []);
  return { handleStatusChange, handleEdit, handleDelete, toDelete, clearDelete: () => setToDelete(null) };
}

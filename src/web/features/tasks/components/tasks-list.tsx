import { useCallback, useState } from 'react';

import type { TaskListRow, TaskStatus } from '../../../../shared/tasks.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { VirtualTable } from '../../../components/ui/virtual-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { ROW_HEIGHT, useTaskColumns } from './task-columns.tsx';

type TasksListProps = {
  /** The pages loaded so far, in the server's order. */
  tasks: readonly TaskListRow[];
  /** Every task matching the filters (the rows not loaded yet included). */
  total: number;
  /** Asks for the next page; called as the last rows near the view. */
  onNearEnd: () => void;
  emptyHint: string;
  /** A task just saved: scrolled into view and lit up. */
  flashId: string | null;
  onStatusChange: (task: TaskListRow, status: TaskStatus) => void;
  onEdit: (task: TaskListRow) => void;
  onDelete: (task: TaskListRow) => void;
  selection: RowSelection;
};

const taskId = (task: TaskListRow) => task.id;
const taskTitle = (task: TaskListRow) => task.title;

/**
 * The task list, filtered, sorted and paged by the server, in a virtual table: the next page is
 * fetched while some 40 rows remain below the view, and Up and Down on a status select move to
 * the next row's select.
 */
export function TasksList({ tasks, total, onNearEnd, emptyHint, flashId, onStatusChange, onEdit, onDelete, selection }: TasksListProps) {
  // Read once per mount: overdue flags do not need to tick.
  const [now] = useState(() => Date.now());
  const columns = useTaskColumns({ now, onStatusChange, onEdit, onDelete });
  const rowClassName = useCallback(
    (task: TaskListRow) =>
      cn(
        'transition-colors duration-700',
        task.id === flashId ? 'bg-info-soft' : 'hover:bg-muted/40',
        task.status === 'termine' && 'text-muted-foreground',
      ),
    [flashId],
  );
  return (
    <VirtualTable
      label="Tâches"
      rows={tasks}
      rowKey={taskId}
      columns={columns}
      rowHeight={ROW_HEIGHT}
      rowCount={Math.max(total, tasks.length)}
      rowClassName={rowClassName}
      selection={{ state: selection, nameOf: taskTitle }}
      fill
      dense
      onNearEnd={onNearEnd}
      revealKey={flashId}
      empty={
        <div className="grid gap-1 p-2">
          <p className="font-medium text-foreground">{TASK_PAGE_MESSAGES.empty}</p>
          <p>{emptyHint}</p>
        </div>
      }
    />
  );
}

import { useMemo } from 'react';
import { Pencil, Repeat, Trash2 } from 'lucide-react';

import { recurrenceText } from '../../../../shared/task-export.ts';
import type { TaskListRow, TaskStatus } from '../../../../shared/tasks.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { VirtualColumn } from '../../../components/ui/virtual-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDueDateTime } from '../lib/format-task.ts';
import { PriorityBadge } from './priority-badge.tsx';
import { TaskStatusSelect } from './task-status-select.tsx';

export const ROW_HEIGHT = 52;

type TaskColumnsOptions = {
  /** Instant the list was drawn at, to flag overdue tasks without reading the clock per row. */
  now: number;
  onStatusChange: (task: TaskListRow, status: TaskStatus) => void;
  onEdit: (task: TaskListRow) => void;
  onDelete: (task: TaskListRow) => void;
};

const isOverdue = (task: TaskListRow, now: number) =>
  task.status !== 'termine' && task.dueDate !== null && Date.parse(task.dueDate) < now;

/** The Tâches list's columns; stable while their handlers are, so rows redraw only when their task changes. */
export function useTaskColumns({ now, onStatusChange, onEdit, onDelete }: TaskColumnsOptions): VirtualColumn<TaskListRow>[] {
  return useMemo(
    () => [
      { id: 'title', width: 'minmax(10rem,2.2fr)', header: 'Titre', cellClassName: 'min-w-0', cell: (task) => <TaskTitle task={task} /> },
      { id: 'client', width: 'minmax(7rem,1.3fr)', header: 'Client', cellClassName: 'min-w-0', cell: (task) => <Named name={task.clientName} none="—" /> },
      {
        id: 'assignee',
        width: 'minmax(6.5rem,1fr)',
        header: 'Assigné à',
        cellClassName: 'min-w-0',
        cell: (task) => <Named name={task.assigneeName} none="Non assigné" />,
      },
      { id: 'priority', width: '5.75rem', header: 'Priorité', cell: (task) => <PriorityBadge priority={task.priority} /> },
      {
        id: 'status',
        width: '8rem',
        header: 'Statut',
        cell: (task) => <TaskStatusSelect title={task.title} status={task.status} onChange={(status) => onStatusChange(task, status)} />,
      },
      { id: 'due', width: '8.25rem', header: 'Échéance', cellClassName: 'tabular-nums', cell: (task) => <DueDate task={task} overdue={isOverdue(task, now)} /> },
      { id: 'recurrence', width: '6.5rem', header: 'Récurrence', cellClassName: 'min-w-0', cell: (task) => <Recurrence task={task} /> },
      {
        id: 'actions',
        width: '4.5rem',
        header: 'Actions',
        headerClassName: 'sr-only',
        cellClassName: 'flex justify-end gap-1',
        cell: (task) => <TaskActions task={task} onEdit={onEdit} onDelete={onDelete} />,
      },
    ],
    [now, onStatusChange, onEdit, onDelete],
  );
}

function TaskTitle({ task }: { task: TaskListRow }) {
  return (
    <span className={cn('block truncate font-medium', task.status === 'termine' ? 'line-through' : 'text-foreground')} title={task.title}>
      {task.title}
    </span>
  );
}

function Named({ name, none }: { name: string | null; none: string }) {
  return (
    <span className="block truncate" title={name ?? undefined}>
      {name ?? <span className="text-muted-foreground">{none}</span>}
    </span>
  );
}

function DueDate({ task, overdue }: { task: TaskListRow; overdue: boolean }) {
  if (!task.dueDate) return <span className="text-muted-foreground">Sans échéance</span>;
  return (
    <time dateTime={task.dueDate} title={overdue ? 'En retard' : undefined} className={cn(overdue && 'font-medium text-destructive')}>
      {formatDueDateTime(task.dueDate)}
    </time>
  );
}

function Recurrence({ task }: { task: TaskListRow }) {
  const recurrence = recurrenceText(task);
  if (!recurrence) return null;
  return (
    <span className="flex items-center gap-1.5" title={recurrence}>
      <Repeat aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      <span className="truncate">{recurrence}</span>
    </span>
  );
}

type TaskActionsProps = { task: TaskListRow; onEdit: (task: TaskListRow) => void; onDelete: (task: TaskListRow) => void };

function TaskActions({ task, onEdit, onDelete }: TaskActionsProps) {
  return (
    <>
      <Button variant="ghost" size="icon" className="size-8" aria-label={`Modifier « ${task.title} »`} onClick={() => onEdit(task)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground hover:text-destructive"
        aria-label={`Supprimer « ${task.title} »`}
        onClick={() => onDelete(task)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}

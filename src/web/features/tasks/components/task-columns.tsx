import { memo, type KeyboardEvent } from 'react';
import { Pencil, Repeat, Trash2 } from 'lucide-react';

import { recurrenceText } from '../../../../shared/task-export.ts';
import type { TaskListRow as TaskRowData, TaskStatus } from '../../../../shared/tasks.ts';
import { RowCheckbox } from '../../../components/selection/selection-checkboxes.tsx';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDueDateTime } from '../lib/format-task.ts';
import { PriorityBadge } from './priority-badge.tsx';
import { TaskStatusSelect } from './task-status-select.tsx';

export const ROW_HEIGHT = 52;
export const LIST_COLUMNS =
  'grid grid-cols-[1.5rem_minmax(10rem,2.2fr)_minmax(7rem,1.3fr)_minmax(6.5rem,1fr)_5.75rem_8rem_8.25rem_6.5rem_4.5rem] items-center gap-2 px-4';

type TaskRowProps = {
  task: TaskRowData;
  index: number;
  start: number;
  /** Instant the row was drawn at, to flag overdue tasks without reading the clock per row. */
  now: number;
  /** Just saved: the row lights up for a moment. */
  flash: boolean;
  onStatusChange: (task: TaskRowData, status: TaskStatus) => void;
  onEdit: (task: TaskRowData) => void;
  onDelete: (task: TaskRowData) => void;
  onStatusKeyDown: (event: KeyboardEvent<HTMLSelectElement>, index: number) => void;
  selected: boolean;
  onSelect: RowSelection['toggle'];
};

export const TaskRow = memo(function TaskRow({
  task,
  index,
  start,
  now,
  flash,
  onStatusChange,
  onEdit,
  onDelete,
  onStatusKeyDown,
  selected,
  onSelect,
}: TaskRowProps) {
  const overdue = task.status !== 'termine' && task.dueDate !== null && Date.parse(task.dueDate) < now;
  const recurrence = recurrenceText(task);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row-index={index}
      className={cn(
        LIST_COLUMNS,
        'absolute inset-x-0 top-0 border-b border-border/70 text-sm transition-colors duration-700',
        flash ? 'bg-info-soft' : 'hover:bg-muted/40',
        task.status === 'termine' && 'text-muted-foreground',
      )}
      style={{ height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
    >
      <span role="cell" className="flex items-center">
        <RowCheckbox id={task.id} name={task.title} checked={selected} onToggle={onSelect} />
      </span>
      <span role="cell" className="min-w-0">
        <span
          className={cn('block truncate font-medium', task.status === 'termine' ? 'line-through' : 'text-foreground')}
          title={task.title}
        >
          {task.title}
        </span>
      </span>
      <span role="cell" className="truncate" title={task.clientName ?? undefined}>
        {task.clientName ?? <span className="text-muted-foreground">—</span>}
      </span>
      <span role="cell" className="truncate" title={task.assigneeName ?? undefined}>
        {task.assigneeName ?? <span className="text-muted-foreground">Non assigné</span>}
      </span>
      <span role="cell">
        <PriorityBadge priority={task.priority} />
      </span>
      <span role="cell">
        <TaskStatusSelect
          title={task.title}
          status={task.status}
          onChange={(status) => onStatusChange(task, status)}
          onKeyDown={(event) => onStatusKeyDown(event, index)}
        />
      </span>
      <span role="cell" className={cn('tabular-nums', overdue && 'font-medium text-destructive')}>
        {task.dueDate ? (
          <time dateTime={task.dueDate} title={overdue ? 'En retard' : undefined}>
            {formatDueDateTime(task.dueDate)}
          </time>
        ) : (
          <span className="text-muted-foreground">Sans échéance</span>
        )}
      </span>
      <span role="cell" className="min-w-0">
        {recurrence ? (
          <span className="flex items-center gap-1.5" title={recurrence}>
            <Repeat aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="truncate">{recurrence}</span>
          </span>
        ) : null}
      </span>
      <span role="cell" className="flex justify-end gap-1">
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
      </span>
    </div>
  );
});

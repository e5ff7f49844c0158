import { Link } from '@tanstack/react-router';
import { Repeat } from 'lucide-react';

import type { ClientSheet, SheetTask } from '../../../../../shared/client-sheet.ts';
import { RECURRENCE_LABELS, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type TaskStatus } from '../../../../../shared/tasks.ts';
import { PriorityDot } from '../../../../entities/task/priority-dot.tsx';
import { cn } from '../../../../lib/cn.ts';
import { formatSheetTime } from '../../lib/sheet-format.ts';
import { EmptyText, SheetSection } from './sheet-section.tsx';

const STATUS_CLASS: Record<TaskStatus, string> = {
  a_faire: 'bg-slate-100 text-slate-700',
  en_cours: 'bg-blue-50 text-blue-700',
  en_attente: 'bg-amber-50 text-amber-800',
  termine: 'bg-green-50 text-green-700',
};

function TaskItem({ task }: { task: SheetTask }) {
  return (
    <li className="grid gap-0.5 border-b border-border/60 py-2 last:border-b-0">
      <div className="flex items-center justify-between gap-2">
        <Link to="/tasks" search={{ tache: task.id }} className="min-w-0 truncate font-medium text-primary hover:underline">
          {task.title}
        </Link>
        <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium', STATUS_CLASS[task.status])}>
          {TASK_STATUS_LABELS[task.status]}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <PriorityDot priority={task.priority} className="size-2" />
          {TASK_PRIORITY_LABELS[task.priority]}
        </span>
        <span>{task.dueDate ? `Échéance ${formatSheetTime(task.dueDate)}` : 'Sans échéance'}</span>
        {task.recurrenceFrequency ? (
          <span className="flex items-center gap-1">
            <Repeat aria-hidden="true" className="size-3" />
            {RECURRENCE_LABELS[task.recurrenceFrequency]}
          </span>
        ) : null}
        <span>{task.assigneeName ?? 'Non assignée'}</span>
      </div>
    </li>
  );
}

/** Open tasks first (by due date), then the latest finished ones; each opens on the Tâches page. */
export function SheetTasks({ sheet }: { sheet: ClientSheet }) {
  const open = sheet.tasks.filter((task) => task.status !== 'termine');
  const finished = sheet.tasks.filter((task) => task.status === 'termine');
  return (
    <SheetSection title="Tâches" action={<span className="text-xs text-muted-foreground">{open.length} ouverte(s)</span>}>
      {open.length === 0 ? (
        <EmptyText>Aucune tâche ouverte pour ce client</EmptyText>
      ) : (
        <ul aria-label="Tâches ouvertes">
          {open.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      )}
      {finished.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            Tâches terminées ({sheet.finishedTaskCount}
            {sheet.finishedTaskCount > finished.length ? `, les ${finished.length} plus récentes` : ''})
          </summary>
          <ul aria-label="Tâches terminées">
            {finished.map((task) => (
              <TaskItem key={task.id} task={task} />
            ))}
          </ul>
        </details>
      ) : null}
    </SheetSection>
  );
}

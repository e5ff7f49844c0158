import { Link } from '@tanstack/react-router';

import type { UrgentTask } from '../../../../shared/dashboard.ts';
import { TASK_PRIORITY_LABELS } from '../../../../shared/tasks.ts';
import { PriorityDot } from '../../../entities/task/priority-dot.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDueDate } from '../lib/dashboard-format.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

/** 'Tâches urgentes': due within two days, five at most, each opening the task on the Tâches page. */
export function UrgentTasks({ tasks, now }: { tasks: UrgentTask[]; now: Date }) {
  return (
    <DashboardPanel id="urgent-tasks-title" title="Tâches urgentes" aside={<span className="text-xs text-muted-foreground">Sous 2 jours</span>}>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune tâche urgente</p>
      ) : (
        <ul className="-mx-2 grid gap-1">
          {tasks.map((task) => (
            <li key={task.id}>
              <Link
                to="/tasks"
                search={{ tache: task.id }}
                className={cn(
                  'flex items-center gap-3 rounded-md px-2 py-2 hover:bg-muted',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                )}
              >
                <PriorityDot priority={task.priority} className="size-2.5" />
                <span className="sr-only">Priorité {TASK_PRIORITY_LABELS[task.priority].toLocaleLowerCase('fr-FR')} :</span>
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">{task.title}</span>
                <time dateTime={task.dueDate} className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {formatDueDate(task.dueDate, now)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

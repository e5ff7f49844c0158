import { Link } from '@tanstack/react-router';

import type { MissionDetail } from '../../../../shared/missions/api.ts';
import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../../../../shared/tasks.ts';
import { MissionSection } from './mission-section.tsx';

const dueFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });

const statusLabel = (status: string) =>
  (TASK_STATUSES as readonly string[]).includes(status) ? TASK_STATUS_LABELS[status as TaskStatus] : status;

/** The tasks that belong to the mission (chosen in the task form), each opening on the Tâches page. */
export function MissionTasks({ mission }: { mission: MissionDetail }) {
  return (
    <MissionSection title="Tâches">
      {mission.tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aucune tâche liée : choisissez cette mission dans le formulaire d’une tâche de ce client.
        </p>
      ) : (
        <ul aria-label="Tâches de la mission" className="grid">
          {mission.tasks.map((task) => (
            <li key={task.id} className="flex items-center justify-between gap-2 border-b border-border/60 py-1.5 text-sm last:border-b-0">
              <Link to="/tasks" search={{ tache: task.id }} className="min-w-0 truncate font-medium text-primary hover:underline">
                {task.title}
              </Link>
              <span className="shrink-0 text-xs text-muted-foreground">
                {statusLabel(task.status)}
                {task.dueDate ? ` · échéance ${dueFormat.format(new Date(task.dueDate))}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </MissionSection>
  );
}

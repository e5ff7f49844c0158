import { CalendarDays, List } from 'lucide-react';

import type { TaskScope } from '../../../../shared/tasks.ts';
import type { TasksViewMode } from '../hooks/use-tasks-view.ts';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle.tsx';

type TasksToolbarProps = {
  scope: TaskScope;
  onScopeChange: (scope: TaskScope) => void;
  view: TasksViewMode;
  onViewChange: (view: TasksViewMode) => void;
  includeDone: boolean;
  onIncludeDoneChange: (includeDone: boolean) => void;
  /** '12 tâches', once the list is loaded. */
  counter?: string;
};

const SCOPES = [
  { value: 'mine', label: 'Mes tâches' },
  { value: 'all', label: 'Cabinet' },
] as const;

const VIEWS = [
  { value: 'liste', label: 'Liste', icon: List },
  { value: 'calendrier', label: 'Calendrier', icon: CalendarDays },
] as const;

export function TasksToolbar({
  scope,
  onScopeChange,
  view,
  onViewChange,
  includeDone,
  onIncludeDoneChange,
  counter,
}: TasksToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SegmentedToggle label="Portée" options={SCOPES} value={scope} onChange={onScopeChange} />
      <SegmentedToggle label="Affichage" options={VIEWS} value={view} onChange={onViewChange} />
      {view === 'liste' ? (
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-foreground">
          <input
            type="checkbox"
            checked={includeDone}
            onChange={(event) => onIncludeDoneChange(event.target.checked)}
            className="size-4 cursor-pointer accent-primary"
          />
          Afficher les tâches terminées
        </label>
      ) : null}
      {counter ? (
        <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
          {counter}
        </p>
      ) : null}
    </div>
  );
}

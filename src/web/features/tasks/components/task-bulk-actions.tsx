import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskListRow,
} from '../../../../shared/tasks.ts';
import type { TaskBulk } from '../../../../shared/bulk.ts';
import { BulkChoiceDialog, BulkStatusDialog, optionsOf } from '../../../components/selection/bulk-choice-dialog.tsx';
import { BulkDeleteButton } from '../../../components/selection/bulk-delete-button.tsx';
import { namesById } from '../../../components/selection/lib/refused-rows.ts';
import { SelectionBar } from '../../../components/selection/selection-bar.tsx';
import { useBulkWrite } from '../../../components/selection/use-bulk-write.ts';
import type { RowSelection } from '../../../components/selection/use-row-selection.ts';
import { useUsers } from '../../../entities/user/users-query.ts';
import { bulkUpdateTasks } from '../api/bulk-tasks.ts';

type TaskBulkActionsProps = {
  selection: RowSelection;
  /** The tasks loaded, to name the refused ones. */
  tasks: readonly TaskListRow[];
};

const STATUS_OPTIONS = optionsOf(TASK_STATUSES, TASK_STATUS_LABELS);
const PRIORITY_OPTIONS = optionsOf(TASK_PRIORITIES, TASK_PRIORITY_LABELS);
/** « Réassigner » to nobody: the select's value for a null assignee. */
const UNASSIGNED = 'none';

/** The selection's bar on Tâches (list view): status, assignee, priority, deletion. */
export function TaskBulkActions({ selection, tasks }: TaskBulkActionsProps) {
  const users = useUsers().data ?? [];
  const bulk = useBulkWrite({
    entities: ['task'],
    nameOf: namesById(tasks, (task) => task.id, (task) => task.title),
  });
  const send = (body: (ids: string[]) => TaskBulk) => bulk.run(() => bulkUpdateTasks(body([...selection.selectedIds])), selection.clear);
  const assignees = [{ value: UNASSIGNED, label: 'Non assignée' }, ...users.map((user) => ({ value: user.id, label: user.fullName }))];
  return (
    <SelectionBar selection={selection} pending={bulk.pending}>
      <BulkStatusDialog
        options={STATUS_OPTIONS}
        onApply={(status) => send((ids) => ({ action: 'status', ids, status }))}
      />
      <BulkChoiceDialog
        label="Réassigner"
        fieldLabel="Assigner à"
        options={assignees}
        onApply={(value) => send((ids) => ({ action: 'assign', ids, assignedTo: value === UNASSIGNED ? null : value }))}
      />
      <BulkChoiceDialog
        label="Changer la priorité"
        fieldLabel="Nouvelle priorité"
        options={PRIORITY_OPTIONS}
        onApply={(priority) => send((ids) => ({ action: 'priority', ids, priority }))}
      />
      <BulkDeleteButton noun="tâche(s)" onConfirm={() => send((ids) => ({ action: 'delete', ids }))} />
    </SelectionBar>
  );
}

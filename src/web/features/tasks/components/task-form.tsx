import type { TaskRow } from '../../../../shared/tasks.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormDialogButtons } from '../../../components/ui/form-dialog.tsx';
import { useActiveClients } from '../../../entities/client/clients-query.ts';
import { useUsers } from '../../../entities/user/users-query.ts';
import { useTaskForm } from '../hooks/use-task-form.ts';
import { StopRecurrenceButton } from './stop-recurrence-button.tsx';
import { TaskFormFields, type ExtraOption } from './task-form-fields.tsx';

type TaskFormProps = {
  /** The task being edited; none for 'Nouvelle tâche'. */
  task?: TaskRow;
  onDone: (saved?: TaskRow) => void;
};

/** 'Nouvelle tâche' and 'Modifier la tâche': checked with the API's own schema before sending. */
export function TaskForm({ task, onDone }: TaskFormProps) {
  const form = useTaskForm(task, onDone);
  const options = useTaskFormOptions(task);
  const { pending } = form;
  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-4" aria-label={task ? 'Modifier la tâche' : 'Nouvelle tâche'}>
      <TaskFormFields values={form.values} errors={form.errors} onChange={form.handleChange} {...options} />
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <DialogFooter className="items-center">
        {task?.recurrenceFrequency ? <StopRecurrenceButton task={task} /> : null}
        <div className="ml-auto flex gap-2">
          <FormDialogButtons pending={pending} submitLabel="Enregistrer" />
        </div>
      </DialogFooter>
    </form>
  );
}

/**
 * The active clients and the users to choose from, with the task's own client or assignee added
 * when they are no longer among them (an inactive client), so editing does not drop them.
 */
function useTaskFormOptions(task: TaskRow | undefined) {
  const clients = useActiveClients().data ?? [];
  const users = useUsers().data ?? [];
  const extraClient: ExtraOption =
    task?.clientId && !clients.some((client) => client.id === task.clientId)
      ? { id: task.clientId, name: task.clientName ?? 'Client' }
      : null;
  const extraUser: ExtraOption =
    task?.assignedTo && !users.some((user) => user.id === task.assignedTo)
      ? { id: task.assignedTo, name: task.assigneeName ?? 'Utilisateur' }
      : null;
  return { clients, extraClient, users, extraUser };
}

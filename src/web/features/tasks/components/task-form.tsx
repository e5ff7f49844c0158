import { useState, type FormEvent } from 'react';

import type { TaskRow } from '../../../../shared/tasks.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../entities/user/current-user.ts';
import { apiFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { useUsers } from '../../../entities/user/users-query.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useActiveClients } from '../../../entities/client/clients-query.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { taskFormErrorMessage } from '../lib/form-error.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { newTaskForm, readTaskForm, taskToForm, type TaskFormValues } from '../lib/task-form.ts';
import { StopRecurrenceButton } from './stop-recurrence-button.tsx';
import { TaskFormFields, type ExtraOption } from './task-form-fields.tsx';

const FIELD_IDS: Partial<Record<keyof TaskFormValues, string>> = {
  title: 'task-title',
  description: 'task-description',
  type: 'task-type',
  recurrenceFrequency: 'task-frequency',
  priority: 'task-priority',
  status: 'task-status',
  clientId: 'task-client',
  assignedTo: 'task-assignee',
  dueDate: 'task-due',
};

function focusFirstError(errors: FieldErrors) {
  const first = (Object.keys(FIELD_IDS) as (keyof TaskFormValues)[]).find((name) => errors[name]);
  const id = first ? FIELD_IDS[first] : undefined;
  if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
}

type TaskFormProps = {
  /** The task being edited; none for 'Nouvelle tâche'. */
  task?: TaskRow;
  onDone: (saved?: TaskRow) => void;
};

/** 'Nouvelle tâche' and 'Modifier la tâche': checked with the API's own schema before sending. */
export function TaskForm({ task, onDone }: TaskFormProps) {
  const currentUser = useCurrentUser();
  const [values, setValues] = useState<TaskFormValues>(() =>
    // A new task goes to its author by default, so it shows in 'Mes tâches' where it was created.
    task ? taskToForm(task) : newTaskForm({ assignedTo: currentUser?.id ?? '' }),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const clients = useActiveClients();
  const users = useUsers();

  const clientOptions = clients.data ?? [];
  const extraClient: ExtraOption =
    task?.clientId && !clientOptions.some((client) => client.id === task.clientId)
      ? { id: task.clientId, name: task.clientName ?? 'Client' }
      : null;
  const userOptions = users.data ?? [];
  const extraUser: ExtraOption =
    task?.assignedTo && !userOptions.some((user) => user.id === task.assignedTo)
      ? { id: task.assignedTo, name: task.assigneeName ?? 'Utilisateur' }
      : null;

  function handleChange<K extends keyof TaskFormValues>(name: K, value: TaskFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    if (!task && !currentUser) {
      setFormError(TASK_PAGE_MESSAGES.noUser);
      return;
    }
    const result = readTaskForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    const callbacks = {
      onSuccess: (saved: TaskRow) => {
        toast.success(task ? TASK_PAGE_MESSAGES.saved : TASK_PAGE_MESSAGES.created);
        onDone(saved);
      },
      onError: (error: Error) => {
        setErrors(apiFieldErrors(error));
        setFormError(taskFormErrorMessage(error));
      },
    };
    if (task) updateTask.mutate({ id: task.id, input: result.input }, callbacks);
    else createTask.mutate(result.input, callbacks);
  }

  const pending = createTask.isPending || updateTask.isPending;

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label={task ? 'Modifier la tâche' : 'Nouvelle tâche'}>
      <TaskFormFields
        values={values}
        errors={errors}
        onChange={handleChange}
        clients={clientOptions}
        extraClient={extraClient}
        users={userOptions}
        extraUser={extraUser}
      />
      {formError ? <Alert>{formError}</Alert> : null}
      <DialogFooter className="items-center">
        {task?.recurrenceFrequency ? <StopRecurrenceButton task={task} /> : null}
        <div className="ml-auto flex gap-2">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" pending={pending}>
            Enregistrer
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}

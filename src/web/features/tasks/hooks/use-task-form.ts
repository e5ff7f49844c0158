import { useState, type FormEvent } from 'react';

import type { TaskRow } from '../../../../shared/tasks.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../entities/user/current-user.ts';
import { apiFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { taskFormErrorMessage } from '../lib/form-error.ts';
import { TASK_PAGE_MESSAGES } from '../lib/messages.ts';
import { newTaskForm, readTaskForm, taskToForm, type TaskFormValues } from '../lib/task-form-values.ts';

const FIELD_IDS: Partial<Record<keyof TaskFormValues, string>> = {
  title: 'task-title',
  description: 'task-description',
  type: 'task-type',
  recurrenceFrequency: 'task-frequency',
  priority: 'task-priority',
  status: 'task-status',
  clientId: 'task-client',
  missionId: 'task-mission',
  assignedTo: 'task-assignee',
  dueDate: 'task-due',
};

function focusFirstError(errors: FieldErrors) {
  const first = (Object.keys(FIELD_IDS) as (keyof TaskFormValues)[]).find((name) => errors[name]);
  const id = first ? FIELD_IDS[first] : undefined;
  if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * The task form's values and errors, checked with the API's own schema before sending: the first
 * field in error takes the focus; the server's refusals show under their fields and above the buttons.
 */
export function useTaskForm(task: TaskRow | undefined, onDone: (saved?: TaskRow) => void) {
  const currentUser = useCurrentUser();
  const [values, setValues] = useState<TaskFormValues>(() =>
    // A new task goes to its author by default, so it shows in 'Mes tâches' where it was created.
    task ? taskToForm(task) : newTaskForm({ assignedTo: currentUser?.id ?? '' }),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();

  function handleChange<K extends keyof TaskFormValues>(name: K, value: TaskFormValues[K]) {
    // A mission is one client's: another client leaves the task without one.
    setValues((current) => ({ ...current, [name]: value, ...(name === 'clientId' && value !== current.clientId ? { missionId: '' } : {}) }));
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
  return { values, errors, formError, pending, handleChange, handleSubmit };
}

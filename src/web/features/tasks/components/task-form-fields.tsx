import type { ClientRow } from '../../../../shared/clients.ts';
import {
  RECURRENCE_FREQUENCIES,
  RECURRENCE_LABELS,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASK_TYPES,
  TASK_TYPE_LABELS,
} from '../../../../shared/tasks.ts';
import type { UserOption } from '../../../../shared/users.ts';
import { Input } from '../../../components/ui/input.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import type { TaskFormValues } from '../lib/task-form.ts';
import { describedBy, FormRow, SelectRow, Textarea } from './form-controls.tsx';

export type ExtraOption = { id: string; name: string } | null;

type TaskFormFieldsProps = {
  values: TaskFormValues;
  errors: FieldErrors;
  onChange: <K extends keyof TaskFormValues>(name: K, value: TaskFormValues[K]) => void;
  clients: readonly ClientRow[];
  /** The task's current client when it is no longer active, so editing does not drop it. */
  extraClient: ExtraOption;
  users: readonly UserOption[];
  extraUser: ExtraOption;
};

export function TaskFormFields({ values, errors, onChange, clients, extraClient, users, extraUser }: TaskFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormRow id="task-title" label="Titre" required error={errors.title} className="sm:col-span-2">
        <Input
          id="task-title"
          value={values.title}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => onChange('title', event.target.value)}
          {...describedBy('task-title', errors.title)}
        />
      </FormRow>

      <FormRow id="task-description" label="Description" error={errors.description} className="sm:col-span-2">
        <Textarea
          id="task-description"
          value={values.description}
          maxLength={5000}
          rows={3}
          onChange={(event) => onChange('description', event.target.value)}
          {...describedBy('task-description', errors.description)}
        />
      </FormRow>

      <SelectRow
        id="task-type"
        label="Type"
        required
        error={errors.type}
        value={values.type}
        onValueChange={(value) => onChange('type', value as TaskFormValues['type'])}
      >
        {TASK_TYPES.map((type) => (
          <option key={type} value={type}>
            {TASK_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectRow>

      {values.type === 'recurrente' ? (
        <SelectRow
          id="task-frequency"
          label="Fréquence"
          required
          error={errors.recurrenceFrequency}
          value={values.recurrenceFrequency}
          onValueChange={(value) => onChange('recurrenceFrequency', value as TaskFormValues['recurrenceFrequency'])}
        >
          <option value="" disabled>
            Choisir une fréquence
          </option>
          {RECURRENCE_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {RECURRENCE_LABELS[frequency]}
            </option>
          ))}
        </SelectRow>
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}

      <SelectRow
        id="task-priority"
        label="Priorité"
        required
        error={errors.priority}
        value={values.priority}
        onValueChange={(value) => onChange('priority', value as TaskFormValues['priority'])}
      >
        {TASK_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {TASK_PRIORITY_LABELS[priority]}
          </option>
        ))}
      </SelectRow>

      <SelectRow
        id="task-status"
        label="Statut"
        required
        error={errors.status}
        value={values.status}
        onValueChange={(value) => onChange('status', value as TaskFormValues['status'])}
      >
        {TASK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {TASK_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectRow>

      <SelectRow
        id="task-client"
        label="Client"
        error={errors.clientId}
        value={values.clientId}
        onValueChange={(value) => onChange('clientId', value)}
      >
        <option value="">Aucun client</option>
        {extraClient ? <option value={extraClient.id}>{extraClient.name} (inactif)</option> : null}
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.raisonSociale}
          </option>
        ))}
      </SelectRow>

      <SelectRow
        id="task-assignee"
        label="Assigné à"
        error={errors.assignedTo}
        value={values.assignedTo}
        onValueChange={(value) => onChange('assignedTo', value)}
      >
        <option value="">Non assigné</option>
        {extraUser ? <option value={extraUser.id}>{extraUser.name}</option> : null}
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {user.fullName}
          </option>
        ))}
      </SelectRow>

      <FormRow id="task-due" label="Échéance" error={errors.dueDate}>
        <Input
          id="task-due"
          type="datetime-local"
          value={values.dueDate}
          onChange={(event) => onChange('dueDate', event.target.value)}
          {...describedBy('task-due', errors.dueDate)}
        />
      </FormRow>
    </div>
  );
}

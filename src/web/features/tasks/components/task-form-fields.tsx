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
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import type { TaskFormValues } from '../lib/task-form-values.ts';
import { describedBy, FormRow, SelectRow } from './form-controls.tsx';
import { MissionRow } from './task-mission-row.tsx';

export type ExtraOption = { id: string; name: string } | null;

/** The values, their errors and the change handler every field reads. */
export type FieldProps = {
  values: TaskFormValues;
  errors: FieldErrors;
  onChange: <K extends keyof TaskFormValues>(name: K, value: TaskFormValues[K]) => void;
};

type TaskFormFieldsProps = FieldProps & {
  clients: readonly ClientRow[];
  /** The task's current client when it is no longer active, so editing does not drop it. */
  extraClient: ExtraOption;
  users: readonly UserOption[];
  extraUser: ExtraOption;
};

export function TaskFormFields({ clients, extraClient, users, extraUser, ...fields }: TaskFormFieldsProps) {
  const { values, errors, onChange } = fields;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TitleAndDescription {...fields} />
      <ChoiceRow id="task-type" label="Type" name="type" choices={TASK_TYPES} labels={TASK_TYPE_LABELS} {...fields} />
      {values.type === 'recurrente' ? <FrequencyRow {...fields} /> : <div aria-hidden="true" className="hidden sm:block" />}
      <ChoiceRow id="task-priority" label="Priorité" name="priority" choices={TASK_PRIORITIES} labels={TASK_PRIORITY_LABELS} {...fields} />
      <ChoiceRow id="task-status" label="Statut" name="status" choices={TASK_STATUSES} labels={TASK_STATUS_LABELS} {...fields} />

      <SelectRow id="task-client" label="Client" error={errors.clientId} value={values.clientId} onValueChange={(value) => onChange('clientId', value)}>
        <option value="">Aucun client</option>
        {extraClient ? <option value={extraClient.id}>{extraClient.name} (inactif)</option> : null}
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.raisonSociale}
          </option>
        ))}
      </SelectRow>

      <MissionRow {...fields} />

      <SelectRow id="task-assignee" label="Assigné à" error={errors.assignedTo} value={values.assignedTo} onValueChange={(value) => onChange('assignedTo', value)}>
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

function TitleAndDescription({ values, errors, onChange }: FieldProps) {
  return (
    <>
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
    </>
  );
}

type ChoiceName = 'type' | 'priority' | 'status';

type ChoiceRowProps<K extends ChoiceName> = FieldProps & {
  id: string;
  label: string;
  name: K;
  choices: readonly TaskFormValues[K][];
  labels: Record<TaskFormValues[K], string>;
};

/** A required select over one of the task's enumerations, each value under its French label. */
function ChoiceRow<K extends ChoiceName>({ id, label, name, choices, labels, values, errors, onChange }: ChoiceRowProps<K>) {
  return (
    <SelectRow
      id={id}
      label={label}
      required
      error={errors[name]}
      value={values[name]}
      onValueChange={(value) => onChange(name, value as TaskFormValues[K])}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </SelectRow>
  );
}

/** A recurring task's frequency, to choose (no default). */
function FrequencyRow({ values, errors, onChange }: FieldProps) {
  return (
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
  );
}

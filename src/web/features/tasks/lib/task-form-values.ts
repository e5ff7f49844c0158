import { fromParisParts, toParisParts, type ParisParts } from '../../../../shared/paris-time.ts';
import {
  taskInputSchema,
  type RecurrenceFrequency,
  type TaskInput,
  type TaskPriority,
  type TaskRow,
  type TaskStatus,
  type TaskType,
} from '../../../../shared/tasks.ts';
import { zodFieldErrors, type FieldErrors } from '../../../lib/field-errors.ts';

/** What the form's controls hold: text everywhere, '' for « none ». */
export type TaskFormValues = {
  title: string;
  description: string;
  type: TaskType;
  recurrenceFrequency: RecurrenceFrequency | '';
  priority: TaskPriority;
  status: TaskStatus;
  clientId: string;
  /** The client's mission the task is part of (Production), '' for none. */
  missionId: string;
  assignedTo: string;
  /** A datetime-local value on Paris clocks, 'YYYY-MM-DDTHH:mm', or '' for no due date. */
  dueDate: string;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const formatLocal = (p: ParisParts) => `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;

/** An instant as a datetime-local value on Paris clocks, to the minute. */
export function toParisInputValue(date: Date): string {
  return formatLocal(toParisParts(date));
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A datetime-local value read on Paris clocks → an ISO instant with its Paris offset
 * ('2026-11-21T14:30:00+01:00'); '' → null. Anything unreadable is returned as is, for the
 * schema to refuse with its message.
 */
export function parisInputToIso(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const match = LOCAL_INPUT.exec(trimmed);
  if (!match) return trimmed;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const instant = fromParisParts({ year, month, day, hour, minute });
  // Written as Paris clocks show it (a time skipped in spring reads an hour later), with the offset.
  const shown = toParisParts(instant);
  const offsetMinutes = Math.round(
    (Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute) - instant.getTime()) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${formatLocal(shown)}:00${offset}`;
}

/** A new task: SPEC §5's defaults, due now to the minute on Paris clocks. */
export function newTaskForm({ now = new Date(), assignedTo = '' }: { now?: Date; assignedTo?: string } = {}): TaskFormValues {
  return {
    title: '',
    description: '',
    type: 'ponctuelle',
    recurrenceFrequency: '',
    priority: 'normale',
    status: 'a_faire',
    clientId: '',
    missionId: '',
    assignedTo,
    dueDate: toParisInputValue(now),
  };
}

export function taskToForm(task: TaskRow): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    type: task.type,
    recurrenceFrequency: task.recurrenceFrequency ?? '',
    priority: task.priority,
    status: task.status,
    clientId: task.clientId ?? '',
    missionId: task.missionId ?? '',
    assignedTo: task.assignedTo ?? '',
    dueDate: task.dueDate ? toParisInputValue(new Date(task.dueDate)) : '',
  };
}

export type TaskFormResult = { ok: true; input: TaskInput } | { ok: false; errors: FieldErrors };

/** Checks the form with the API's own schema; the frequency is sent only for a recurring task. */
export function readTaskForm(values: TaskFormValues): TaskFormResult {
  const parsed = taskInputSchema.safeParse({
    title: values.title,
    description: values.description,
    type: values.type,
    priority: values.priority,
    status: values.status,
    clientId: values.clientId,
    missionId: values.missionId,
    assignedTo: values.assignedTo,
    dueDate: parisInputToIso(values.dueDate),
    recurrenceFrequency: values.type === 'recurrente' ? values.recurrenceFrequency || null : null,
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

// Tâches › Exporter (CSV): the list's columns and text, as the screen shows them, for toExcelCsv.

import { toParisParts } from './paris-time.ts';
import { RECURRENCE_LABELS, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type TaskListRow } from './tasks.ts';

/** The most rows one export sends: the whole reference firm (100,000 tasks), as the Journal's. */
export const TASK_EXPORT_LIMIT = 100_000;

/** The list's columns; the due instant in two cells (JJ/MM/AAAA, then HH:MM on Paris clocks), which Excel reads as a date and a time. */
export const TASK_CSV_HEADERS = ['Titre', 'Client', 'Assigné à', 'Priorité', 'Statut', 'Échéance', 'Heure', 'Récurrence'] as const;

const two = (value: number) => String(value).padStart(2, '0');

/** 'Mensuel', 'Mensuel (arrêtée)' once the series was stopped, '' for a one-off task. */
export function recurrenceText(task: Pick<TaskListRow, 'recurrenceFrequency' | 'recurrenceEndedAt'>): string {
  if (!task.recurrenceFrequency) return '';
  const label = RECURRENCE_LABELS[task.recurrenceFrequency];
  return task.recurrenceEndedAt ? `${label} (arrêtée)` : label;
}

/** One task as a CSV line, in TASK_CSV_HEADERS order. */
export function taskCsvRow(task: TaskListRow): (string | null)[] {
  const due = task.dueDate ? toParisParts(new Date(task.dueDate)) : null;
  return [
    task.title,
    task.clientName,
    task.assigneeName,
    TASK_PRIORITY_LABELS[task.priority],
    TASK_STATUS_LABELS[task.status],
    due ? `${two(due.day)}/${two(due.month)}/${due.year}` : null,
    due ? `${two(due.hour)}:${two(due.minute)}` : null,
    recurrenceText(task) || null,
  ];
}

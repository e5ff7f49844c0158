import type { TaskRow } from '../../../../shared/tasks.ts';

let counter = 0;

/** A task row for the unit tests, with sensible defaults. */
export function taskRow(fields: Partial<TaskRow> = {}): TaskRow {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    title: `Tâche ${counter}`,
    description: null,
    type: 'ponctuelle',
    priority: 'normale',
    status: 'a_faire',
    clientId: null,
    clientName: null,
    assignedTo: null,
    assigneeName: null,
    createdBy: null,
    dueDate: null,
    completedAt: null,
    recurrenceFrequency: null,
    seriesId: null,
    recurrenceEndedAt: null,
    missionId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

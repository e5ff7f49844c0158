import { describe, expect, it } from 'vitest';
import { toExcelCsv } from './csv-export.ts';
import { TASK_CSV_HEADERS, taskCsvRow } from './task-export.ts';
import type { TaskListRow } from './tasks.ts';

const task = (fields: Partial<TaskListRow> = {}): TaskListRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Déclaration de TVA',
  priority: 'normale',
  status: 'a_faire',
  clientName: 'Boulangerie Martin',
  assignedTo: null,
  assigneeName: null,
  dueDate: null,
  recurrenceFrequency: null,
  recurrenceEndedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('taskCsvRow', () => {
  it('writes priority, status and recurrence in French, the due date JJ/MM/AAAA and the time on Paris clocks', () => {
    // 31 March 2026 at 22:30 UTC is already 1 April at 00:30 in Paris (summer time).
    const row = taskCsvRow(task({ priority: 'urgente', status: 'en_attente', assigneeName: 'Camille Dupont', dueDate: '2026-03-31T22:30:00.000Z', recurrenceFrequency: 'mois' }));
    expect(row).toEqual(['Déclaration de TVA', 'Boulangerie Martin', 'Camille Dupont', 'Urgente', 'En attente', '01/04/2026', '00:30', 'Mensuel']);
    expect(taskCsvRow(task({ dueDate: '2026-01-15T08:00:00.000Z' })).slice(5, 7)).toEqual(['15/01/2026', '09:00']);
  });

  it('leaves an undated, unassigned, one-off task’s cells empty and marks a stopped series', () => {
    expect(taskCsvRow(task({ clientName: null }))).toEqual(['Déclaration de TVA', null, null, 'Normale', 'À faire', null, null, null]);
    expect(taskCsvRow(task({ recurrenceFrequency: 'annee', recurrenceEndedAt: '2026-02-01T00:00:00.000Z' })).at(-1)).toBe('Annuel (arrêtée)');
  });

  it('neutralises a formula-looking title or client in the file', () => {
    const csv = toExcelCsv(TASK_CSV_HEADERS, [taskCsvRow(task({ title: '=1+1', clientName: '@Client' }))]);
    expect(csv).toBe("\uFEFFTitre;Client;Assigné à;Priorité;Statut;Échéance;Heure;Récurrence\r\n'=1+1;'@Client;;Normale;À faire;;;\r\n");
  });
});

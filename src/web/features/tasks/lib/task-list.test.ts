import { describe, expect, it } from 'vitest';

import { applyTask, belongsTo, compareTasks, removeTask } from './task-list.ts';
import { taskRow } from './test-tasks.ts';

const ME = '33333333-3333-4333-8333-333333333333';
const OTHER = '44444444-4444-4444-8444-444444444444';
const mine = { scope: 'mine', includeDone: false } as const;
const cabinet = { scope: 'all', includeDone: false } as const;

const early = taskRow({ title: 'early', dueDate: '2026-11-01T09:00:00+01:00', assignedTo: ME });
const late = taskRow({ title: 'late', dueDate: '2026-11-30T09:00:00+01:00', assignedTo: ME });
const undated = taskRow({ title: 'undated', dueDate: null, assignedTo: ME });

describe('compareTasks', () => {
  it('sorts by due instant ascending, whatever the offset, with undated tasks last', () => {
    const utc = taskRow({ title: 'utc', dueDate: '2026-11-01T07:30:00.000Z' });
    const sorted = [undated, late, early, utc].sort(compareTasks).map((t) => t.title);
    expect(sorted).toEqual(['utc', 'early', 'late', 'undated']);
  });
});

describe('belongsTo', () => {
  it('keeps finished tasks out unless asked, and other people’s tasks out of Mes tâches', () => {
    expect(belongsTo({ ...early, status: 'termine' }, mine, ME)).toBe(false);
    expect(belongsTo({ ...early, status: 'termine' }, { ...mine, includeDone: true }, ME)).toBe(true);
    expect(belongsTo({ ...early, assignedTo: OTHER }, mine, ME)).toBe(false);
    expect(belongsTo({ ...early, assignedTo: null }, cabinet, ME)).toBe(true);
    expect(belongsTo(early, mine, null)).toBe(false);
  });
});

describe('applyTask', () => {
  const list = [early, late, undated];

  it('inserts a new task at its sorted place', () => {
    const middle = taskRow({ title: 'middle', dueDate: '2026-11-15T09:00:00+01:00', assignedTo: ME });
    expect(applyTask(list, middle, mine, ME).map((t) => t.title)).toEqual(['early', 'middle', 'late', 'undated']);
    // Among equal due dates (none here) the newest comes first, as the server orders them.
    const noDate = taskRow({ title: 'no date', assignedTo: ME, createdAt: '2026-06-01T00:00:00Z' });
    expect(applyTask(list, noDate, mine, ME).map((t) => t.title)).toEqual(['early', 'late', 'no date', 'undated']);
    const olderNoDate = taskRow({ title: 'older', assignedTo: ME, createdAt: '2025-06-01T00:00:00Z' });
    expect(applyTask(list, olderNoDate, mine, ME).map((t) => t.title)).toEqual(['early', 'late', 'undated', 'older']);
  });

  it('moves an edited task to its new place and replaces it', () => {
    const moved = { ...early, title: 'moved', dueDate: '2026-12-01T09:00:00+01:00' };
    expect(applyTask(list, moved, mine, ME).map((t) => t.title)).toEqual(['late', 'moved', 'undated']);
  });

  it('takes out a task finished while finished tasks are hidden, or given to someone else', () => {
    expect(applyTask(list, { ...late, status: 'termine' }, mine, ME).map((t) => t.title)).toEqual(['early', 'undated']);
    expect(applyTask(list, { ...late, assignedTo: OTHER }, mine, ME).map((t) => t.title)).toEqual(['early', 'undated']);
    expect(applyTask(list, { ...late, assignedTo: OTHER }, cabinet, ME)).toHaveLength(3);
  });

  it('returns the same list when nothing changes for it', () => {
    const elsewhere = taskRow({ assignedTo: OTHER });
    expect(applyTask(list, elsewhere, mine, ME)).toBe(list);
    expect(removeTask(list, 'unknown')).toBe(list);
    expect(removeTask(list, early.id).map((t) => t.title)).toEqual(['late', 'undated']);
  });
});

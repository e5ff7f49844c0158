import { describe, expect, it } from 'vitest';

import { formatDueDateTime, formatDueDay, formatDueTime } from './format-task.ts';

describe('due date display', () => {
  it('shows fr-FR dates on Paris clocks, summer and winter', () => {
    expect(formatDueDateTime('2026-11-21T13:30:00.000Z')).toBe('21/11/2026 14:30');
    expect(formatDueDateTime('2026-07-14T07:00:00.000Z')).toBe('14/07/2026 09:00');
    expect(formatDueDay('2026-12-31T23:30:00.000Z')).toBe('01/01/2027');
    expect(formatDueTime('2026-11-21T14:30:00+01:00')).toBe('14:30');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatDueDateTime(null)).toBe('');
    expect(formatDueDay('demain')).toBe('');
  });
});

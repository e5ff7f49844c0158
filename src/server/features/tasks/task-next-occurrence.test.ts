import { describe, expect, it } from 'vitest';
import { fromParisParts, parisIsoDay } from '../../../shared/paris-time.ts';
import { nextOccurrence } from '../../../shared/recurrence.ts';
import { recurrenceAnchor, type RecurrenceFrequency } from '../../../shared/tasks.ts';
import { completedAtFor, entersDone } from './task-next-occurrence.ts';

const paris = (day: string) => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return fromParisParts({ year, month, day: date, hour: 9, minute: 0 });
};

/** The next `count` due dates of a series, each computed as completing the previous one does. */
function chain(first: string, frequency: RecurrenceFrequency, count: number, from = first): string[] {
  const days: string[] = [];
  let current = paris(from);
  for (let i = 0; i < count; i++) {
    current = nextOccurrence(current, frequency, recurrenceAnchor(current, paris(first), frequency));
    days.push(parisIsoDay(current));
  }
  return days;
}

describe('recurrenceAnchor with nextOccurrence', () => {
  it("keeps the series' day through shorter months", () => {
    expect(chain('2026-01-31', 'mois', 4)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(chain('2026-01-30', 'mois', 3)).toEqual(['2026-02-28', '2026-03-30', '2026-04-30']);
    expect(chain('2028-02-29', 'annee', 5)).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29', '2033-02-28']);
  });

  it('follows an occurrence someone moved off the pattern', () => {
    // The series began on the 31st; March's was moved to the 15th: the series goes on on the 15th.
    expect(chain('2026-01-31', 'mois', 2, '2026-03-15')).toEqual(['2026-04-15', '2026-05-15']);
    expect(chain('2026-01-31', 'annee', 1, '2026-03-15')).toEqual(['2027-03-15']);
  });

  it('has no say for daily and weekly series', () => {
    expect(recurrenceAnchor(paris('2026-03-10'), paris('2026-03-01'), 'semaine')).toEqual(paris('2026-03-10'));
    expect(recurrenceAnchor(paris('2026-03-10'), null, 'mois')).toEqual(paris('2026-03-10'));
  });
});

describe('completedAtFor', () => {
  it('stamps entering termine, keeps the stamp while termine, clears it otherwise', () => {
    const before = new Date('2026-01-01T10:00:00Z');
    expect(completedAtFor('termine', { status: 'en_cours', completedAt: null })?.getTime()).toBeCloseTo(Date.now(), -4);
    expect(completedAtFor('termine', { status: 'termine', completedAt: before })).toBe(before);
    expect(completedAtFor('a_faire', { status: 'termine', completedAt: before })).toBeNull();
    expect(entersDone('termine', { status: 'a_faire' })).toBe(true);
    expect(entersDone('termine', { status: 'termine' })).toBe(false);
    expect(entersDone('termine', undefined)).toBe(true);
  });
});

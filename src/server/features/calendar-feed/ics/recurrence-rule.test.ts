import { describe, expect, it } from 'vitest';
import { fromParisParts, parisIsoDay } from '../../../../shared/paris-time.ts';
import type { RecurrenceFrequency } from '../../../../shared/tasks.ts';
import { recurrenceEvents } from './recurrence-rule.ts';

const paris = (day: string, time = '09:00') => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return fromParisParts({ year, month, day: date, hour, minute });
};
const events = (frequency: RecurrenceFrequency, anchor: string, due = anchor, endedAt: Date | null = null) =>
  recurrenceEvents({ frequency, dueDate: paris(due), anchor: paris(anchor), endedAt }).map((part) => ({ ...part, start: parisIsoDay(part.start) }));
const rules = (...args: Parameters<typeof events>) => events(...args).map((part) => part.rule);

describe('recurrenceEvents', () => {
  it('repeats daily and weekly as they are', () => {
    expect(events('jour', '2026-03-02')).toEqual([{ uidSuffix: '', start: '2026-03-02', rule: 'FREQ=DAILY' }]);
    expect(rules('semaine', '2026-03-02')).toEqual(['FREQ=WEEKLY']);
  });

  it("keeps the anchor's day of month up to the 28th, and the 31st as the last day of every month", () => {
    expect(rules('mois', '2026-03-15')).toEqual(['FREQ=MONTHLY;BYMONTHDAY=15']);
    expect(rules('mois', '2026-03-28')).toEqual(['FREQ=MONTHLY;BYMONTHDAY=28']);
    expect(events('mois', '2026-01-31', '2026-02-28')).toEqual([{ uidSuffix: '', start: '2026-02-28', rule: 'FREQ=MONTHLY;BYMONTHDAY=-1' }]);
  });

  it("splits the 29th and 30th: that day in the other months, February's last day in a second event", () => {
    expect(events('mois', '2026-01-30')).toEqual([
      { uidSuffix: '', start: '2026-01-30', rule: 'FREQ=MONTHLY;BYMONTH=1,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=30' },
      { uidSuffix: '-fevrier', start: '2026-02-28', rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' },
    ]);
    // Due in February now: the other months start in March.
    expect(events('mois', '2026-01-29', '2026-02-28').map((part) => part.start)).toEqual(['2026-03-29', '2026-02-28']);
  });

  it('keeps day and month every year, 29 February falling on the 28th in other years', () => {
    expect(rules('annee', '2026-05-31')).toEqual(['FREQ=YEARLY;BYMONTH=5;BYMONTHDAY=31']);
    expect(rules('annee', '2028-02-29')).toEqual(['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1']);
  });

  it('ends at the close of the Paris day the recurrence was stopped, and not at all before the due date', () => {
    expect(rules('jour', '2026-03-02', '2026-03-02', paris('2026-06-10', '15:00'))).toEqual(['FREQ=DAILY;UNTIL=20260610T215959Z']);
    expect(rules('jour', '2026-01-02', '2026-01-02', paris('2026-01-10', '15:00'))).toEqual(['FREQ=DAILY;UNTIL=20260110T225959Z']);
    expect(rules('jour', '2026-03-02', '2026-03-02', paris('2026-03-02', '00:10'))).toEqual(['FREQ=DAILY;UNTIL=20260302T225959Z']);
    expect(events('mois', '2026-03-02', '2026-03-02', paris('2026-03-01', '23:50'))).toEqual([{ uidSuffix: '', start: '2026-03-02' }]);
    // Stopped on 10 February: the February event alone is left, until that day.
    expect(events('mois', '2026-01-30', '2026-02-28', paris('2026-03-10'))).toEqual([
      { uidSuffix: '-fevrier', start: '2026-02-28', rule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1;UNTIL=20260310T225959Z' },
    ]);
  });
});

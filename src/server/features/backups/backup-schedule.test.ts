import { describe, expect, it } from 'vitest';
import { decideNightlyBackup, latestSlot, nextSlot, slotOf } from './backup-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('slotOf', () => {
  it('is 02:00 on Paris clocks, winter (UTC+1) and summer (UTC+2)', () => {
    expect(slotOf('2026-01-15', '02:00').toISOString()).toBe('2026-01-15T01:00:00.000Z');
    expect(slotOf('2026-07-15', '02:00').toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it('moves 02:00 to 03:00 on the spring change, when Paris clocks skip that hour', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(slotOf('2026-03-29', '02:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(slotOf('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes 02:00 once on the autumn change, when Paris clocks show it twice (the winter-time one)', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:00 is 00:00 then 01:00 UTC.
    expect(slotOf('2026-10-25', '02:00').toISOString()).toBe('2026-10-25T01:00:00.000Z');
  });
});

describe('nextSlot', () => {
  it('is tonight’s slot before it, tomorrow’s after it', () => {
    expect(nextSlot({ now: at('2026-01-15T00:59:00Z'), time: '02:00' }).toISOString()).toBe('2026-01-15T01:00:00.000Z');
    expect(nextSlot({ now: at('2026-01-15T01:00:00Z'), time: '02:00' }).toISOString()).toBe('2026-01-16T01:00:00.000Z');
    expect(nextSlot({ now: at('2026-01-15T12:00:00Z'), time: '23:30' }).toISOString()).toBe('2026-01-15T22:30:00.000Z');
  });

  it('crosses the clock changes: 23 hours after the last winter slot, 25 after the last summer one', () => {
    expect(nextSlot({ now: at('2026-03-28T01:00:00Z'), time: '02:00' }).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(nextSlot({ now: at('2026-03-29T01:00:00Z'), time: '02:00' }).toISOString()).toBe('2026-03-30T00:00:00.000Z');
    expect(nextSlot({ now: at('2026-10-24T00:00:00Z'), time: '02:00' }).toISOString()).toBe('2026-10-25T01:00:00.000Z');
    expect(nextSlot({ now: at('2026-10-25T01:00:00Z'), time: '02:00' }).toISOString()).toBe('2026-10-26T01:00:00.000Z');
  });
});

describe('latestSlot', () => {
  it('names the Paris day of the last slot passed', () => {
    expect(latestSlot({ now: at('2026-01-15T00:30:00Z'), time: '02:00' })).toEqual({ day: '2026-01-14', at: at('2026-01-14T01:00:00Z') });
    expect(latestSlot({ now: at('2026-01-15T01:00:00Z'), time: '02:00' })).toEqual({ day: '2026-01-15', at: at('2026-01-15T01:00:00Z') });
    // 23:30 Paris is 22:30 UTC in winter: the slot's day is the Paris one.
    expect(latestSlot({ now: at('2026-01-15T23:00:00Z'), time: '23:30' })).toEqual({ day: '2026-01-15', at: at('2026-01-15T22:30:00Z') });
  });
});

describe('decideNightlyBackup', () => {
  it('starts a new installation’s schedule without a backup at its first start', () => {
    expect(decideNightlyBackup({ now: at('2026-01-15T10:00:00Z'), time: '02:00', doneFor: null })).toEqual({ action: 'start', slot: '2026-01-15' });
  });

  it('runs once the slot has passed, then waits for the next night', () => {
    expect(decideNightlyBackup({ now: at('2026-01-15T00:59:00Z'), time: '02:00', doneFor: '2026-01-14' })).toEqual({ action: 'wait' });
    expect(decideNightlyBackup({ now: at('2026-01-15T01:00:00Z'), time: '02:00', doneFor: '2026-01-14' })).toEqual({ action: 'run', slot: '2026-01-15' });
    expect(decideNightlyBackup({ now: at('2026-01-15T09:00:00Z'), time: '02:00', doneFor: '2026-01-15' })).toEqual({ action: 'wait' });
  });

  it('catches up once after nights the server was down', () => {
    expect(decideNightlyBackup({ now: at('2026-01-20T09:00:00Z'), time: '02:00', doneFor: '2026-01-15' })).toEqual({ action: 'run', slot: '2026-01-20' });
  });

  it('runs once on the autumn night the 02:00 hour repeats, and on the spring night it is skipped', () => {
    const autumn = { time: '02:00', doneFor: '2026-10-24' };
    expect(decideNightlyBackup({ now: at('2026-10-25T00:30:00Z'), ...autumn })).toEqual({ action: 'wait' });
    expect(decideNightlyBackup({ now: at('2026-10-25T01:00:00Z'), ...autumn })).toEqual({ action: 'run', slot: '2026-10-25' });
    expect(decideNightlyBackup({ now: at('2026-10-25T01:30:00Z'), time: '02:00', doneFor: '2026-10-25' })).toEqual({ action: 'wait' });
    const spring = { time: '02:00', doneFor: '2026-03-28' };
    expect(decideNightlyBackup({ now: at('2026-03-29T00:59:00Z'), ...spring })).toEqual({ action: 'wait' });
    expect(decideNightlyBackup({ now: at('2026-03-29T01:00:00Z'), ...spring })).toEqual({ action: 'run', slot: '2026-03-29' });
  });

  it('follows a time moved by an admin: earlier runs today’s missed slot, later waits for it', () => {
    // Done at 02:00 today, moved to 12:00 at 10:00 Paris: today's backup is taken, the next is tomorrow's.
    expect(decideNightlyBackup({ now: at('2026-01-15T09:00:00Z'), time: '12:00', doneFor: '2026-01-15' })).toEqual({ action: 'wait' });
    // Done yesterday, moved from 12:00 to 02:00 at 10:00 Paris: today's 02:00 has passed.
    expect(decideNightlyBackup({ now: at('2026-01-15T09:00:00Z'), time: '02:00', doneFor: '2026-01-14' })).toEqual({ action: 'run', slot: '2026-01-15' });
  });
});

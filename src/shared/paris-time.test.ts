import { describe, expect, it } from 'vitest';

import { parisMidnight } from './paris-time.ts';

describe('parisMidnight', () => {
  it('is the start of the Paris day, winter (UTC+1) and summer (UTC+2)', () => {
    expect(parisMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });

  it('moves on whole days across a month, a year and the clock change', () => {
    expect(parisMidnight('2026-01-31', 1).toISOString()).toBe('2026-01-31T23:00:00.000Z');
    expect(parisMidnight('2026-12-31', 1).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    // The clocks go forward on 29 March 2026: that day lasts 23 hours.
    expect(parisMidnight('2026-03-29', 1).getTime() - parisMidnight('2026-03-29').getTime()).toBe(23 * 3_600_000);
  });
});

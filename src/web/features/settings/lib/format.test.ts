import { describe, expect, it } from 'vitest';
import { formatCount, formatDayFr } from './format.ts';

describe('formatDayFr', () => {
  it('writes the day as dd/MM/yyyy', () => {
    expect(formatDayFr('2026-03-05T10:00:00.000Z')).toBe('05/03/2026');
  });

  it('uses the firm’s day, in Paris, not the UTC one', () => {
    expect(formatDayFr('2025-12-31T23:30:00.000Z')).toBe('01/01/2026');
    expect(formatDayFr('2026-07-14T22:15:00.000Z')).toBe('15/07/2026');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatDayFr('pas une date')).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands the French way', () => {
    expect(formatCount(10000).replace(/\s/g, ' ')).toBe('10 000');
    expect(formatCount(0)).toBe('0');
  });
});

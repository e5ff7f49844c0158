import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDayFr } from './format.ts';

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

describe('formatBytes', () => {
  it('writes a size in octets, Ko, Mo or Go with a French decimal comma', () => {
    expect(formatBytes(512)).toBe('512 o');
    expect(formatBytes(12_800)).toBe('12,5 Ko');
    expect(formatBytes(50_541_363)).toBe('48,2 Mo');
    expect(formatBytes(1_395_864_371)).toBe('1,3 Go');
  });
});

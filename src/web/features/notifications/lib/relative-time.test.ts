import { describe, expect, it } from 'vitest';

import { badgeCount, relativeTime } from './relative-time.ts';

const now = new Date('2026-11-21T14:30:00Z');

describe('relativeTime', () => {
  it('says how long ago, in French', () => {
    expect(relativeTime('2026-11-21T14:25:00Z', now)).toBe('il y a 5 minutes');
    expect(relativeTime('2026-11-21T12:30:00Z', now)).toBe('il y a environ 2 heures');
    expect(relativeTime('2026-11-18T14:30:00Z', now)).toBe('il y a 3 jours');
  });

  it('never speaks of the future, and shows nothing for a bad date', () => {
    expect(relativeTime('2026-11-21T14:30:05Z', now)).toBe('il y a moins d’une minute');
    expect(relativeTime('hier', now)).toBe('');
  });
});

describe('badgeCount', () => {
  it('caps the badge at 9+', () => {
    expect(badgeCount(3)).toBe('3');
    expect(badgeCount(12)).toBe('9+');
  });
});

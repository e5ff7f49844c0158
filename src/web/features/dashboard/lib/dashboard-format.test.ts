import { describe, expect, it } from 'vitest';
import { formatClientCount, formatDueDate, formatLongDate, formatNotReadyToReceive, greetingWord } from './dashboard-format.ts';

const NNBSP = '\u202f';

describe('greetingWord', () => {
  it("says 'Bonsoir' from 18:00 in Paris, whatever the machine's zone", () => {
    expect(greetingWord(new Date('2026-06-15T17:59:00+02:00'))).toBe('Bonjour');
    expect(greetingWord(new Date('2026-06-15T18:00:00+02:00'))).toBe('Bonsoir');
    // 17:30 UTC in winter is 18:30 in Paris.
    expect(greetingWord(new Date('2026-01-15T17:30:00Z'))).toBe('Bonsoir');
    expect(greetingWord(new Date('2026-01-16T06:00:00+01:00'))).toBe('Bonjour');
  });
});

describe('formatDueDate', () => {
  const now = new Date('2026-03-28T23:30:00+01:00');

  it('names today and tomorrow on the Paris calendar, and gives the date otherwise', () => {
    expect(formatDueDate('2026-03-28T22:45:00.000Z', now)).toBe('Aujourd’hui à 23:45');
    // The next day is the spring change of clocks: 23 hours long.
    expect(formatDueDate('2026-03-29T21:30:00.000Z', now)).toBe('Demain à 23:30');
    expect(formatDueDate('2026-03-30T07:00:00.000Z', now)).toBe('30/03/2026 à 09:00');
  });

  it('finds tomorrow after a 25-hour day too', () => {
    const autumn = new Date('2026-10-25T00:30:00+02:00');
    expect(formatDueDate('2026-10-25T22:30:00.000Z', autumn)).toBe('Aujourd’hui à 23:30');
    expect(formatDueDate('2026-10-26T08:00:00.000Z', autumn)).toBe('Demain à 09:00');
  });
});

describe('formatLongDate', () => {
  it('writes the Paris date in full', () => {
    expect(formatLongDate(new Date('2026-11-21T23:30:00Z'))).toBe('dimanche 22 novembre 2026');
  });
});

describe('formatClientCount', () => {
  it('keeps 0 and 1 singular and groups thousands', () => {
    expect(formatClientCount(0)).toBe('0 client');
    expect(formatClientCount(1)).toBe('1 client');
    expect(formatClientCount(1234)).toBe(`1${NNBSP}234 clients`);
  });
});

describe('formatNotReadyToReceive', () => {
  it('agrees client and prêt with the count, 0 and 1 singular', () => {
    expect(formatNotReadyToReceive(0)).toBe('0 client non prêt à recevoir');
    expect(formatNotReadyToReceive(1)).toBe('1 client non prêt à recevoir');
    expect(formatNotReadyToReceive(2)).toBe('2 clients non prêts à recevoir');
    expect(formatNotReadyToReceive(1234)).toBe(`1${NNBSP}234 clients non prêts à recevoir`);
  });
});

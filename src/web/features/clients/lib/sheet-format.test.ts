import { describe, expect, it } from 'vitest';

import { formatSheetDay, formatSheetLongTime, formatSheetTime } from './sheet-format.ts';

describe('sheet dates', () => {
  it('reads instants on Paris time, summer and winter, in the fr-FR forms', () => {
    expect(formatSheetTime('2026-03-14T08:05:00.000Z')).toBe('14/03/2026 09:05');
    expect(formatSheetTime('2026-07-14T08:05:00.000Z')).toBe('14/07/2026 10:05');
    // Late on 31 December in UTC is already the new year in Paris.
    expect(formatSheetDay('2025-12-31T23:30:00.000Z')).toBe('01/01/2026');
    expect(formatSheetLongTime('2026-03-14T08:05:00.000Z')).toBe('samedi 14 mars 2026 à 09:05');
  });

  it('leaves text that is no date as it is', () => {
    expect(formatSheetDay('bientôt')).toBe('bientôt');
  });
});

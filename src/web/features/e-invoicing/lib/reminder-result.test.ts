import { describe, expect, it } from 'vitest';

import { reminderResultLines } from './reminder-result.ts';

describe('reminderResultLines', () => {
  it('counts the mails sent', () => {
    expect(reminderResultLines({ queued: 3, deferred: 0, deferredUntil: null, skipped: [] })).toEqual(['3 relance(s) envoyée(s)']);
  });

  it('says when the daily cap holds some back, with the day they leave', () => {
    expect(reminderResultLines({ queued: 5, deferred: 2, deferredUntil: '2026-11-28', skipped: [] })).toEqual([
      '3 relance(s) envoyée(s)',
      '2 relance(s) partiront le 28/11/2026 (plafond quotidien atteint)',
    ]);
    expect(reminderResultLines({ queued: 2, deferred: 2, deferredUntil: '2026-11-28', skipped: [] })).toEqual([
      '2 relance(s) partiront le 28/11/2026 (plafond quotidien atteint)',
    ]);
  });

  it('says none was sent when every client was skipped', () => {
    expect(reminderResultLines({ queued: 0, deferred: 0, deferredUntil: null, skipped: [{ clientId: 'x', reason: 'no_email' }] })).toEqual([
      'Aucune relance envoyée',
    ]);
  });
});

import { describe, expect, it } from 'vitest';

import { AUTHORIZATION_STATUS_LABELS } from '../../../../shared/authorizations.ts';
import { describeChange, formatHistoryTime } from './history-format.ts';

const entry = { at: '2025-03-14T08:05:00.000Z', userName: 'Marie Curie' };

describe('describeChange', () => {
  it('shows statuses by their French labels', () => {
    expect(
      describeChange(
        { ...entry, field: 'status', oldValue: 'a_faire', newValue: 'ok_client' },
        AUTHORIZATION_STATUS_LABELS,
      ),
    ).toEqual({ field: 'Statut', from: 'À faire', to: 'OK' });
  });

  it('shows dates as DD/MM/YYYY and a missing value as a dash', () => {
    expect(
      describeChange(
        { ...entry, field: 'authorizationDate', oldValue: null, newValue: '2025-03-01' },
        AUTHORIZATION_STATUS_LABELS,
      ),
    ).toEqual({ field: 'Date', from: '—', to: '01/03/2025' });
  });
});

describe('formatHistoryTime', () => {
  it('reads the instant in Paris time', () => {
    expect(formatHistoryTime('2025-03-14T08:05:00.000Z')).toBe('14/03/2025 09:05');
    expect(formatHistoryTime('2025-07-14T08:05:00.000Z')).toBe('14/07/2025 10:05');
  });
});

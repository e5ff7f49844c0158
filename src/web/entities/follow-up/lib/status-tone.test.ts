import { describe, expect, it } from 'vitest';

import { AUTHORIZATION_STATUSES } from '../../../../shared/authorizations.ts';
import { BANK_CHANGE_STATUSES } from '../../../../shared/bank-changes.ts';
import { MANDATE_STATUSES, READINESS_STATUSES } from '../../../../shared/e-invoicing/statuses.ts';
import { TRACKING_STATUSES } from '../../../../shared/tracking.ts';
import { statusTone } from './status-tone.ts';

describe('statusTone (SPEC §4 status colours)', () => {
  it('colours the authorisation statuses grey, blue, green, orange', () => {
    expect(AUTHORIZATION_STATUSES.map(statusTone)).toEqual(['grey', 'blue', 'green', 'orange']);
  });

  it('colours the bank change items grey, blue, green', () => {
    expect(BANK_CHANGE_STATUSES.map(statusTone)).toEqual(['grey', 'blue', 'green']);
  });

  it('colours the yearly tracking statuses grey, green, orange', () => {
    expect(TRACKING_STATUSES.map(statusTone)).toEqual(['grey', 'green', 'orange']);
  });

  it('colours the e-invoicing readiness like the authorisations, and the mandates grey, blue, green', () => {
    expect(READINESS_STATUSES.map(statusTone)).toEqual(['grey', 'blue', 'green', 'orange']);
    expect(MANDATE_STATUSES.map(statusTone)).toEqual(['grey', 'blue', 'green']);
  });
});

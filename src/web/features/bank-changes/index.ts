import { BANK_CHANGE_JOURNAL } from '../../../shared/bank-changes.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { bankChangesQueryKey } from './api/get-bank-changes.ts';

/** Banque › Changement de banque: a tab of the Banque page, composed in src/web/app/bank. */
export const bankChangesFeature = {
  name: 'bank-changes',
  pages: [],
  journal: [BANK_CHANGE_JOURNAL],
  // The bank authorisation kinds feed the bank changes' steps.
  staleOn: {
    client: [bankChangesQueryKey],
    authorization: [bankChangesQueryKey],
    bank_change: [bankChangesQueryKey],
  },
} as const satisfies FeatureDescriptor;

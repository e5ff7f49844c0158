import { AUTHORIZATION_STATUSES, type AuthorizationKind, type AuthorizationStatus } from '../../../shared/authorizations.ts';
import type { PageTab } from '../../entities/client/list/page-tabs.tsx';
import { createListSearchValidator, type ListSearch } from '../../entities/client/list/lib/list-search.ts';

/** The Banque page's tabs: three bank authorisation kinds (authorizations), then the bank changes (bank-changes). */
export const BANK_TABS = ['ebics', 'impot', 'urssaf', 'changement'] as const;
export type BankTab = (typeof BANK_TABS)[number];

export const BANK_TAB_LIST: readonly PageTab<BankTab>[] = [
  { value: 'ebics', label: 'EBICS' },
  { value: 'impot', label: 'Impôt' },
  { value: 'urssaf', label: 'URSSAF' },
  { value: 'changement', label: 'Changement de banque' },
];

/** The authorisation kind behind each bank tab; the changement tab lists bank changes instead. */
export const BANK_KIND_BY_TAB: Record<Exclude<BankTab, 'changement'>, AuthorizationKind> = {
  ebics: 'bank_ebics',
  impot: 'bank_impot',
  urssaf: 'bank_urssaf',
};

export type BankSearch = ListSearch<BankTab, AuthorizationStatus>;

export const validateBankSearch = createListSearchValidator(BANK_TABS, AUTHORIZATION_STATUSES);

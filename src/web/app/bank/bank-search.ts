import {
  AUTHORIZATION_STATUSES,
  type AuthorizationKind,
  type AuthorizationStatus,
} from '../../../shared/authorizations.ts';
import type { PageTab } from '../../entities/client/list/page-tabs.tsx';
import { createListSearchValidator, type ListSearch } from '../../entities/client/list/lib/list-search.ts';

export const BANQUE_TABS = ['ebics', 'impot', 'urssaf', 'changement'] as const;
export type BanqueTab = (typeof BANQUE_TABS)[number];

export const BANQUE_TAB_LIST: readonly PageTab<BanqueTab>[] = [
  { value: 'ebics', label: 'EBICS' },
  { value: 'impot', label: 'Impôt' },
  { value: 'urssaf', label: 'URSSAF' },
  { value: 'changement', label: 'Changement de banque' },
];

/** The authorisation kind behind each bank tab; the changement tab lists bank changes instead. */
export const BANK_KIND_BY_TAB: Record<Exclude<BanqueTab, 'changement'>, AuthorizationKind> = {
  ebics: 'bank_ebics',
  impot: 'bank_impot',
  urssaf: 'bank_urssaf',
};

export type BanqueSearch = ListSearch<BanqueTab, AuthorizationStatus>;

export const validateBanqueSearch = createListSearchValidator(BANQUE_TABS, AUTHORIZATION_STATUSES);

import { AUTHORIZATION_STATUSES, type AuthorizationKind } from '../../../shared/authorizations.ts';
import type { PageTab } from '../../entities/client/list/page-tabs.tsx';
import { createListSearchValidator, type ListSearch } from '../../entities/client/list/lib/list-search.ts';

export const HABILITATION_TABS = ['impots', 'urssaf'] as const satisfies readonly AuthorizationKind[];
export type HabilitationTab = (typeof HABILITATION_TABS)[number];

export const HABILITATION_TAB_LIST: readonly PageTab<HabilitationTab>[] = [
  { value: 'impots', label: 'Impôts' },
  { value: 'urssaf', label: 'URSSAF' },
];

export type HabilitationSearch = ListSearch<HabilitationTab, (typeof AUTHORIZATION_STATUSES)[number]>;

export const validateHabilitationSearch = createListSearchValidator(HABILITATION_TABS, AUTHORIZATION_STATUSES);

import { AUTHORIZATION_STATUSES, type AuthorizationKind } from '../../../shared/authorizations.ts';
import type { PageTab } from '../../entities/client/list/page-tabs.tsx';
import { createListSearchValidator, type ListSearch } from '../../entities/client/list/lib/list-search.ts';

export const AUTHORIZATIONS_TABS = ['impots', 'urssaf'] as const satisfies readonly AuthorizationKind[];
export type AuthorizationsTab = (typeof AUTHORIZATIONS_TABS)[number];

export const AUTHORIZATIONS_TAB_LIST: readonly PageTab<AuthorizationsTab>[] = [
  { value: 'impots', label: 'Impôts' },
  { value: 'urssaf', label: 'URSSAF' },
];

export type AuthorizationsSearch = ListSearch<AuthorizationsTab, (typeof AUTHORIZATION_STATUSES)[number]>;

export const validateAuthorizationsSearch = createListSearchValidator(AUTHORIZATIONS_TABS, AUTHORIZATION_STATUSES);

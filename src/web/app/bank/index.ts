import { lazyRouteComponent } from '@tanstack/react-router';
import { Landmark } from 'lucide-react';

import { tabPrefetch } from '../../entities/client/list/lib/list-search.ts';
import { authorizationsQueryOptions } from '../../features/authorizations/api/get-authorizations.ts';
import type { FeaturePage } from '../../lib/feature.ts';
import { BANK_KIND_BY_TAB, BANK_TABS, validateBankSearch } from './bank-search.ts';

/** Banque: a page of two features (authorizations' bank tabs, bank-changes' tab), so the app composes it. */
export const bankPage = {
  // Its tab, status filter, search and sort live in the URL.
  path: 'banque',
  label: 'Banque',
  validateSearch: validateBankSearch,
  component: lazyRouteComponent(() => import('./bank-page.tsx'), 'BankPage'),
  nav: { icon: Landmark, order: 60 },
  // The bank changes' tab reads a small list of its own, left to the page.
  prefetch: tabPrefetch(BANK_TABS, (queryClient, tab) =>
    tab === 'changement' ? undefined : queryClient.ensureQueryData(authorizationsQueryOptions(BANK_KIND_BY_TAB[tab])),
  ),
} as const satisfies FeaturePage;

import { lazyRouteComponent } from '@tanstack/react-router';
import { Landmark } from 'lucide-react';

import { prefetchAuthorizationsPage } from '../../features/authorizations/api/get-authorizations.ts';
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
  // An authorisation tab's first page goes with the page's chunk and the session check (its errors
  // are the page's to show); the bank changes' tab reads a small list of its own, left to the page.
  prefetch: (queryClient, search) => {
    const filters = validateBankSearch(search);
    const tab = filters.onglet ?? BANK_TABS[0];
    if (tab !== 'changement') prefetchAuthorizationsPage(queryClient, BANK_KIND_BY_TAB[tab], filters);
  },
} as const satisfies FeaturePage;

import { lazyRouteComponent } from '@tanstack/react-router';
import { Landmark } from 'lucide-react';

import type { FeaturePage } from '../../lib/feature.ts';
import { validateBankSearch } from './bank-search.ts';

/** Banque: a page of two features (authorizations' bank tabs, bank-changes' tab), so the app composes it. */
export const bankPage = {
  // Its tab, status filter, search and sort live in the URL.
  path: 'banque',
  label: 'Banque',
  validateSearch: validateBankSearch,
  component: lazyRouteComponent(() => import('./bank-page.tsx'), 'BankPage'),
  nav: { icon: Landmark, order: 60 },
} as const satisfies FeaturePage;

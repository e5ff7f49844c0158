import { lazyRouteComponent } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';

import { AUTHORIZATION_JOURNAL } from '../../../shared/authorizations.ts';
import { perKindList } from '../../entities/client/client-row-lists.ts';
import { tabPrefetch } from '../../entities/client/list/lib/list-search.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { authorizationHistoryRootKey, authorizationsQueryOptions, authorizationsRootKey } from './api/get-authorizations.ts';
import { AUTHORIZATIONS_TABS, validateAuthorizationsSearch } from './authorizations-search.ts';

/** Habilitations, and the Banque page's authorisation tabs (composed in src/web/app/bank). */
export const authorizationsFeature = {
  name: 'authorizations',
  pages: [
    {
      // Its tab, status filter, search and sort live in the URL.
      path: 'habilitation',
      label: 'Habilitations',
      validateSearch: validateAuthorizationsSearch,
      component: lazyRouteComponent(() => import('./authorizations-page.tsx'), 'AuthorizationsPage'),
      nav: { icon: ShieldCheck, order: 50 },
      prefetch: tabPrefetch(AUTHORIZATIONS_TABS, (queryClient, tab) => queryClient.ensureQueryData(authorizationsQueryOptions(tab))),
    },
  ],
  journal: [AUTHORIZATION_JOURNAL],
  // A client's status or portfolio moves its rows; a bank change's steps show on the bank tabs.
  staleOn: {
    client: [authorizationsRootKey],
    authorization: [authorizationsRootKey, authorizationHistoryRootKey],
    bank_change: [authorizationsRootKey],
  },
  patchedLists: [perKindList(authorizationsRootKey, '/api/authorizations')],
  clientRowEntities: ['authorization'],
} as const satisfies FeatureDescriptor;

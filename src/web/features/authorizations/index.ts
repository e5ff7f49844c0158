import { lazyRouteComponent } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';

import { AUTHORIZATION_JOURNAL } from '../../../shared/authorizations.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { authorizationHistoryRootKey, authorizationPagesRoot, prefetchAuthorizationsPage } from './api/get-authorizations.ts';
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
      // The first page's request goes with the page's chunk and the session check; its errors are the page's to show.
      prefetch: (queryClient, search) => {
        const filters = validateAuthorizationsSearch(search);
        prefetchAuthorizationsPage(queryClient, filters.onglet ?? AUTHORIZATIONS_TABS[0], filters);
      },
    },
  ],
  journal: [AUTHORIZATION_JOURNAL],
  // A client's status or portfolio moves its rows; a bank change's steps show on the bank tabs. The
  // lists are paged on the server (decision 0009): a change refreshes the loaded pages and the
  // tiles (a client's row may belong to a page not loaded yet) rather than patching rows in.
  staleOn: {
    client: [authorizationPagesRoot],
    client_collaborator: [authorizationPagesRoot],
    authorization: [authorizationPagesRoot, authorizationHistoryRootKey],
    bank_change: [authorizationPagesRoot],
  },
} as const satisfies FeatureDescriptor;

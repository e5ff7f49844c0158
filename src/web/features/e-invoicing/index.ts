import { lazyRouteComponent } from '@tanstack/react-router';
import { FileText } from 'lucide-react';

import { E_INVOICING_JOURNAL } from '../../../shared/e-invoicing/journal.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { eInvoicingHistoryRootKey, eInvoicingPagesPrefix, prefetchEInvoicingPage } from './api/get-e-invoicing.ts';
import { validateEInvoicingSearch } from './e-invoicing-search.ts';
import { E_INVOICING_TABS } from './lib/tabs.ts';
import { reminderSettingsTab } from './reminder-settings-tab.ts';

/** Facturation électronique (issue 23): followed per client like the habilitations. */
export const eInvoicingFeature = {
  name: 'e-invoicing',
  pages: [
    {
      // Its tab, filters, search and sort live in the URL.
      path: 'facturation-electronique',
      label: 'Facturation électronique',
      validateSearch: validateEInvoicingSearch,
      component: lazyRouteComponent(() => import('./e-invoicing-page.tsx'), 'EInvoicingPage'),
      // The first page's request goes with the page's chunk and the session check, not after them.
      // Its errors are the page's to show when it asks again: this early start swallows them.
      prefetch: (queryClient, search) => {
        const filters = validateEInvoicingSearch(search);
        prefetchEInvoicingPage(queryClient, filters.onglet ?? E_INVOICING_TABS[0], filters);
      },
      // After Banque (60), before Suivi (70).
      nav: { icon: FileText, order: 65 },
    },
  ],
  journal: [E_INVOICING_JOURNAL],
  // A client's name, status, category or portfolio moves its row. The list is paged on the server
  // (decision 0009): a change refreshes the loaded pages and the tiles (a client's row may belong
  // to a page not loaded yet) rather than patching rows in.
  staleOn: {
    client: [eInvoicingPagesPrefix],
    client_collaborator: [eInvoicingPagesPrefix],
    e_invoicing: [eInvoicingPagesPrefix, eInvoicingHistoryRootKey],
  },
  // Paramètres › Facturation électronique: the reminder template and daily cap (admins).
  settingsTabs: [reminderSettingsTab],
} as const satisfies FeatureDescriptor;

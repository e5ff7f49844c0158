import { lazyRouteComponent } from '@tanstack/react-router';
import { FileText } from 'lucide-react';

import { E_INVOICING_JOURNAL } from '../../../shared/e-invoicing/journal.ts';
import { clientRowList } from '../../entities/client/client-row-lists.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { eInvoicingHistoryRootKey, eInvoicingQueryOptions, eInvoicingRootKey } from './api/get-e-invoicing.ts';
import { validateEInvoicingSearch } from './e-invoicing-search.ts';
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
      // The 10,000 rows' request goes with the page's chunk and the session check, not after them.
      // Its errors are the page's to show when it asks again: this early start swallows them.
      prefetch: (queryClient) => void queryClient.ensureQueryData(eInvoicingQueryOptions()).catch(() => undefined),
      // After Banque (60), before Suivi (70).
      nav: { icon: FileText, order: 65 },
    },
  ],
  journal: [E_INVOICING_JOURNAL],
  // A client's name, status, category or portfolio moves its row.
  staleOn: {
    client: [eInvoicingRootKey],
    e_invoicing: [eInvoicingRootKey, eInvoicingHistoryRootKey],
  },
  patchedLists: [clientRowList(eInvoicingRootKey, '/api/e-invoicing', 'clients')],
  clientRowEntities: ['e_invoicing'],
  // Paramètres › Facturation électronique: the reminder template and daily cap (admins).
  settingsTabs: [reminderSettingsTab],
} as const satisfies FeatureDescriptor;

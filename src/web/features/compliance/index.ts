import { lazyRouteComponent } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';

import { DOCUMENT_JOURNAL, ENGAGEMENT_JOURNAL, KYC_JOURNAL } from '../../../shared/compliance/journal.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { complianceFileRootKey, complianceRootKey, prefetchCompliancePage } from './api/get-compliance.ts';
import { validateComplianceSearch } from './compliance-search.ts';
import { COMPLIANCE_TABS } from './lib/tabs.ts';
import { complianceSettingsTab } from './compliance-settings-tab.ts';

/** Conformité (issue 25): each client's LCB-FT file, engagement letter and documents, and the gaps they leave. */
export const complianceFeature = {
  name: 'compliance',
  pages: [
    {
      // Its tab, filters, search, sort and open file live in the URL.
      path: 'conformite',
      label: 'Conformité',
      validateSearch: validateComplianceSearch,
      component: lazyRouteComponent(() => import('./compliance-page.tsx'), 'CompliancePage'),
      // The first page's request goes with the page's chunk and the session check; its errors are the page's to show.
      prefetch: (queryClient, search) => {
        const filters = validateComplianceSearch(search);
        prefetchCompliancePage(queryClient, filters.onglet ?? COMPLIANCE_TABS[0], filters);
      },
      // After Facturation électronique (65), before Suivi (70).
      nav: { icon: ShieldAlert, order: 67 },
    },
  ],
  journal: [KYC_JOURNAL, ENGAGEMENT_JOURNAL, DOCUMENT_JOURNAL],
  // A client's name, status or deletion moves its row; a file's change, its row and its open file;
  // an assignment, « Mes clients ». The list is paged on the server (decision 0009): a change
  // refreshes the loaded pages and the tiles (a client's row may belong to a page not loaded yet).
  staleOn: {
    client: [complianceRootKey, complianceFileRootKey],
    client_collaborator: [complianceRootKey],
    kyc: [complianceRootKey, complianceFileRootKey],
    engagement_letter: [complianceRootKey, complianceFileRootKey],
    client_document: [complianceRootKey, complianceFileRootKey],
  },
  // A file's change is its client's rows in the lists patched by client: the Échéances' « Revue LCB-FT ».
  clientRowEntities: ['kyc', 'engagement_letter', 'client_document'],
  // Paramètres › « Conformité »: the review periods and the letter's template (admins edit them).
  settingsTabs: [complianceSettingsTab],
} as const satisfies FeatureDescriptor;

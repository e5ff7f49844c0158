import { lazyRouteComponent } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';

import { DOCUMENT_JOURNAL, ENGAGEMENT_JOURNAL, KYC_JOURNAL } from '../../../shared/compliance/journal.ts';
import { clientRowList } from '../../entities/client/client-row-lists.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { complianceFileRootKey, complianceQueryOptions, complianceRootKey } from './api/get-compliance.ts';
import { validateComplianceSearch } from './compliance-search.ts';
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
      // The rows' request goes with the page's chunk and the session check; its errors are the page's to show.
      prefetch: (queryClient) => void queryClient.ensureQueryData(complianceQueryOptions()).catch(() => undefined),
      // After Facturation électronique (65), before Suivi (70).
      nav: { icon: ShieldAlert, order: 67 },
    },
  ],
  journal: [KYC_JOURNAL, ENGAGEMENT_JOURNAL, DOCUMENT_JOURNAL],
  // A client's name, status or deletion moves its row; a file's change, its row and its open file.
  staleOn: {
    client: [complianceRootKey, complianceFileRootKey],
    kyc: [complianceRootKey, complianceFileRootKey],
    engagement_letter: [complianceRootKey, complianceFileRootKey],
    client_document: [complianceRootKey, complianceFileRootKey],
  },
  patchedLists: [clientRowList(complianceRootKey, '/api/compliance', 'clients')],
  clientRowEntities: ['kyc', 'engagement_letter', 'client_document'],
  // Paramètres › « Conformité »: the review periods and the letter's template (admins edit them).
  settingsTabs: [complianceSettingsTab],
} as const satisfies FeatureDescriptor;

import { lazyRouteComponent } from '@tanstack/react-router';
import { Users } from 'lucide-react';

import { NOTE_JOURNAL } from '../../../shared/client-sheet.ts';
import { CLIENT_COLLABORATOR_JOURNAL, CLIENT_JOURNAL } from '../../../shared/clients.ts';
import { clientSheetRootKey } from '../../entities/client/client-sheet-query-key.ts';
import { CLIENT_LIST_ENTITIES, clientsQueryKey, clientsViewPrefix } from '../../entities/client/clients-query.ts';
import { clientPortfolioRootKey } from '../../entities/client/portfolio-query.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { validateClientsSearch } from './clients-search.ts';

export const clientsFeature = {
  name: 'clients',
  pages: [
    {
      // Its search, filters, sort, columns and open sheet live in the URL.
      path: 'clients',
      label: 'Clients',
      validateSearch: validateClientsSearch,
      component: lazyRouteComponent(() => import('./clients-page.tsx'), 'ClientsPage'),
      nav: { icon: Users, order: 20 },
    },
  ],
  // The sheet's notes are the clients feature's in the browser (the server's client-sheet).
  journal: [CLIENT_JOURNAL, CLIENT_COLLABORATOR_JOURNAL, NOTE_JOURNAL],
  // The open sheet shows a client's every follow-up, tasks, notes and history. The whole list (the
  // other pages') is patched row by row on a client's change (CLIENT_LIST_ENTITIES); the page's
  // own pages of it (clientsViewPrefix, decision 0009) are refetched instead, a changed client
  // possibly moving to a page not loaded yet. Both reload for what renames their cells: a deleted
  // software, a renamed collaborator.
  // A portfolio's ids (the lists' « Mes clients ») change with an assignment, or a client's or a
  // user's deletion, which takes its assignments along.
  staleOn: {
    client: [clientsViewPrefix, clientSheetRootKey, clientPortfolioRootKey],
    client_collaborator: [clientsViewPrefix, clientSheetRootKey, clientPortfolioRootKey],
    task: [clientSheetRootKey],
    authorization: [clientSheetRootKey],
    tracking: [clientSheetRootKey],
    bank_change: [clientSheetRootKey],
    software: [clientsQueryKey, clientSheetRootKey],
    user: [clientsQueryKey, clientSheetRootKey, clientPortfolioRootKey],
    note: [clientSheetRootKey],
    obligation: [clientSheetRootKey],
    // Its « Conformité » section (the compliance feature's, issue 25).
    kyc: [clientSheetRootKey],
    engagement_letter: [clientSheetRootKey],
    client_document: [clientSheetRootKey],
  },
  clientRowEntities: CLIENT_LIST_ENTITIES,
} as const satisfies FeatureDescriptor;

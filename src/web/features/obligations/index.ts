import { lazyRouteComponent } from '@tanstack/react-router';
import { CalendarClock } from 'lucide-react';

import { OBLIGATION_JOURNAL } from '../../../shared/obligations/journal.ts';
import { obligationPatchedList } from '../../entities/obligation/obligation-patched-list.ts';
import { obligationCountersPrefix, obligationListPrefix } from '../../entities/obligation/obligations-query.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { obligationPagesPrefix } from './api/get-obligations.ts';
import { validateObligationsSearch } from './obligations-search.ts';

export const obligationsFeature = {
  name: 'obligations',
  pages: [
    {
      // Its month or range, filters and portfolio live in the URL (?mois=2026-11&type=tva_ca3&retard=1).
      path: 'echeances',
      label: 'Échéances',
      validateSearch: validateObligationsSearch,
      component: lazyRouteComponent(() => import('./obligations-page.tsx'), 'ObligationsPage'),
      nav: { icon: CalendarClock, order: 80 },
    },
  ],
  journal: [OBLIGATION_JOURNAL],
  // A client's profile, closing date or status regenerates its obligations; an assignment moves
  // them in or out of a portfolio. The whole lists (the Tâches calendar's) are patched by client;
  // this page's pages are refetched (a client's new row may fall in a page not loaded yet), the
  // counters reloaded.
  staleOn: {
    client: [obligationListPrefix, obligationPagesPrefix, obligationCountersPrefix],
    client_collaborator: [obligationListPrefix, obligationPagesPrefix, obligationCountersPrefix],
    obligation: [obligationListPrefix, obligationPagesPrefix, obligationCountersPrefix],
    // A LCB-FT file's level or review moves its « Revue LCB-FT » (written by the compliance feature, issue 25).
    kyc: [obligationListPrefix, obligationPagesPrefix, obligationCountersPrefix],
  },
  patchedLists: [obligationPatchedList],
  clientRowEntities: ['obligation'],
} as const satisfies FeatureDescriptor;

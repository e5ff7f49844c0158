import { lazyRouteComponent } from '@tanstack/react-router';
import { BriefcaseBusiness } from 'lucide-react';

import { MISSION_JOURNAL, MISSION_TEMPLATE_JOURNAL } from '../../../shared/missions/journal.ts';
import { clientSheetRootKey } from '../../entities/client/client-sheet-query-key.ts';
import { clientMissionsRootKey } from '../../entities/mission/client-missions-query.ts';
import { missionTemplatesQueryKey } from '../../entities/mission/mission-templates-query.ts';
import type { FeatureDescriptor } from '../../lib/feature.ts';
import { missionDetailRootKey } from './api/get-mission.ts';
import { missionListRootKey, prefetchMissionList } from './api/get-missions.ts';
import { missionProgressRootKey } from './api/missions-keys.ts';
import { validateMissionsSearch } from './missions-search.ts';
import { templatesSettingsTab } from './templates-settings-tab.ts';

/** Production (issue 24): every client's yearly work (bilan, liasse, AG, dépôt) as missions with stages. */
export const missionsFeature = {
  name: 'missions',
  pages: [
    {
      // Its template, exercise, view, filters and open mission live in the URL.
      path: 'production',
      label: 'Production',
      validateSearch: validateMissionsSearch,
      component: lazyRouteComponent(() => import('./missions-page.tsx'), 'MissionsPage'),
      // The templates, then the missions, go with the page's chunk and the session check.
      prefetch: prefetchMissionList,
      // After Échéances (80), before Statistiques (90).
      nav: { icon: BriefcaseBusiness, order: 85 },
    },
  ],
  journal: [MISSION_JOURNAL, MISSION_TEMPLATE_JOURNAL],
  // The board and the table are paged on the server (decision 0009): a colleague's move, a client's
  // name or closing date, a template's stages reload their loaded pages.
  staleOn: {
    // Also what shows missions elsewhere: the client sheet's « Missions », the task form's « Mission ».
    mission: [missionListRootKey, missionDetailRootKey, missionProgressRootKey, clientSheetRootKey, clientMissionsRootKey],
    mission_template: [missionTemplatesQueryKey, missionListRootKey, missionDetailRootKey, missionProgressRootKey],
    client: [missionListRootKey, missionDetailRootKey],
    // A mission's sheet lists its tasks.
    task: [missionDetailRootKey],
  },
  // Paramètres › « Modèles de mission »: everyone reads them, admins edit them.
  settingsTabs: [templatesSettingsTab],
} as const satisfies FeatureDescriptor;

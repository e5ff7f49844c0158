import { MISSION_JOURNAL, MISSION_TEMPLATE_JOURNAL } from '../../../shared/missions/journal.ts';
import type { ServerFeature } from '../../feature.ts';
import { createCampaignRoutes } from './campaigns.routes.ts';
import { createMissionBulkRoutes } from './missions-bulk.routes.ts';
import { startMissionTargetsJob } from './mission-targets-job.ts';
import { missionsClientFollower } from './missions-client-follower.ts';
import { createMissionsProgressRoutes } from './missions-progress.routes.ts';
import { missionsSheetSection } from './missions-sheet-section.ts';
import { missionUndoers } from './missions-undoers.ts';
import { createMissionRoutes } from './missions.routes.ts';
import { startShippedTemplatesJob } from './shipped-templates.ts';
import { createTemplateRoutes } from './templates.routes.ts';

/**
 * Production (issue 24): templates of the firm's recurring work and each client's missions made
 * from them, their stages' target dates following the client's closing date and échéances.
 */
export const missionsFeature: ServerFeature = {
  name: 'missions',
  // Static paths (/missions/progress) before /missions/{id}.
  routes: [
    { path: '/mission-templates', create: ({ db }) => createTemplateRoutes({ db }) },
    { path: '/missions/campaigns', create: ({ db }) => createCampaignRoutes({ db }) },
    { path: '/missions/bulk', create: ({ db }) => createMissionBulkRoutes({ db }) },
    { path: '/missions', create: ({ db }) => createMissionsProgressRoutes({ db }) },
    // Last: its '/{id}' would take the static paths above.
    { path: '/missions', create: ({ db }) => createMissionRoutes({ db }) },
  ],
  journal: [MISSION_JOURNAL, MISSION_TEMPLATE_JOURNAL],
  undoers: () => missionUndoers,
  // Open missions follow their client's closing date and échéances (after the obligations' regeneration: features/index.ts).
  clientFollowers: [missionsClientFollower],
  jobs: [
    // « Bilan et liasse » and « Juridique annuel », once per firm.
    ({ db, logger }) => startShippedTemplatesJob({ db, logger }),
    // The open missions' dates after each daily pass of the échéances.
    ({ database, logger }) => startMissionTargetsJob({ database, logger }),
  ],
  // The client sheet's « Missions ».
  clientSheetSections: [missionsSheetSection],
};

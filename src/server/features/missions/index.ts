import { MISSION_JOURNAL, MISSION_TEMPLATE_JOURNAL } from '../../../shared/missions/journal.ts';
import type { ServerFeature } from '../../feature.ts';

/**
 * Production (issue 24): templates of the firm's recurring work and each client's missions made
 * from them, their stages' target dates following the client's closing date and échéances.
 */
export const missionsFeature: ServerFeature = {
  name: 'missions',
  routes: [],
  journal: [MISSION_JOURNAL, MISSION_TEMPLATE_JOURNAL],
};

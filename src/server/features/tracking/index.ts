import { TRACKING_JOURNAL, TRACKING_YEAR_JOURNAL } from '../../../shared/tracking.ts';
import type { ServerFeature } from '../../feature.ts';
import { createTrackingBulkRoutes } from './tracking-bulk.routes.ts';
import { createTrackingRoutes } from './tracking.routes.ts';
import { trackingUndoers } from './tracking-undoers.ts';

/** Suivi: CFE and 3 EN 1, year by year. */
export const trackingFeature: ServerFeature = {
  name: 'tracking',
  routes: [
    { path: '/tracking', create: ({ db }) => createTrackingRoutes({ db }) },
    { path: '/tracking', create: ({ db }) => createTrackingBulkRoutes({ db }) },
  ],
  journal: [TRACKING_JOURNAL, TRACKING_YEAR_JOURNAL],
  undoers: () => trackingUndoers,
};

import type { FeatureDescriptor } from '../lib/feature.ts';
import { authFeature } from './auth/index.ts';
import { authorizationsFeature } from './authorizations/index.ts';
import { bankChangesFeature } from './bank-changes/index.ts';
import { clientsFeature } from './clients/index.ts';
import { complianceFeature } from './compliance/index.ts';
import { dashboardFeature } from './dashboard/index.ts';
import { eInvoicingFeature } from './e-invoicing/index.ts';
import { missionsFeature } from './missions/index.ts';
import { notificationsFeature } from './notifications/index.ts';
import { obligationsFeature } from './obligations/index.ts';
import { searchFeature } from './search/index.ts';
import { settingsFeature } from './settings/index.ts';
import { softwareFeature } from './software/index.ts';
import { statsFeature } from './stats/index.ts';
import { tasksFeature } from './tasks/index.ts';
import { trackingFeature } from './tracking/index.ts';

/**
 * Every browser feature. The router, the sidebar, live invalidation and the journal are built
 * from this list (src/web/router.tsx, src/web/app/): a new feature is its folder plus one line here.
 * The shell (features/shell) is the frame around the pages and declares nothing: the app hands it
 * the sidebar's entries, the search and the notification bell.
 */
export const FEATURES = [
  authFeature,
  dashboardFeature,
  clientsFeature,
  tasksFeature,
  softwareFeature,
  authorizationsFeature,
  bankChangesFeature,
  eInvoicingFeature,
  complianceFeature,
  trackingFeature,
  obligationsFeature,
  missionsFeature,
  statsFeature,
  settingsFeature,
  notificationsFeature,
  searchFeature,
] as const satisfies readonly FeatureDescriptor[];

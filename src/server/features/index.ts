import type { ServerFeature } from '../feature.ts';
import { activityFeature } from './activity/index.ts';
import { adminUsersFeature } from './admin-users/index.ts';
import { authorizationsFeature } from './authorizations/index.ts';
import { backupsFeature } from './backups/index.ts';
import { bankChangesFeature } from './bank-changes/index.ts';
import { batchesFeature } from './batches/index.ts';
import { calendarFeedFeature } from './calendar-feed/index.ts';
import { clientSheetFeature } from './client-sheet/index.ts';
import { clientsFeature } from './clients/index.ts';
import { communesFeature } from './communes/index.ts';
import { dashboardFeature } from './dashboard/index.ts';
import { eInvoicingFeature } from './e-invoicing/index.ts';
import { healthFeature } from './health/index.ts';
import { meFeature } from './me/index.ts';
import { missionsFeature } from './missions/index.ts';
import { complianceFeature } from './compliance/index.ts';
import { notificationsFeature } from './notifications/index.ts';
import { obligationsFeature } from './obligations/index.ts';
import { profileFeature } from './profile/index.ts';
import { searchFeature } from './search/index.ts';
import { sessionsFeature } from './sessions/index.ts';
import { setupFeature } from './setup/index.ts';
import { softwareFeature } from './software/index.ts';
import { statsFeature } from './stats/index.ts';
import { systemFeature } from './system/index.ts';
import { tasksFeature } from './tasks/index.ts';
import { trackingFeature } from './tracking/index.ts';
import { twoFactorFeature } from './two-factor/index.ts';
import { usersFeature } from './users/index.ts';

/**
 * Every server feature. app.ts mounts their routes in this order (public ones before the session
 * check), main.ts starts their jobs, and the journal, the undoers, the client followers and the
 * client sheet's sections are gathered from them (src/server/feature.ts): a new feature is its
 * folder plus one line here. clients comes before client-sheet, which mounts under /clients too.
 */
export const SERVER_FEATURES: readonly ServerFeature[] = [
  healthFeature,
  setupFeature,
  meFeature,
  twoFactorFeature,
  sessionsFeature,
  usersFeature,
  adminUsersFeature,
  profileFeature,
  activityFeature,
  systemFeature,
  backupsFeature,
  clientsFeature,
  clientSheetFeature,
  softwareFeature,
  communesFeature,
  tasksFeature,
  notificationsFeature,
  calendarFeedFeature,
  authorizationsFeature,
  trackingFeature,
  obligationsFeature,
  // After obligations: its client follower re-applies the e-invoicing statuses to the deadlines obligations has just regenerated.
  eInvoicingFeature,
  // After obligations: its client follower recomputes the missions' target dates from the échéances obligations has just regenerated.
  missionsFeature,
  complianceFeature,
  bankChangesFeature,
  dashboardFeature,
  statsFeature,
  searchFeature,
  batchesFeature,
];

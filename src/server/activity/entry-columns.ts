import { activityLog } from '../db/schema/index.ts';

/**
 * A journal entry's columns as shared/activity.ts's entry schema names them: the journal and a
 * client's history select these, so both pages read the same fields the same way. The journal adds
 * its filters' columns (userId, clientId); a client's history knows them already.
 */
export const activityEntryColumns = {
  id: activityLog.id,
  at: activityLog.at,
  userName: activityLog.userName,
  entity: activityLog.entity,
  entityId: activityLog.entityId,
  action: activityLog.action,
  field: activityLog.field,
  oldValue: activityLog.oldValue,
  newValue: activityLog.newValue,
};

import type { BulkResult } from '../../../../shared/bulk.ts';
import type { TrackingKind, TrackingStatus } from '../../../../shared/tracking.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/tracking/:kind/:year/bulk: one year column's status for every selected client. */
export const bulkUpdateTracking = (kind: TrackingKind, year: number, body: { clientIds: string[]; status: TrackingStatus }) =>
  apiFetch<BulkResult>(`/api/tracking/${kind}/${year}/bulk`, { method: 'POST', body });

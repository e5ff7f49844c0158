import type { z } from 'zod';

import type { BulkResult } from '../../../../shared/bulk.ts';
import type { missionBulkSchema } from '../../../../shared/missions/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type MissionBulk = z.input<typeof missionBulkSchema>;
export type MissionBulkChange = Omit<MissionBulk, 'missionIds'>;

/** POST /api/missions/bulk: one change for every selected mission, one batch to undo. */
export const bulkUpdateMissions = (body: MissionBulk) => apiFetch<BulkResult>('/api/missions/bulk', { method: 'POST', body });

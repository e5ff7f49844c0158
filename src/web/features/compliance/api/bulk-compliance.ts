import type { z } from 'zod';

import type { BulkResult } from '../../../../shared/bulk.ts';
import type { complianceBulkSchema } from '../../../../shared/compliance/api.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type ComplianceBulk = z.input<typeof complianceBulkSchema>;

/** POST /api/compliance/bulk: the letter's status or the last review for every selected client, one batch to undo. */
export const bulkUpdateCompliance = (body: ComplianceBulk) => apiFetch<BulkResult>('/api/compliance/bulk', { method: 'POST', body });

import type { z } from 'zod';

import type { authorizationBulkSchema, BulkResult } from '../../../../shared/bulk.ts';
import type { AuthorizationKind } from '../../../../shared/authorizations.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type AuthorizationBulk = z.input<typeof authorizationBulkSchema>;

/** POST /api/authorizations/:kind/bulk: one status or date for every selected client. */
export const bulkUpdateAuthorizations = (kind: AuthorizationKind, body: AuthorizationBulk) =>
  apiFetch<BulkResult>(`/api/authorizations/${kind}/bulk`, { method: 'POST', body });

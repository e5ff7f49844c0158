import type { z } from 'zod';

import type { BulkResult, ClientBulkUpdate } from '../../../../shared/bulk.ts';
import type { eInvoicingBulkSchema } from '../../../../shared/e-invoicing/api.ts';
import type { CompanyCategory } from '../../../../shared/e-invoicing/statuses.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type EInvoicingBulk = z.input<typeof eInvoicingBulkSchema>;
export type EInvoicingBulkChange = Omit<EInvoicingBulk, 'clientIds'>;

/** POST /api/e-invoicing/bulk: the same fields for every selected client, one batch to undo. */
export const bulkUpdateEInvoicing = (body: EInvoicingBulk) => apiFetch<BulkResult>('/api/e-invoicing/bulk', { method: 'POST', body });

/** « Définir la catégorie »: a client field, so the clients' bulk update (one batch, undone like the others). */
export function bulkSetCategory(clientIds: readonly string[], category: CompanyCategory | null) {
  const body: ClientBulkUpdate = { rows: clientIds.map((id) => ({ id, patch: { categorieEntreprise: category } })) };
  return apiFetch<BulkResult>('/api/clients/bulk/update', { method: 'POST', body });
}

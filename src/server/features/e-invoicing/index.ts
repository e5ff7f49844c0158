import { E_INVOICING_JOURNAL } from '../../../shared/e-invoicing/journal.ts';
import type { ServerFeature } from '../../feature.ts';

/**
 * Facturation électronique (issue 23): each active client's readiness to receive and issue
 * e-invoices, followed like the habilitations; the matching échéances follow its statuses.
 */
export const eInvoicingFeature: ServerFeature = {
  name: 'e-invoicing',
  // Static paths first ('/e-invoicing/reminders', '/e-invoicing/settings'): the per-client routes
  // ('/e-invoicing/{clientId}') come last, or a PUT to a static path would reach them.
  routes: [],
  journal: [E_INVOICING_JOURNAL],
};

import { E_INVOICING_JOURNAL } from '../../../shared/e-invoicing/journal.ts';
import type { ServerFeature } from '../../feature.ts';
import { createEInvoicingBulkRoutes } from './e-invoicing-bulk.routes.ts';
import { REMINDER_DELIVERED, reminderDelivered } from './e-invoicing-reminders.delivered.ts';
import { createRemindersRoutes } from './e-invoicing-reminders.routes.ts';
import { eInvoicingObligationsFollower } from './e-invoicing-obligations.ts';
import { eInvoicingUndoers } from './e-invoicing-undoers.ts';
import { createEInvoicingClientRoutes, createEInvoicingListRoutes } from './e-invoicing.routes.ts';
import { createReminderSettingsRoutes } from './reminder-settings.routes.ts';

/**
 * Facturation électronique (issue 23): each active client's readiness to receive and issue
 * e-invoices, followed like the habilitations; the matching échéances follow its statuses, in the
 * write's transaction and, through the client follower, after a client write regenerated them.
 */
export const eInvoicingFeature: ServerFeature = {
  name: 'e-invoicing',
  routes: [
    { path: '/e-invoicing', create: ({ db }) => createEInvoicingListRoutes({ db }) },
    { path: '/e-invoicing/bulk', create: ({ db }) => createEInvoicingBulkRoutes({ db }) },
    { path: '/e-invoicing', create: ({ db }) => createRemindersRoutes({ db }) },
    { path: '/e-invoicing', create: ({ db }) => createReminderSettingsRoutes({ db }) },
    // Static paths ('/e-invoicing/reminders', '/e-invoicing/settings') stay above this line:
    // the per-client routes come last, or a PUT to a static path would reach '/{clientId}'.
    { path: '/e-invoicing', create: ({ db }) => createEInvoicingClientRoutes({ db }) },
  ],
  journal: [E_INVOICING_JOURNAL],
  undoers: () => eInvoicingUndoers,
  clientFollowers: [eInvoicingObligationsFollower],
  // A reminder's « dernière relance » and journal line, written when the SMTP server accepts it.
  mailDelivered: { [REMINDER_DELIVERED]: reminderDelivered },
};

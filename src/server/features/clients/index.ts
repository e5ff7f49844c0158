import { CLIENT_COLLABORATOR_JOURNAL, CLIENT_JOURNAL } from '../../../shared/clients.ts';
import type { ServerFeature } from '../../feature.ts';
import { createClientsBulkRoutes } from './clients-bulk.routes.ts';
import { createClientCsvColumnsRoutes } from './clients-csv-columns.routes.ts';
import { createClientsImportRoutes } from './clients-import.routes.ts';
import { createClientPortfolioRoutes } from './clients-portfolio.routes.ts';
import { createClientUndoers } from './clients-undoers.ts';
import { createClientsRoutes } from './clients.routes.ts';

/** Clients: the table, its CSV import and its bulk actions; other features follow its writes (clientFollowers). */
export const clientsFeature: ServerFeature = {
  name: 'clients',
  // /clients/import, /clients/csv-columns, /clients/portfolio and /clients/bulk before /clients/{id}. Other features'
  // CSV columns (clientCsvColumns) are imported and exported with the table's.
  routes: [
    {
      path: '/clients/import',
      create: ({ db, logger, clientFollowers, clientCsvColumns }) => createClientsImportRoutes({ db, logger, followers: clientFollowers, featureColumns: clientCsvColumns }),
    },
    { path: '/clients/csv-columns', create: ({ db, clientCsvColumns }) => createClientCsvColumnsRoutes({ db, featureColumns: clientCsvColumns }) },
    { path: '/clients/portfolio', create: ({ db }) => createClientPortfolioRoutes({ db }) },
    { path: '/clients/bulk', create: ({ db, clientFollowers }) => createClientsBulkRoutes({ db, followers: clientFollowers }) },
    { path: '/clients', create: ({ db, clientFollowers }) => createClientsRoutes({ db, followers: clientFollowers }) },
  ],
  journal: [CLIENT_JOURNAL, CLIENT_COLLABORATOR_JOURNAL],
  undoers: ({ clientFollowers }) => createClientUndoers({ followers: clientFollowers }),
  bodyLimits: [
    // The CSV import takes files up to 10 MB and reads its body itself (clients-import.routes.ts).
    { path: '/clients/import', prefix: true, maxBytes: 'own' },
    // A bulk update carries a patch per row (a paste from Excel): 10,000 rows of a few cells each pass 1 MB.
    { path: '/clients/bulk/update', maxBytes: 4 * 1024 * 1024 },
  ],
};

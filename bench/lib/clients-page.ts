import type { SearchableClient } from '../../src/shared/client-search.ts';
import type { PageSpec } from './browser.ts';

/** The Clients page as the browser benchmarks read it: its grid's rows, its API, its search box. */
export const clientsPage = (name: string, title: string): PageSpec => ({
  name,
  title,
  path: '/clients',
  apiPath: '/api/clients',
  rowsOf: (body) => (body as { clients: SearchableClient[] }).clients,
  rowSelector: '[role="grid"] [role="row"][data-row-id]',
  gridSelector: '[role="grid"]',
  searchLabel: 'Rechercher un client',
  query: 'societe',
});

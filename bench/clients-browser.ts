// The Clients page in Debian's Chromium at the reference size (10,000 clients): navigation to
// the first rows painted (cold and warm cache) with the GET /api/clients the browser saw; a
// keystroke in the search box to the filtered rows painted; scrolling through every row (long
// tasks, frame times, rows in the DOM); the main thread's CPU time under a Chromium trace. The
// harness is bench/lib/browser.ts. Embedded PostgreSQL always; PostgreSQL too when
// BENCH_DATABASE_URL is set (a scratch database is created there and dropped after).
//
//   npx tsx bench/clients-browser.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/clients-browser.ts
import type { SearchableClient } from '../src/shared/client-search.ts';
import { runPageBenchmark } from './lib/browser.ts';

await runPageBenchmark(
  {
    name: 'clients-browser',
    title: 'Page Clients',
    path: '/clients',
    apiPath: '/api/clients',
    rowsOf: (body) => (body as { clients: SearchableClient[] }).clients,
    rowSelector: '[role="grid"] [role="row"][data-row-id]',
    gridSelector: '[role="grid"]',
    searchLabel: 'Rechercher un client',
    query: 'societe',
  },
  [
    'La grille virtualisée de tous les clients ; la recherche filtre dans le navigateur, dans un rendu différé (`useDeferredValue`). Une lettre qui ne change pas la liste (« soci » trouve les mêmes clients que « soc ») ne redessine rien.',
  ],
);

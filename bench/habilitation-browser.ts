// The Habilitations page (Impôts tab) in Debian's Chromium at the reference size (10,000
// clients, every authorisation filled): navigation to the first rows painted (cold and warm
// cache) with the GET /api/authorizations/impots the browser saw (its first page: the list is
// paged on the server, decision 0009); a keystroke in the search box to the filtered rows painted
// (the count the whole list gives, checked against the table's aria-rowcount); scrolling through
// every active client, the next pages loaded on the way (long tasks, frame times, rows in the
// DOM, waits for pages); the main thread's CPU time under a Chromium trace. Same harness as the Clients page
// (bench/lib/browser.ts). Embedded PostgreSQL always; PostgreSQL too when
// BENCH_DATABASE_URL is set (a scratch database is created there and dropped after).
//
//   npx tsx bench/habilitation-browser.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/habilitation-browser.ts
import type { AuthorizationRow } from '../src/shared/authorizations.ts';
import { runPageBenchmark } from './lib/browser.ts';

await runPageBenchmark(
  {
    name: 'habilitation-browser',
    title: 'Page Habilitations (onglet Impôts)',
    path: '/habilitation',
    apiPath: '/api/authorizations/impots',
    rowsOf: (body) => (body as { rows: AuthorizationRow[] }).rows,
    rowSelector: '[role="table"][aria-label^="Clients"] [role="row"][data-row-index]',
    gridSelector: '[role="table"][aria-label^="Clients"]',
    searchLabel: 'Rechercher par raison sociale ou SIRET',
    query: 'societe',
  },
  [
    'Une ligne par client actif, avec son statut et sa date d’habilitation modifiables sur place ; la liste virtualisée défile dans son propre cadre. Le serveur cherche, filtre, compte et trie, et envoie les clients par pages de 200, la suivante au défilement (décision 0009) : le tableau compte tous les clients de la recherche (aria-rowcount), ce que la frappe vérifie contre la liste entière (GET sans paramètre).',
  ],
);

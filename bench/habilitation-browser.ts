// The Habilitations page (Impôts tab) in Debian's Chromium at the reference size (10,000
// clients, every authorisation filled): navigation to the first rows painted (cold and warm
// cache) with the GET /api/authorizations/impots the browser saw; a keystroke in the search box
// to the filtered rows painted; scrolling through every active client (long tasks, frame times,
// rows in the DOM); the main thread's CPU time under a Chromium trace. Same harness as the
// Clients page (bench/lib/browser.ts). Embedded PostgreSQL always; PostgreSQL too when
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
    'Une ligne par client actif, avec son statut et sa date d’habilitation modifiables sur place ; la liste virtualisée défile dans son propre cadre, la recherche filtre dans le navigateur (rendu différé).',
  ],
);

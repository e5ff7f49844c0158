// The Clients page in Debian's Chromium at the reference size (10,000 clients): navigation to
// the first rows painted (cold and warm cache) with the GET /api/clients the browser saw; a
// keystroke in the search box to the filtered rows painted; scrolling through every row (long
// tasks, frame times, rows in the DOM); the main thread's CPU time under a Chromium trace. The
// harness is bench/lib/browser.ts. Embedded PostgreSQL always; PostgreSQL too when
// BENCH_DATABASE_URL is set (a scratch database is created there and dropped after).
//
//   npx tsx bench/clients-browser.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/clients-browser.ts
import { runPageBenchmark } from './lib/browser.ts';
import { clientsPage } from './lib/clients-page.ts';

await runPageBenchmark(
  clientsPage('clients-browser', 'Page Clients'),
  [
    'La grille virtualisée de tous les clients ; la recherche filtre dans le navigateur, dans un rendu différé (`useDeferredValue`). Une lettre qui ne change pas la liste (« soci » trouve les mêmes clients que « soc ») ne redessine rien.',
  ],
);

// The Clients page in Debian's Chromium at the reference size (10,000 clients): navigation to
// the first rows painted (cold and warm cache) with the GET /api/clients the browser saw; a
// keystroke in the search box to the filtered rows painted; scrolling through every row, the next
// pages loaded on the way (long tasks, frame times, rows in the DOM, waits for pages); the main
// thread's CPU time under a Chromium trace. The
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
    'La grille virtualisée des clients ; le serveur cherche, filtre, compte et trie, et envoie les clients par pages de 200, la suivante au défilement (décision 0009) ; la grille compte tous les clients de la recherche (aria-rowcount). La recherche part 120 ms après la dernière frappe. Une lettre qui ne change pas la liste (« soci » trouve les mêmes clients que « soc ») ne redessine rien.',
  ],
);

// The Facturation électronique page (issue 23) in Debian's Chromium at the reference firm (the demo
// seed at 10,000 clients, 100,000 tasks): navigation to its first rows painted, against the
// Dashboard's first content in the same run (bench/lib/against-dashboard.ts). The target:
// the page within 1.5 × the Dashboard. Embedded PostgreSQL always; PostgreSQL too when
// BENCH_DATABASE_URL is set (a scratch database is created there and dropped after).
//
//   npx tsx bench/e-invoicing-browser.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/e-invoicing-browser.ts
import type { EInvoicingRow } from '../src/shared/e-invoicing/api.ts';
import { CLIENT_LIST_PAGE_SIZE } from '../src/shared/client-list-page.ts';
import { rowCountCheck, runAgainstDashboard } from './lib/against-dashboard.ts';
import type { PageSpec } from './lib/browser.ts';

/** A data row of the page's table (« Clients — Réception », the first tab). */
const ROW_SELECTOR = '[role="table"][aria-label^="Clients"] [role="row"][data-row-index]';
const GRID_SELECTOR = '[role="table"][aria-label^="Clients"]';
const rowsOf = (body: unknown) => (body as { clients: EInvoicingRow[] }).clients;

const E_INVOICING: PageSpec = {
  name: 'e-invoicing-browser',
  title: 'Page Facturation électronique (onglet Réception)',
  path: '/facturation-electronique',
  apiPath: '/api/e-invoicing',
  rowsOf,
  rowSelector: ROW_SELECTOR,
  gridSelector: GRID_SELECTOR,
  searchLabel: 'Rechercher par raison sociale ou SIRET',
  query: 'societe',
};

await runAgainstDashboard({
  name: 'e-invoicing-browser',
  title: 'Page Facturation électronique contre le Dashboard dans Chromium',
  intro:
    'Navigation jusqu’au premier contenu peint : pour /facturation-electronique, les premières lignes du tableau (onglet Réception, une ligne par client actif). Objectif de l’issue 23.',
  pages: [
    {
      label: 'Facturation électronique',
      spec: E_INVOICING,
      // The table counts the active clients (aria-rowcount) while it holds their first page (decision 0009).
      check: rowCountCheck({
        gridSelector: GRID_SELECTOR,
        apiPath: `${E_INVOICING.apiPath}?tab=reception&limit=${CLIENT_LIST_PAGE_SIZE}`,
        countOf: (body) => (body as { total: number }).total,
        noun: 'clients actifs',
      }),
    },
  ],
  targetRatio: 1.5,
  reproduce: '`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/e-invoicing-browser.ts` (après `npm run build`), ou `npm run bench -- --only e-invoicing-browser`.',
});

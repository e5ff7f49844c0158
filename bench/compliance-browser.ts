// The Conformité page's three tabs (issue 25) in Debian's Chromium at the reference firm (the demo
// seed at 10,000 clients, 100,000 tasks, with its compliance files): navigation to each tab's first
// rows painted, against the Dashboard's first content in the same run
// (bench/lib/against-dashboard.ts). The target: each tab within 1.5 × the Dashboard.
// Embedded PostgreSQL always; PostgreSQL too when BENCH_DATABASE_URL is set.
//
//   npx tsx bench/compliance-browser.ts [--small]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/compliance-browser.ts
import { CLIENT_LIST_PAGE_SIZE } from '../src/shared/client-list-page.ts';
import { rowCountCheck, runAgainstDashboard, type MeasuredPage } from './lib/against-dashboard.ts';

const GRID_SELECTOR = '[role="table"][aria-label^="Clients"]';
const ROW_SELECTOR = `${GRID_SELECTOR} [role="row"][data-row-index]`;
const API_PATH = '/api/compliance';
/**
 * Each tab's table counts the active clients' files (aria-rowcount) while it holds their first
 * page (decision 0009: the list is paged on the server): the count the first page's total gives.
 */
const checkOf = (tab: string) =>
  rowCountCheck({ gridSelector: GRID_SELECTOR, apiPath: `${API_PATH}?tab=${tab}&limit=${CLIENT_LIST_PAGE_SIZE}`, countOf: (body) => (body as { total: number }).total, noun: 'dossiers de clients actifs' });

const tab = (label: string, path: string, check = checkOf(new URLSearchParams(path.split('?')[1] ?? '').get('onglet') ?? 'lcb-ft')): MeasuredPage => ({
  label,
  // rowsOf feeds the search benchmark, which this one does not run.
  spec: { name: 'compliance-browser', title: label, path, apiPath: API_PATH, rowsOf: () => [], rowSelector: ROW_SELECTOR, gridSelector: GRID_SELECTOR, searchLabel: 'Rechercher par raison sociale ou SIRET', query: 'societe' },
  check,
});

await runAgainstDashboard({
  name: 'compliance-browser',
  title: 'Page Conformité (ses trois onglets) contre le Dashboard dans Chromium',
  intro:
    'Navigation jusqu’au premier contenu peint : pour chaque onglet de /conformite (LCB-FT, Lettres de mission, Contrôle qualité), les premières lignes de son tableau (une ligne par client actif), l’onglet ouvert par son adresse. Objectif de l’issue 25.',
  pages: [tab('Conformité › LCB-FT', '/conformite'), tab('Conformité › Lettres de mission', '/conformite?onglet=lettres'), tab('Conformité › Contrôle qualité', '/conformite?onglet=controle')],
  targetRatio: 1.5,
  reproduce: '`BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/compliance-browser.ts` (après `npm run build`), ou `npm run bench -- --only compliance-browser`.',
});

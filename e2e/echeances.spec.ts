import type { Locator, Page } from '@playwright/test';
import type { ObligationList } from '../src/shared/obligations/api.ts';
import { ADMIN } from './support/accounts.ts';
import { assignCollaborator, createClient, randomSiret, signInByApi, uniqueTag, type NewClient } from './support/clients.ts';
import { exportFile } from './support/csv.ts';
import { expect } from './support/fixtures.ts';
import { bodyRows } from './support/follow-up.ts';
import { sameOrigin } from './support/origin.ts';
import { withOwnServer } from './support/own-server.ts';

// Échéances (issue 15): a client given a fiscal profile gets its obligations, which the page lists,
// filters, tracks and marks done; the client sheet, the Tâches calendar and the Dashboard show them
// too. On a server of this file's own, on a pinned date, Monday 15 March 2027 (10:00 in Paris), in
// the server and in the browser: the window, « en retard », the week and the month are those of
// that day, whatever day the suite runs. The expected dates are worked out by hand from the rules'
// sources (docs/obligations.md), never by the rules the server runs.

const NOW = '2027-03-15T10:00:00+01:00';
const { test, newContext } = withOwnServer({ now: NOW });

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

type Due = { label: string; date: string };

/**
 * A SARL in Lyon (69003) at the IS, monthly TVA declared on the 19th (the day read in its
 * professional space), closing on 31/12, no staff, no CFE acompte, no CVAE.
 */
const SARL: NewClient = {
  classification: 'SARL',
  codePostal: '69003',
  dateCloture: '2026-12-31',
  regimeImposition: 'is',
  regimeTva: 'mensuel',
  jourTva: 19,
};
/** Its obligations around 15 March 2027, by due date (a date falling on a Saturday, Sunday or public holiday moves to the next working day). */
const SARL_DUE = {
  // TVA CA3, CGI art. 287 and ann. IV art. 39: month M declared on day 19 of M+1 (a Tuesday, a Friday).
  ca3December: { label: 'TVA CA3 — décembre 2026', date: '19/01/2027' },
  ca3January: { label: 'TVA CA3 — janvier 2027', date: '19/02/2027' },
  // IS, CGI art. 1668 and BOI-IS-DECLA-20-10-10: a closing between 20/11 and 19/02 puts the
  // acomptes on 15/03, 15/06, 15/09, 15/12; 15/03/2027 is a Monday, today.
  isAcompte1: { label: 'Acompte IS n°1 — exercice 2027', date: '15/03/2027' },
  ca3February: { label: 'TVA CA3 — février 2027', date: '19/03/2027' }, // a Friday, in this week
  ca3March: { label: 'TVA CA3 — mars 2027', date: '19/04/2027' }, // a Monday
  // Liasse 2065, CGI art. 223 and impots.gouv.fr « calendrier fiscal »: 2nd working day after 1 May
  // for a 31/12 closing (1 May 2027 a Saturday: Monday 3, Tuesday 4).
  liasse: { label: 'Liasse fiscale 2065 — exercice 2026', date: '04/05/2027' },
  // Solde IS (2572), CGI art. 1668, 2: 15 May for a 31/12 closing; Saturday 15 May 2027, Monday 17
  // is Whit Monday (Code du travail art. L3133-1; Easter on 28 March 2027), so Tuesday 18.
  isSolde: { label: 'Solde IS (2572) — exercice 2026', date: '18/05/2027' },
  ca3April: { label: 'TVA CA3 — avril 2027', date: '19/05/2027' }, // a Wednesday
} satisfies Record<string, Due>;

/**
 * A sole trader (entreprise individuelle) in Lyon at the IR in BNC, quarterly TVA without a known
 * day, employing fewer than 50 people, closing on 31/12.
 */
const SOLE_TRADER: NewClient = {
  classification: 'Entreprise Individuelle',
  codePostal: '69003',
  dateCloture: '2026-12-31',
  regimeImposition: 'ir_bnc',
  regimeTva: 'trimestriel',
  employeur: 'moins_50',
};
const SOLE_TRADER_DUE = {
  // DSN, Code de la sécurité sociale art. R133-14 and net-entreprises.fr: month M on the 15th of
  // M+1 under 50 employees (15/04/2027 a Thursday; 15/05/2027 a Saturday, Monday 17 Whit Monday).
  dsnMarch: { label: 'DSN — mars 2027', date: '15/04/2027' },
  // TVA CA3 quarterly, CGI ann. IV art. 39: day not given, so the table's day for a sole trader
  // outside Paris and its inner ring, 16 (initial A–H, the earlier of 16 and 19), estimated.
  ca3FirstQuarter: { label: 'TVA CA3 — 1er trimestre 2027', date: '16/04/2027' }, // a Friday
  // Liasse 2035, CGI art. 175: 2nd working day after 1 May; online tolerance 15 days later.
  liasse: { label: 'Liasse fiscale 2035 — exercice 2026', date: '04/05/2027' },
  dsnApril: { label: 'DSN — avril 2027', date: '18/05/2027' },
} satisfies Record<string, Due>;
const ESTIMATED_DAY_NOTE = "estimée : vérifier l'initiale";

/** A client of this test with that profile (the server derives its obligations on creation). */
async function profiledClient(page: Page, prefix: string, profile: NewClient = SARL) {
  const tag = uniqueTag(prefix);
  const client = await createClient(page, { raisonSociale: `Échéances ${tag}`, siret: randomSiret(), status: 'actif', ...profile });
  return { client, tag };
}

async function apiObligations(page: Page, query: string) {
  const response = await page.request.get(`/api/obligations?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ObligationList).obligations;
}

const table = (page: Page) => page.getByRole('table', { name: 'Échéances' });
const rowFor = (page: Page, due: Due) => bodyRows(table(page)).filter({ hasText: due.label });
const tile = (page: Page, label: string) => page.getByRole('group', { name: 'Compteurs des échéances' }).getByRole('button', { name: label });
const tileNumber = (button: Locator) => button.locator('span').last();
const statusOf = (page: Page, due: Due, clientName: string) => page.getByRole('combobox', { name: `Statut ${due.label} de ${clientName}` });

/** The table lists exactly these, in this order, each with its date JJ/MM/AAAA. */
async function expectRows(page: Page, expected: Due[]) {
  const rows = bodyRows(table(page));
  await expect(rows).toHaveCount(expected.length);
  for (const [index, due] of expected.entries()) {
    await expect(rows.nth(index)).toContainText(due.label);
    await expect(rows.nth(index)).toContainText(due.date);
  }
}

test('la page liste les échéances du mois de la date du jour, libellé français et date JJ/MM/AAAA, et ouvre la fiche', async ({ page }) => {
  const { client, tag } = await profiledClient(page, 'liste');
  await page.goto(`/echeances?recherche=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Échéances' })).toBeVisible();
  // March 2027, the month of the pinned date: the IS acompte of today and the February CA3.
  await expectRows(page, [SARL_DUE.isAcompte1, SARL_DUE.ca3February]);
  const row = rowFor(page, SARL_DUE.ca3February);
  await expect(row).toContainText(client.raisonSociale);
  await expect(statusOf(page, SARL_DUE.ca3February, client.raisonSociale)).toHaveValue('a_faire');

  await row.getByRole('link', { name: client.raisonSociale }).click();
  await expect(page).toHaveURL(new RegExp(`/clients\\?fiche=${client.id}`));
  await expect(page.getByRole('dialog', { name: client.raisonSociale })).toBeVisible();
});

test('un entrepreneur individuel employeur : DSN, TVA trimestrielle estimée, liasse 2035 et sa tolérance', async ({ page }) => {
  const { client, tag } = await profiledClient(page, 'ei', SOLE_TRADER);
  await page.goto(`/echeances?recherche=${tag}&mois=2027-04`);
  await expectRows(page, [SOLE_TRADER_DUE.dsnMarch, SOLE_TRADER_DUE.ca3FirstQuarter]);
  // The CA3 day rests on the trader's initial, which the profile does not hold.
  await expect(rowFor(page, SOLE_TRADER_DUE.ca3FirstQuarter)).toContainText(`estimée (${ESTIMATED_DAY_NOTE})`);
  await expect(rowFor(page, SOLE_TRADER_DUE.dsnMarch)).not.toContainText('estimée');

  await page.goto(`/echeances?recherche=${tag}&mois=2027-05`);
  await expectRows(page, [SOLE_TRADER_DUE.liasse, SOLE_TRADER_DUE.dsnApril]);
  await expect(rowFor(page, SOLE_TRADER_DUE.liasse)).toContainText('Tolérance en ligne : 19/05/2027');

  const { name, lines } = await exportFile(page, page.getByRole('button', { name: 'Exporter (CSV)' }));
  // Named after the pinned day.
  expect(name).toBe('echeances-2027-03-15.csv');
  expect(lines).toEqual([
    ['Client', 'Échéance', 'Type', 'Date limite', 'Estimée', 'Tolérance en ligne', 'Statut', 'Obsolète', 'Note'],
    [client.raisonSociale, SOLE_TRADER_DUE.liasse.label, 'Liasse fiscale', '04/05/2027', '', '19/05/2027', 'À faire', '', ''],
    [client.raisonSociale, SOLE_TRADER_DUE.dsnApril.label, 'DSN', '18/05/2027', '', '', 'À faire', '', ''],
  ]);
});

test('Type « TVA CA3 » et « En retard » filtrent et restent après un rechargement', async ({ page }) => {
  const { tag } = await profiledClient(page, 'retard');
  await page.goto(`/echeances?recherche=${tag}`);
  await expectRows(page, [SARL_DUE.isAcompte1, SARL_DUE.ca3February]);

  await page.getByRole('button', { name: /^Type :/ }).click();
  await page.getByRole('group', { name: 'Type' }).getByRole('checkbox', { name: 'TVA CA3', exact: true }).check();
  await page.keyboard.press('Escape');
  await expectRows(page, [SARL_DUE.ca3February]);
  await page.getByRole('button', { name: 'En retard', exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=tva_ca3/);
  await expect(page).toHaveURL(/[?&]retard=1/);

  // Due before today and still to do: the CA3 of December and of January (the window starts on 1 January).
  const expectOverdueCa3 = async () => {
    await expect(page.getByRole('button', { name: 'En retard', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Type : TVA CA3' })).toBeVisible();
    await expectRows(page, [SARL_DUE.ca3December, SARL_DUE.ca3January]);
    for (const due of [SARL_DUE.ca3December, SARL_DUE.ca3January]) await expect(rowFor(page, due)).toContainText('En retard');
  };
  await expectOverdueCa3();
  await page.reload();
  await expectOverdueCa3();
});

test('un statut changé est enregistré et survit au rechargement', async ({ page }) => {
  const { client, tag } = await profiledClient(page, 'statut');
  await page.goto(`/echeances?recherche=${tag}`);
  const select = statusOf(page, SARL_DUE.isAcompte1, client.raisonSociale);
  await expect(select).toHaveValue('a_faire');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/obligations/') && r.ok());
  await select.selectOption({ label: 'Pas concerné' });
  await saved;
  // ↓ on a status goes to the row below, its value untouched (as in the client lists); the select
  // is disabled while its write is pending, and a disabled one takes no focus.
  await expect(select).toBeEnabled();
  await select.focus();
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('pas_concerne');
  await expect(statusOf(page, SARL_DUE.ca3February, client.raisonSociale)).toBeFocused();
  await page.reload();
  await expect(select).toHaveValue('pas_concerne');
  const [stored] = await apiObligations(page, `clientId=${client.id}&kind=is_acompte&from=2027-03-01&to=2027-03-31`);
  expect(stored?.label).toBe(SARL_DUE.isAcompte1.label);
  expect(stored?.status).toBe('pas_concerne');

  // A note set through the API shows on the row.
  const noted = await page.request.put(`/api/obligations/${stored?.id}`, { headers: sameOrigin(page), data: { note: 'Attendre le relevé bancaire' } });
  expect(noted.ok(), await noted.text()).toBe(true);
  await page.reload();
  await expect(rowFor(page, SARL_DUE.isAcompte1)).toContainText('Note : Attendre le relevé bancaire');
});

test('un statut qui ne s’enregistre pas revient en arrière, en rouge, avec un message', async ({ page }) => {
  const { client, tag } = await profiledClient(page, 'echec');
  await page.goto(`/echeances?recherche=${tag}`);
  const select = statusOf(page, SARL_DUE.ca3February, client.raisonSociale);
  await expect(select).toHaveValue('a_faire');
  await page.route('**/api/obligations/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
  await select.selectOption({ label: 'Fait' });
  await expect(page.getByRole('alert').filter({ hasText: `${client.raisonSociale} — ${SARL_DUE.ca3February.label}` })).toBeVisible();
  await expect(select).toHaveValue('a_faire');
  await expect(rowFor(page, SARL_DUE.ca3February)).toContainText('Échec de l’enregistrement');
  await page.unroute('**/api/obligations/*');
  const [stored] = await apiObligations(page, `clientId=${client.id}&kind=tva_ca3&from=2027-03-01&to=2027-03-31`);
  expect(stored?.status).toBe('a_faire');
});

test('un statut changé par un collègue s’affiche sans recharger, compteurs compris', async ({ page, browser, createCollaborateur }) => {
  const { client } = await profiledClient(page, 'direct');
  // A portfolio holding this client alone: its counters are this client's.
  const owner = await createCollaborateur('Inès Lambert');
  await assignCollaborator(page, client.id, owner.id);
  const other = await newContext(browser);
  try {
    const colleague = await other.newPage();
    await signInByApi(colleague, ADMIN);
    const label = `Statut ${SARL_DUE.ca3February.label} de ${client.raisonSociale}`;
    for (const side of [page, colleague]) {
      const stream = side.waitForResponse((response) => response.url().includes('/api/events') && response.status() === 200);
      await side.goto(`/echeances?collaborateur=${owner.id}`);
      await stream;
      await expect(side.getByRole('combobox', { name: label })).toHaveValue('a_faire');
    }
    await expect(tileNumber(tile(colleague, 'Faites ce mois'))).toHaveText('0');
    await expect(tileNumber(tile(colleague, 'À faire cette semaine'))).toHaveText('2');
    await page.getByRole('combobox', { name: label }).selectOption('fait');
    await expect(colleague.getByRole('combobox', { name: label })).toHaveValue('fait');
    await expect(tileNumber(tile(colleague, 'Faites ce mois'))).toHaveText('1');
    await expect(tileNumber(tile(colleague, 'À faire cette semaine'))).toHaveText('1');
  } finally {
    await other.close();
  }
});

test('« Marquer comme fait » sur plusieurs lignes met à jour les compteurs', async ({ page, createCollaborateur }) => {
  const { client } = await profiledClient(page, 'lot');
  const owner = await createCollaborateur('Inès Lambert');
  await assignCollaborator(page, client.id, owner.id);

  await page.goto(`/echeances?collaborateur=${owner.id}`);
  await expectRows(page, [SARL_DUE.isAcompte1, SARL_DUE.ca3February]);
  await expect(tileNumber(tile(page, 'À faire cette semaine'))).toHaveText('2');
  await expect(tileNumber(tile(page, 'En retard'))).toHaveText('2');
  await expect(tileNumber(tile(page, 'Faites ce mois'))).toHaveText('0');

  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  const bar = page.getByRole('region', { name: 'Sélection' });
  await expect(bar).toContainText('2 sélectionné(s)');
  await bar.getByRole('button', { name: 'Marquer comme fait' }).click();
  await expect(bar).toHaveCount(0);
  await expect(tileNumber(tile(page, 'Faites ce mois'))).toHaveText('2');
  await expect(tileNumber(tile(page, 'À faire cette semaine'))).toHaveText('0');
  // The overdue ones are January's and February's, not in this month's list.
  await expect(tileNumber(tile(page, 'En retard'))).toHaveText('2');
  for (const due of [SARL_DUE.isAcompte1, SARL_DUE.ca3February]) await expect(statusOf(page, due, client.raisonSociale)).toHaveValue('fait');
});

/**
 * Issue 23: a PME subject to VAT must issue e-invoices from 1 September 2027 (loi 2023-1322 art. 91,
 * docs/e-invoicing.md). Its reception date, 1 September 2026, is before this window (1 January 2027
 * onwards), so only the issuing one is stored.
 */
const ISSUING_PME: Due = { label: 'Émission des factures électroniques', date: '01/09/2027' };

test('Facturation électronique : l’émission d’une PME au 01/09/2027, sous son type, et au calendrier des Tâches', async ({ page }) => {
  const { client, tag } = await profiledClient(page, 'emission', { ...SARL, categorieEntreprise: 'pme' });
  await page.goto(`/echeances?recherche=${tag}&mois=2027-09`);
  await page.getByRole('button', { name: /^Type :/ }).click();
  const types = page.getByRole('group', { name: 'Type' });
  await expect(types.getByRole('checkbox', { name: 'Réception des factures électroniques', exact: true })).toBeVisible();
  await types.getByRole('checkbox', { name: ISSUING_PME.label, exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]type=e_invoicing_issuing/);
  await expectRows(page, [ISSUING_PME]);
  await expect(statusOf(page, ISSUING_PME, client.raisonSociale)).toHaveValue('a_faire');

  await page.goto(`/tasks?vue=calendrier&portee=cabinet&client=${client.id}&mois=2027-09&echeances=1`);
  await expect(page.locator('td[data-day="2027-09-01"]').getByRole('link', { name: `${ISSUING_PME.label} — ${client.raisonSociale}` })).toBeVisible();
});

test('la fiche client montre les échéances des 90 prochains jours et, repliées, celles en retard', async ({ page }) => {
  const { client } = await profiledClient(page, 'fiche');
  await page.goto(`/clients?fiche=${client.id}`);
  const sheet = page.getByRole('dialog', { name: client.raisonSociale });
  // From 15/03 to 13/06/2027 (today + 90 days); the 2nd IS acompte (15/06) is past it.
  const upcoming = [SARL_DUE.isAcompte1, SARL_DUE.ca3February, SARL_DUE.ca3March, SARL_DUE.liasse, SARL_DUE.isSolde, SARL_DUE.ca3April];
  await expect(sheet.getByRole('list', { name: 'Prochaines échéances' }).getByRole('listitem')).toHaveText(upcoming.map((due) => `${due.label}${due.date}`));
  await sheet.getByText('2 échéances en retard', { exact: true }).click();
  await expect(sheet.getByRole('list', { name: 'Échéances en retard' }).getByRole('listitem')).toHaveText(
    [SARL_DUE.ca3December, SARL_DUE.ca3January].map((due) => `${due.label}${due.date}`),
  );
});

test('le calendrier des Tâches s’ouvre sur le mois du jour et affiche les échéances sur demande, avec leur légende', async ({ page }) => {
  const { client } = await profiledClient(page, 'calendrier');
  await page.goto(`/tasks?vue=calendrier&portee=cabinet&client=${client.id}`);
  const today = page.locator('td[aria-current="date"]');
  await expect(today).toHaveAttribute('data-day', '2027-03-15');
  const chips = [
    { day: '2027-03-15', name: `${SARL_DUE.isAcompte1.label} — ${client.raisonSociale}` },
    { day: '2027-03-19', name: `${SARL_DUE.ca3February.label} — ${client.raisonSociale}` },
  ];
  const chip = ({ day, name }: { day: string; name: string }) => page.locator(`td[data-day="${day}"]`).getByRole('link', { name });
  for (const expected of chips) await expect(chip(expected)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Afficher les échéances' }).check();
  await expect(page).toHaveURL(/[?&]echeances=1/);
  for (const expected of chips) await expect(chip(expected)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Légende' })).toContainText('Échéance fiscale ou sociale');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Afficher les échéances' })).toBeChecked();
  for (const expected of chips) await expect(chip(expected)).toBeVisible();
});

test('le Dashboard compte les échéances de la semaine et mène à leur liste', async ({ page, createCollaborateur }) => {
  const { client } = await profiledClient(page, 'semaine');
  const owner = await createCollaborateur('Inès Lambert');
  await assignCollaborator(page, client.id, owner.id);
  await page.context().clearCookies();
  await signInByApi(page, owner);

  await page.goto('/dashboard');
  // Monday 15 to Sunday 21 March: the IS acompte due today and the CA3 due on Friday.
  const link = page.getByRole('link', { name: /Échéances cette semaine/ });
  await expect(link).toContainText('2');
  await link.click();
  await expect(page).toHaveURL(/\/echeances\?/);
  for (const param of ['mes=1', 'du=2027-03-15', 'au=2027-03-21', 'statut=a_faire']) await expect(page).toHaveURL(new RegExp(`[?&]${param}(&|$)`));
  await expect(page.getByRole('button', { name: 'Mes clients' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, 'À faire cette semaine')).toHaveAttribute('aria-pressed', 'true');
  await expectRows(page, [SARL_DUE.isAcompte1, SARL_DUE.ca3February]);
});

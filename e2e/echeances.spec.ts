import type { Locator, Page } from '@playwright/test';
import type { ObligationList } from '../src/shared/obligations/api.ts';
import { lastDayOfMonth } from '../src/shared/obligations/calendar.ts';
import { deriveObligations } from '../src/shared/obligations/derive.ts';
import type { Obligation } from '../src/shared/obligations/kinds.ts';
import { FISCAL_PROFILE_DEFAULTS, type ObligationProfile } from '../src/shared/obligations/profile.ts';
import { ADMIN } from './support/accounts.ts';
import { assignCollaborator, createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { exportFile } from './support/csv.ts';
import { expect, test } from './support/fixtures.ts';
import { bodyRows } from './support/follow-up.ts';

// Échéances (issue 15): a client given a fiscal profile gets its obligations, which the page lists,
// filters, tracks and marks done; the client sheet and the Tâches calendar show them too. What the
// rows should say comes from the shared rules for the same profile, so the spec holds on any day.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const PROFILE: ObligationProfile = {
  ...FISCAL_PROFILE_DEFAULTS,
  regimeTva: 'mensuel',
  regimeImposition: 'is',
  jourTva: 19,
  classification: 'SARL',
  dateCloture: '2025-12-31',
  codePostal: '69003',
  siret: '',
};

/** The server refuses writes from any origin but its own. */
const sameOrigin = (page: Page) => ({ origin: new URL(process.env.E2E_BASE_URL ?? page.url()).origin });

/** Today on the Paris calendar, as the server counts it. */
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const frDate = (iso: string) => iso.split('-').reverse().join('/');

/** An active SARL with a monthly TVA on the 19th and IS: the server derives its obligations. */
async function profiledClient(page: Page, prefix: string) {
  const tag = uniqueTag(prefix);
  const siret = randomSiret();
  const client = await createClient(page, {
    raisonSociale: `Échéances ${tag}`,
    siret,
    status: 'actif',
    classification: 'SARL',
    codePostal: PROFILE.codePostal,
    dateCloture: PROFILE.dateCloture,
  });
  const patched = await page.request.patch(`/api/clients/${client.id}`, {
    headers: sameOrigin(page),
    data: { regimeTva: PROFILE.regimeTva, regimeImposition: PROFILE.regimeImposition, jourTva: PROFILE.jourTva },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  const today = parisToday();
  const month = today.slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const derived = deriveObligations({ profile: { ...PROFILE, siret }, from: `${year}-01-01`, to: lastDayOfMonth(year + 1, monthNumber) });
  // The CA3 of last month falls in this month: always listed by default.
  const ca3 = derived.find((o) => o.kind === 'tva_ca3' && o.dueDate.startsWith(month));
  if (!ca3) throw new Error(`aucune TVA CA3 dérivée pour ${month}`);
  return { client, tag, today, month, derived, ca3 };
}

async function apiObligations(page: Page, query: string) {
  const response = await page.request.get(`/api/obligations?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as ObligationList).obligations;
}

const table = (page: Page) => page.getByRole('table', { name: 'Échéances' });
const rowFor = (page: Page, obligation: Pick<Obligation, 'label'>) => bodyRows(table(page)).filter({ hasText: obligation.label });
const tile = (page: Page, label: string) => page.getByRole('group', { name: 'Compteurs des échéances' }).getByRole('button', { name: label });
const tileNumber = (button: Locator) => button.locator('span').last();

test('la page liste la TVA CA3 du client, libellé français et date JJ/MM/AAAA, et ouvre sa fiche', async ({ page }) => {
  const { client, tag, ca3 } = await profiledClient(page, 'liste');
  await page.goto(`/echeances?recherche=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Échéances' })).toBeVisible();
  const row = rowFor(page, ca3);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(client.raisonSociale);
  expect(ca3.label).toMatch(/^TVA CA3 — \p{L}+ \d{4}$/u);
  await expect(row).toContainText(frDate(ca3.dueDate));
  await expect(row.getByRole('combobox', { name: `Statut ${ca3.label} de ${client.raisonSociale}` })).toHaveValue('a_faire');

  await row.getByRole('link', { name: client.raisonSociale }).click();
  await expect(page).toHaveURL(new RegExp(`/clients\\?fiche=${client.id}`));
  await expect(page.getByRole('dialog', { name: client.raisonSociale })).toBeVisible();
});

test('« Exporter (CSV) » enregistre les échéances affichées, en français, dates JJ/MM/AAAA', async ({ page }) => {
  const { client, tag, ca3 } = await profiledClient(page, 'export');
  await page.goto(`/echeances?recherche=${tag}`);
  await expect(rowFor(page, ca3)).toHaveCount(1);
  const shown = await bodyRows(table(page)).count();
  const { name, lines } = await exportFile(page, page.getByRole('button', { name: 'Exporter (CSV)' }));
  expect(name).toMatch(/^echeances-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines[0]).toEqual(['Client', 'Échéance', 'Type', 'Date limite', 'Estimée', 'Tolérance en ligne', 'Statut', 'Obsolète', 'Note']);
  // The rows the page shows (its month and search), no more.
  expect(lines).toHaveLength(shown + 1);
  expect(lines).toContainEqual([client.raisonSociale, ca3.label, 'TVA CA3', frDate(ca3.dueDate), '', '', 'À faire', '', '']);
});

test('Type « TVA CA3 » et « En retard » filtrent et restent après un rechargement', async ({ page }) => {
  const { client, tag, today, derived } = await profiledClient(page, 'retard');
  await page.goto(`/echeances?recherche=${tag}`);
  await expect(bodyRows(table(page)).first()).toBeVisible();

  await page.getByRole('button', { name: /^Type :/ }).click();
  await page.getByRole('group', { name: 'Type' }).getByRole('checkbox', { name: 'TVA CA3', exact: true }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'En retard', exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=tva_ca3/);
  await expect(page).toHaveURL(/[?&]retard=1/);

  const expected = await apiObligations(page, `clientId=${client.id}&kind=tva_ca3&overdue=true`);
  // The rules agree: every CA3 of this year already due is overdue while nobody has marked it.
  const overdueThisYear = derived.filter((o) => o.kind === 'tva_ca3' && o.dueDate < today && o.dueDate >= `${today.slice(0, 4)}-01-01`);
  expect(expected.map((o) => o.label)).toEqual(expect.arrayContaining(overdueThisYear.map((o) => o.label)));

  const check = async () => {
    await expect(page.getByRole('button', { name: 'En retard', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Type : TVA CA3' })).toBeVisible();
    const rows = bodyRows(table(page));
    await expect(rows).toHaveCount(expected.length);
    for (const obligation of expected) await expect(rowFor(page, obligation)).toContainText(frDate(obligation.dueDate));
    if (expected.length === 0) await expect(table(page)).toContainText('Aucune échéance ne correspond à ces filtres');
  };
  await check();
  await page.reload();
  await check();
});

test('un statut changé est enregistré et survit au rechargement', async ({ page }) => {
  const { client, tag, ca3 } = await profiledClient(page, 'statut');
  await page.goto(`/echeances?recherche=${tag}`);
  const select = page.getByRole('combobox', { name: `Statut ${ca3.label} de ${client.raisonSociale}` });
  await expect(select).toHaveValue('a_faire');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/obligations/') && r.ok());
  await select.selectOption({ label: 'Pas concerné' });
  await saved;
  // ↓ on a status goes to the row below, its value untouched (as in the client lists).
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('pas_concerne');
  const rows = bodyRows(table(page));
  const index = await rowFor(page, ca3).getAttribute('data-row-index');
  if (Number(index) + 1 < (await rows.count())) {
    await expect(rows.nth(Number(index) + 1).getByRole('combobox')).toBeFocused();
  }
  await page.reload();
  await expect(select).toHaveValue('pas_concerne');
  const [stored] = (await apiObligations(page, `clientId=${client.id}&kind=tva_ca3`)).filter((o) => o.label === ca3.label);
  expect(stored?.status).toBe('pas_concerne');

  // A note set through the API shows on the row.
  const noted = await page.request.put(`/api/obligations/${stored?.id}`, { headers: sameOrigin(page), data: { note: 'Attendre le relevé bancaire' } });
  expect(noted.ok(), await noted.text()).toBe(true);
  await page.reload();
  await expect(rowFor(page, ca3)).toContainText('Note : Attendre le relevé bancaire');
});

test('un statut qui ne s’enregistre pas revient en arrière, en rouge, avec un message', async ({ page }) => {
  const { client, tag, ca3 } = await profiledClient(page, 'echec');
  await page.goto(`/echeances?recherche=${tag}`);
  const select = page.getByRole('combobox', { name: `Statut ${ca3.label} de ${client.raisonSociale}` });
  await expect(select).toHaveValue('a_faire');
  await page.route('**/api/obligations/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
  await select.selectOption({ label: 'Fait' });
  await expect(page.getByRole('alert').filter({ hasText: `${client.raisonSociale} — ${ca3.label}` })).toBeVisible();
  await expect(select).toHaveValue('a_faire');
  await expect(rowFor(page, ca3)).toContainText('Échec de l’enregistrement');
  await page.unroute('**/api/obligations/*');
  const [stored] = (await apiObligations(page, `clientId=${client.id}&kind=tva_ca3`)).filter((o) => o.label === ca3.label);
  expect(stored?.status).toBe('a_faire');
});

test('un statut changé par un collègue s’affiche sans recharger, compteurs compris', async ({ page, browser, baseURL }) => {
  const { client, tag, ca3, month } = await profiledClient(page, 'direct');
  const other = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  try {
    const colleague = await other.newPage();
    await signInByApi(colleague, ADMIN);
    const label = `Statut ${ca3.label} de ${client.raisonSociale}`;
    for (const side of [page, colleague]) {
      const stream = side.waitForResponse((response) => response.url().includes('/api/events') && response.status() === 200);
      await side.goto(`/echeances?recherche=${tag}&mois=${month}`);
      await stream;
      await expect(side.getByRole('combobox', { name: label })).toHaveValue('a_faire');
    }
    const doneBefore = Number((await tileNumber(tile(colleague, 'Faites ce mois')).textContent())?.replace(/\D/g, ''));
    await page.getByRole('combobox', { name: label }).selectOption('fait');
    await expect(colleague.getByRole('combobox', { name: label })).toHaveValue('fait');
    await expect(tileNumber(tile(colleague, 'Faites ce mois'))).toHaveText(new Intl.NumberFormat('fr-FR').format(doneBefore + 1));
  } finally {
    await other.close();
  }
});

test('« Marquer comme fait » sur plusieurs lignes met à jour les compteurs', async ({ page, createCollaborateur }) => {
  const { client, today, month } = await profiledClient(page, 'lot');
  // The counters of a portfolio holding this client alone.
  const owner = await createCollaborateur('Inès Lambert');
  await assignCollaborator(page, client.id, owner.id);
  const thisMonth = await apiObligations(page, `clientId=${client.id}&from=${month}-01&to=${lastDayOfMonth(Number(month.slice(0, 4)), Number(month.slice(5)))}`);
  expect(thisMonth.length).toBeGreaterThan(0);
  const overdueThisMonth = thisMonth.filter((o) => o.dueDate < today).length;

  await page.goto(`/echeances?collaborateur=${owner.id}`);
  await expect(bodyRows(table(page))).toHaveCount(thisMonth.length);
  await expect(tileNumber(tile(page, 'Faites ce mois'))).toHaveText('0');
  const overdueBefore = Number((await tileNumber(tile(page, 'En retard')).textContent())?.replace(/\D/g, ''));

  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  const bar = page.getByRole('region', { name: 'Sélection' });
  await expect(bar).toContainText(`${thisMonth.length} sélectionné(s)`);
  await bar.getByRole('button', { name: 'Marquer comme fait' }).click();
  await expect(bar).toHaveCount(0);
  await expect(tileNumber(tile(page, 'Faites ce mois'))).toHaveText(String(thisMonth.length));
  await expect(tileNumber(tile(page, 'En retard'))).toHaveText(String(overdueBefore - overdueThisMonth));
  for (const select of await bodyRows(table(page)).getByRole('combobox').all()) await expect(select).toHaveValue('fait');
});

/** The next CA3 still to come: within the sheet's 90 days whatever the day. */
function nextCa3(derived: Obligation[], today: string): Obligation {
  const next = derived.find((o) => o.kind === 'tva_ca3' && o.dueDate >= today);
  if (!next) throw new Error('aucune TVA CA3 à venir');
  return next;
}

test('la fiche client montre les prochaines échéances', async ({ page }) => {
  const { client, today, derived } = await profiledClient(page, 'fiche');
  const next = nextCa3(derived, today);
  await page.goto(`/clients?fiche=${client.id}`);
  const sheet = page.getByRole('dialog', { name: client.raisonSociale });
  const upcoming = sheet.getByRole('list', { name: 'Prochaines échéances' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: next.label })).toContainText(frDate(next.dueDate));
  // The overdue ones wait folded under their count.
  const overdue = derived.filter((o) => o.dueDate < today && o.dueDate >= `${today.slice(0, 4)}-01-01`);
  if (overdue.length > 0) {
    await sheet.getByText(/^\d+ échéances? en retard$/).click();
    await expect(sheet.getByRole('list', { name: 'Échéances en retard' }).getByRole('listitem').first()).toBeVisible();
  }
});

test('le calendrier des Tâches affiche les échéances sur demande, avec leur légende', async ({ page }) => {
  const { client, today, derived } = await profiledClient(page, 'calendrier');
  const next = nextCa3(derived, today);
  // The calendar of the month of that CA3, for this client: obligations only once asked for.
  await page.goto(`/tasks?vue=calendrier&portee=cabinet&client=${client.id}&mois=${next.dueDate.slice(0, 7)}`);
  const day = page.locator(`td[data-day="${next.dueDate}"]`);
  const chip = day.getByRole('link', { name: `${next.label} — ${client.raisonSociale}` });
  await expect(day).toBeVisible();
  await expect(chip).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Afficher les échéances' }).check();
  await expect(page).toHaveURL(/[?&]echeances=1/);
  await expect(chip).toBeVisible();
  await expect(page.getByRole('list', { name: 'Légende' })).toContainText('Échéance fiscale ou sociale');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Afficher les échéances' })).toBeChecked();
  await expect(chip).toBeVisible();
});

test('le Dashboard compte les échéances de la semaine et mène à leur liste', async ({ page }) => {
  const counters = await page.request.get('/api/obligations/counters?mine=true');
  expect(counters.ok()).toBe(true);
  const { dueThisWeek } = (await counters.json()) as { dueThisWeek: number };
  await page.goto('/dashboard');
  const link = page.getByRole('link', { name: /Échéances cette semaine/ });
  await expect(link).toContainText(new Intl.NumberFormat('fr-FR').format(dueThisWeek));
  await link.click();
  await expect(page).toHaveURL(/\/echeances\?.*mes=1/);
  await expect(page.getByRole('button', { name: 'Mes clients' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, 'À faire cette semaine')).toHaveAttribute('aria-pressed', 'true');
});

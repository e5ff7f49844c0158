import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { exportFile } from './support/csv.ts';
import { expect, test } from './support/fixtures.ts';
import { expectTileCount, rowNames, rowOf, statusTile, tileCount } from './support/follow-up.ts';
import { sameOrigin } from './support/origin.ts';

// Issue 23, items 1 and 2: Facturation électronique, followed per client like the habilitations.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const receptionTable = (page: Page) => page.getByRole('table', { name: 'Clients — Réception' });
const receptionTiles = (page: Page) => page.getByRole('group', { name: 'Statuts — Réception' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher par raison sociale ou SIRET' });

async function putEInvoicing(page: Page, clientId: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.put(`/api/e-invoicing/${clientId}`, { headers: sameOrigin(page), data });
  if (!response.ok()) throw new Error(`PUT /api/e-invoicing/${clientId} : ${response.status()} ${await response.text()}`);
}

function saved(page: Page, clientId: string) {
  return page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/e-invoicing/${clientId}`) && response.ok(),
  );
}

async function activeClient(page: Page, name: string, fields: Parameters<typeof createClient>[1] = {}) {
  return createClient(page, { raisonSociale: name, siret: randomSiret(), status: 'actif', ...fields });
}

test('depuis la barre latérale, après Banque : recherche, filtres de plateforme et de catégorie, tuiles', async ({ page }) => {
  const tag = uniqueTag('fe');
  const alpha = await activeClient(page, `Alpha ${tag}`, { categorieEntreprise: 'ge' });
  const bravo = await activeClient(page, `Bravo ${tag}`, { categorieEntreprise: 'pme' });
  const charlie = await activeClient(page, `Charlie ${tag}`);
  await putEInvoicing(page, bravo.id, { platform: 'pennylane', receptionStatus: 'en_cours' });

  // The sidebar's entry, right after Banque.
  await page.goto('/dashboard');
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(navigation.getByRole('link', { name: 'Facturation électronique' })).toBeVisible();
  const labels = await navigation.getByRole('link').allTextContents();
  expect(labels.indexOf('Facturation électronique')).toBe(labels.indexOf('Banque') + 1);
  await navigation.getByRole('link', { name: 'Facturation électronique' }).click();
  await expect(page).toHaveURL(/\/facturation-electronique$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Facturation électronique' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Réception' })).toHaveAttribute('aria-selected', 'true');

  const table = receptionTable(page);
  await searchBox(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]recherche=${tag}`));
  await expect(rowNames(table)).toHaveText([alpha.raisonSociale, bravo.raisonSociale, charlie.raisonSociale]);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The platform and category filters, each in the URL.
  const platformFilter = page.getByRole('combobox', { name: 'Filtrer par plateforme' });
  await platformFilter.selectOption({ label: 'Pennylane' });
  await expect(rowNames(table)).toHaveText([bravo.raisonSociale]);
  await platformFilter.selectOption({ label: 'Aucune' });
  await expect(rowNames(table)).toHaveText([alpha.raisonSociale, charlie.raisonSociale]);
  await expect(page).toHaveURL(/[?&]plateforme=aucune/);
  await platformFilter.selectOption({ label: 'Toutes les plateformes' });
  const categoryFilter = page.getByRole('combobox', { name: 'Filtrer par catégorie' });
  await categoryFilter.selectOption({ label: 'Non renseignée' });
  await expect(rowNames(table)).toHaveText([charlie.raisonSociale]);
  await categoryFilter.selectOption({ label: 'Toutes les catégories' });
  await expect(rowNames(table)).toHaveCount(3);

  // A tile filters on its status; pressed again, it clears the filter.
  const enCours = statusTile(receptionTiles(page), 'en_cours');
  await enCours.click();
  await expect(enCours).toHaveAttribute('aria-pressed', 'true');
  await expect(rowNames(table)).toHaveText([bravo.raisonSociale]);
  await enCours.click();
  await expect(rowNames(table)).toHaveCount(3);
});

test('statut et date de réception modifiés dans la ligne, puis la date limite d’émission qui suit la catégorie', async ({ page }) => {
  const tag = uniqueTag('fest');
  const alpha = await activeClient(page, `Alpha ${tag}`, { categorieEntreprise: 'ge' });
  const bravo = await activeClient(page, `Bravo ${tag}`, { categorieEntreprise: 'pme' });
  const charlie = await activeClient(page, `Charlie ${tag}`);
  await page.goto(`/facturation-electronique?recherche=${tag}`);
  const table = receptionTable(page);
  await expect(rowNames(table)).toHaveText([alpha.raisonSociale, bravo.raisonSociale, charlie.raisonSociale]);
  const tiles = receptionTiles(page);
  const aFaire = statusTile(tiles, 'a_faire');
  const pret = statusTile(tiles, 'pret');

  // A status edited in the row moves the client from one tile to another, and stays.
  const aFaireBefore = await tileCount(aFaire);
  const pretBefore = await tileCount(pret);
  const status = page.getByRole('combobox', { name: `Réception de ${alpha.raisonSociale}` });
  let done = saved(page, alpha.id);
  await status.selectOption({ label: 'Prêt' });
  await done;
  await expectTileCount(aFaire, aFaireBefore - 1);
  await expectTileCount(pret, pretBefore + 1);

  // Its date: a date that does not exist is refused in French, a real one saved.
  const row = rowOf(table, alpha.raisonSociale);
  const date = page.getByRole('textbox', { name: `Date de réception de ${alpha.raisonSociale}` });
  await date.fill('31/02/2026');
  await date.blur();
  await expect(row.getByRole('alert')).toHaveText('Date invalide. Vérifiez le format JJ/MM/AAAA');
  done = saved(page, alpha.id);
  await date.fill('15/03/2026');
  await date.press('Enter');
  await done;
  await expect(row.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(status).toHaveValue('pret');
  await expect(date).toHaveValue('15/03/2026');

  // Émission: the deadline follows the category, shown and not typed.
  await page.getByRole('tab', { name: 'Émission' }).click();
  await expect(page).toHaveURL(/[?&]onglet=emission/);
  const emission = page.getByRole('table', { name: 'Clients — Émission' });
  await searchBox(page).fill(tag);
  await expect(rowOf(emission, alpha.raisonSociale)).toContainText('01/09/2026');
  await expect(rowOf(emission, bravo.raisonSociale)).toContainText('01/09/2027');
  await page.getByRole('combobox', { name: `Catégorie de ${charlie.raisonSociale}` }).selectOption({ label: 'ETI' });
  await expect(rowOf(emission, charlie.raisonSociale)).toContainText('01/09/2026');
  // The search reaches the address after a short pause: reloading before it would show every client.
  await expect(page).toHaveURL(new RegExp(`[?&]recherche=${tag}`));
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Catégorie de ${charlie.raisonSociale}` })).toHaveValue('eti');
});

test('« Définir la plateforme » sur la sélection, « Annuler » depuis le toast, puis l’export CSV des lignes affichées', async ({ page }) => {
  const tag = uniqueTag('fepf');
  const delta = await activeClient(page, `Delta ${tag}`);
  const echo = await activeClient(page, `Echo ${tag}`);
  await putEInvoicing(page, echo.id, { platform: 'autre', platformOther: 'Chorus Pro', delegationStatus: 'signe' });

  await page.goto(`/facturation-electronique?recherche=${tag}`);
  const table = receptionTable(page);
  await expect(rowNames(table)).toHaveText([delta.raisonSociale, echo.raisonSociale]);
  const platformOf = (name: string) => page.getByRole('combobox', { name: `Plateforme de ${name}` });
  await expect(platformOf(echo.raisonSociale)).toHaveValue('autre');
  await expect(page.getByRole('textbox', { name: `Nom de la plateforme de ${echo.raisonSociale}` })).toHaveValue('Chorus Pro');

  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  const bar = page.getByRole('region', { name: 'Sélection' });
  await bar.getByRole('button', { name: 'Définir la plateforme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Définir la plateforme' });
  await dialog.getByLabel('Plateforme').selectOption({ label: 'Sage' });
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('status').filter({ hasText: '2 ligne(s) modifiée(s)' });
  await expect(toast).toBeVisible();
  await expect(platformOf(delta.raisonSociale)).toHaveValue('sage');
  await expect(platformOf(echo.raisonSociale)).toHaveValue('sage');

  await toast.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Modification annulée' })).toBeVisible();
  await expect(platformOf(delta.raisonSociale)).toHaveValue('');
  await expect(platformOf(echo.raisonSociale)).toHaveValue('autre');
  await expect(page.getByRole('textbox', { name: `Nom de la plateforme de ${echo.raisonSociale}` })).toHaveValue('Chorus Pro');

  const { name, lines } = await exportFile(page, page.getByRole('button', { name: 'Exporter (CSV)' }));
  expect(name).toMatch(/^facturation-electronique-reception-\d{4}-\d{2}-\d{2}\.csv$/);
  const [headers, ...rows] = lines;
  expect(headers).toEqual([
    'Client',
    'SIRET',
    'Catégorie',
    'Date limite d’émission',
    'Plateforme',
    'Réception',
    'Date (réception)',
    'Émission',
    'Date (émission)',
    'E-reporting',
    'Délégation',
    'Date (délégation)',
    'Désignation',
    'Date (désignation)',
    'Annuaire vérifié le',
    'Dernière relance',
    'Relancé par',
  ]);
  expect(rows.map((cells) => [cells[0], cells[4], cells[10]])).toEqual([
    [delta.raisonSociale, '', 'Aucun'],
    [echo.raisonSociale, 'Autre : Chorus Pro', 'Signé'],
  ]);
});

test('au-delà d’une page (200 clients) : la suite au défilement, « Tout sélectionner » et l’export prennent tous les clients des filtres', async ({ page }) => {
  // Paged on the server (decision 0009, issue 27): 205 clients are two pages.
  test.setTimeout(120_000);
  const tag = uniqueTag('fepg');
  const names = Array.from({ length: 205 }, (_, index) => `Page ${tag} ${String(index).padStart(3, '0')}`);
  for (let start = 0; start < names.length; start += 15) await Promise.all(names.slice(start, start + 15).map((name) => activeClient(page, name)));

  const firstPage = page.waitForResponse((response) => response.url().includes('/api/e-invoicing?') && response.url().includes('limit=200'));
  await page.goto(`/facturation-electronique?recherche=${tag}`);
  expect(new URL((await firstPage).url()).searchParams.get('q')).toBe(tag);
  const table = receptionTable(page);
  await expect(page.getByText('205 clients', { exact: true })).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', '206');

  // The last client arrives with the next page, asked for as the table nears its end.
  const last = names.at(-1) ?? '';
  await expect(async () => {
    await table.hover();
    await page.mouse.wheel(0, 50_000);
    await expect(table.getByText(last, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();

  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  await expect(page.getByRole('region', { name: 'Sélection' })).toContainText('205 sélectionné(s)');
  const { lines } = await exportFile(page, page.getByRole('button', { name: 'Exporter (CSV)' }));
  expect(lines.slice(1).map((cells) => cells[0])).toEqual(names);
});

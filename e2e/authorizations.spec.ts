import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { exportFile } from './support/csv.ts';
import { expect, test } from './support/fixtures.ts';
import {
  bodyRows,
  expectTileCount,
  rowNames,
  rowOf,
  setAuthorization,
  statusTile,
  tileCount,
} from './support/follow-up.ts';

const DATE_FORMAT = 'Format de date invalide. Utilisez JJ/MM/AAAA';
const DATE_INVALID = 'Date invalide. Vérifiez le format JJ/MM/AAAA';

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const impotsTable = (page: Page) => page.getByRole('table', { name: 'Clients — Impôts' });
const impotsTiles = (page: Page) => page.getByRole('group', { name: 'Statuts — Impôts' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher par raison sociale ou SIRET' });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Filtrer par statut' });

function authorizationSaved(page: Page, kind: string, clientId: string) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith(`/api/authorizations/${kind}/${clientId}`) &&
      response.ok(),
  );
}

async function activeClient(page: Page, name: string) {
  return createClient(page, { raisonSociale: name, siret: randomSiret(), status: 'actif' });
}

test('Impôts : les tuiles comptent et filtrent, le filtre de statut, la recherche et le tri par client', async ({
  page,
}) => {
  const tag = uniqueTag('hab');
  const alpha = await activeClient(page, `Alpha ${tag}`);
  const bravo = await activeClient(page, `Bravo ${tag}`);
  const charlie = await activeClient(page, `Charlie ${tag}`);
  await setAuthorization(page, 'impots', bravo.id, { status: 'en_cours' });
  await setAuthorization(page, 'impots', charlie.id, { status: 'ok_client' });

  await page.goto('/habilitation');
  await expect(page.getByRole('tab', { name: 'Impôts' })).toHaveAttribute('aria-selected', 'true');
  const table = impotsTable(page);
  await expect(bodyRows(table).first()).toBeVisible();
  const tiles = impotsTiles(page);
  const aFaire = statusTile(tiles, 'a_faire');
  const enCours = statusTile(tiles, 'en_cours');
  const ok = statusTile(tiles, 'ok_client');
  await expect(tiles.getByRole('button')).toHaveCount(4);
  const aFaireBefore = await tileCount(aFaire);
  const enCoursBefore = await tileCount(enCours);
  expect(aFaireBefore).toBeGreaterThanOrEqual(1);
  expect(enCoursBefore).toBeGreaterThanOrEqual(1);
  expect(await tileCount(ok)).toBeGreaterThanOrEqual(1);

  // The search narrows the table to this test's clients, sorted by client ascending by default.
  await searchBox(page).fill(tag);
  // The search reaches the URL after a short pause: wait for it, or a reload would drop it.
  await expect(page).toHaveURL(new RegExp(`[?&]recherche=${tag}`));
  await expect(rowNames(table)).toHaveText([alpha.raisonSociale, bravo.raisonSociale, charlie.raisonSociale]);
  await expect(page.getByRole('search').getByRole('status')).toHaveText('3 clients');

  // A tile filters on its status; pressed again, it clears the filter.
  await expect(enCours).toHaveAttribute('aria-pressed', 'false');
  await enCours.click();
  await expect(enCours).toHaveAttribute('aria-pressed', 'true');
  await expect(aFaire).toHaveAttribute('aria-pressed', 'false');
  await expect(rowNames(table)).toHaveText([bravo.raisonSociale]);
  await expect(statusFilter(page)).toHaveValue('en_cours');
  await enCours.click();
  await expect(enCours).toHaveAttribute('aria-pressed', 'false');
  await expect(rowNames(table)).toHaveText([alpha.raisonSociale, bravo.raisonSociale, charlie.raisonSociale]);

  // The status dropdown filters the same way, and presses the matching tile.
  await statusFilter(page).selectOption({ label: 'OK' });
  await expect(rowNames(table)).toHaveText([charlie.raisonSociale]);
  await expect(ok).toHaveAttribute('aria-pressed', 'true');
  await statusFilter(page).selectOption({ label: 'Tous les statuts' });
  await expect(ok).toHaveAttribute('aria-pressed', 'false');
  await expect(rowNames(table)).toHaveCount(3);

  // The Client header sorts: descending, then ascending again.
  const clientHeader = table.getByRole('columnheader', { name: 'Client' });
  await expect(clientHeader).toHaveAttribute('aria-sort', 'ascending');
  await clientHeader.getByRole('button').click();
  await expect(clientHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rowNames(table)).toHaveText([charlie.raisonSociale, bravo.raisonSociale, alpha.raisonSociale]);
  await clientHeader.getByRole('button').click();
  await expect(clientHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rowNames(table)).toHaveText([alpha.raisonSociale, bravo.raisonSociale, charlie.raisonSociale]);

  // A row's status select moves one client from one tile to another.
  const select = page.getByRole('combobox', { name: `Statut de ${alpha.raisonSociale}` });
  await expect(select).toHaveValue('a_faire');
  const saved = authorizationSaved(page, 'impots', alpha.id);
  await select.selectOption({ label: 'En cours' });
  await saved;
  await expectTileCount(aFaire, aFaireBefore - 1);
  await expectTileCount(enCours, enCoursBefore + 1);
  await enCours.click();
  await expect(rowNames(table)).toHaveText([alpha.raisonSociale, bravo.raisonSociale]);

  // Stored: a reload shows the same.
  await page.reload();
  await expect(select).toHaveValue('en_cours');
  await expectTileCount(enCours, enCoursBefore + 1);
});

test('Impôts : la date d’habilitation, chaque message, l’enregistrement, l’effacement et l’historique', async ({
  page,
}) => {
  const tag = uniqueTag('date');
  const client = await activeClient(page, `Delta ${tag}`);
  await setAuthorization(page, 'impots', client.id, { status: 'en_cours' });
  await page.goto(`/habilitation?onglet=impots&recherche=${tag}`);
  const table = impotsTable(page);
  await expect(rowNames(table)).toHaveText([client.raisonSociale]);
  const row = rowOf(table, client.raisonSociale);
  const input = page.getByRole('textbox', { name: `Date d’habilitation de ${client.raisonSociale}` });
  const message = row.getByRole('alert');
  await expect(input).toHaveValue('');

  await input.fill('1/1/2025');
  await input.blur();
  await expect(message).toHaveText(DATE_FORMAT);
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await input.fill('31/02/2025');
  await expect(message).toHaveCount(0);
  await input.blur();
  await expect(message).toHaveText(DATE_INVALID);

  let saved = authorizationSaved(page, 'impots', client.id);
  await input.fill('15/03/2025');
  await input.press('Enter');
  await saved;
  await expect(message).toHaveCount(0);
  await page.reload();
  await expect(input).toHaveValue('15/03/2025');
  await expect(page.getByRole('combobox', { name: `Statut de ${client.raisonSociale}` })).toHaveValue('en_cours');

  // Emptied, the date is cleared and the status stays.
  saved = authorizationSaved(page, 'impots', client.id);
  await input.fill('');
  await input.blur();
  await saved;
  await page.reload();
  await expect(input).toHaveValue('');
  await expect(page.getByRole('combobox', { name: `Statut de ${client.raisonSociale}` })).toHaveValue('en_cours');

  // The history names who changed what.
  await row.getByRole('button', { name: 'Historique' }).click();
  const popover = page.getByRole('dialog', { name: 'Historique' });
  await expect(popover).toContainText(`${client.raisonSociale} — Impôts`);
  const entries = popover.getByRole('listitem');
  await expect(entries.filter({ hasText: 'Date : 15/03/2025 → —' })).toContainText(ADMIN.fullName);
  await expect(entries.filter({ hasText: 'Date : — → 15/03/2025' })).toContainText(ADMIN.fullName);
  await expect(entries.filter({ hasText: 'Statut : À faire → En cours' })).toContainText(ADMIN.fullName);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
});

test('URSSAF mis à « Pas nécessaire » retire le client de Banque › URSSAF', async ({ page }) => {
  const tag = uniqueTag('urs');
  const client = await activeClient(page, `Echo ${tag}`);

  await page.goto(`/banque?onglet=urssaf&recherche=${tag}`);
  const bankTable = page.getByRole('table', { name: 'Clients — URSSAF' });
  await expect(rowNames(bankTable)).toHaveText([client.raisonSociale]);

  await page.goto(`/habilitation?onglet=urssaf&recherche=${tag}`);
  const table = page.getByRole('table', { name: 'Clients — URSSAF' });
  await expect(rowNames(table)).toHaveText([client.raisonSociale]);
  const saved = authorizationSaved(page, 'urssaf', client.id);
  await page.getByRole('combobox', { name: `Statut de ${client.raisonSociale}` }).selectOption({ label: 'Pas nécessaire' });
  await saved;

  await page.goto(`/banque?onglet=urssaf&recherche=${tag}`);
  await expect(page.getByRole('tab', { name: 'URSSAF' })).toHaveAttribute('aria-selected', 'true');
  await expect(bankTable.getByText('Aucun client trouvé')).toBeVisible();
  await expect(bodyRows(bankTable)).toHaveCount(0);
});

test('Banque, au-delà d’une page (200 clients) : la suite au défilement, « Tout sélectionner », l’action groupée et l’export prennent tous les clients des filtres', async ({ page }) => {
  // Paged on the server (decision 0009, issue 27): 205 clients are two pages.
  test.setTimeout(120_000);
  const tag = uniqueTag('bqpg');
  const names = Array.from({ length: 205 }, (_, index) => `Page ${tag} ${String(index).padStart(3, '0')}`);
  for (let start = 0; start < names.length; start += 15) await Promise.all(names.slice(start, start + 15).map((name) => activeClient(page, name)));

  const firstPage = page.waitForResponse((response) => response.url().includes('/api/authorizations/bank_ebics?') && response.url().includes('limit=200'));
  await page.goto(`/banque?onglet=ebics&recherche=${tag}`);
  expect(new URL((await firstPage).url()).searchParams.get('q')).toBe(tag);
  const table = page.getByRole('table', { name: 'Clients — EBICS' });
  await expect(page.getByRole('search').getByRole('status')).toHaveText('205 clients');
  await expect(table).toHaveAttribute('aria-rowcount', '206');
  // The subtitle counts the tab's clients (its tiles: every active client), not the search's.
  await expect(page.getByTestId('banque-subtitle')).toHaveText(/^\d[\d\s\u202f]* clients actifs$/);

  // The last client arrives with the next page, asked for as the table nears its end.
  const last = names.at(-1) ?? '';
  await expect(async () => {
    await table.hover();
    await page.mouse.wheel(0, 50_000);
    await expect(table.getByText(last, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();

  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  const bar = page.getByRole('region', { name: 'Sélection' });
  await expect(bar).toContainText('205 sélectionné(s)');
  await bar.getByRole('button', { name: 'Changer le statut' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer le statut' });
  await dialog.getByLabel('Nouveau statut').selectOption({ label: 'En cours' });
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('205 ligne(s) modifiée(s)')).toBeVisible();

  await statusFilter(page).selectOption({ label: 'En cours' });
  await expect(page.getByRole('search').getByRole('status')).toHaveText('205 clients');
  const { name, lines } = await exportFile(page, page.getByRole('button', { name: 'Exporter (CSV)' }));
  expect(name).toMatch(/^banque-ebics-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(lines.slice(1).map((cells) => [cells[0], cells[2]])).toEqual(names.map((client) => [client, 'En cours']));
});

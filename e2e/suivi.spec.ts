import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { assignCollaborator, createClient, parisYear, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';
import { expectTileCount, rowNames, setAuthorization, statusTile, tileCount, trackingYears } from './support/follow-up.ts';
import { present } from './support/present.ts';

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const cfeTable = (page: Page) => page.getByRole('table', { name: 'Suivi CFE' });
const yearHeader = (page: Page, year: number) =>
  cfeTable(page).getByRole('columnheader').filter({ hasText: new RegExp(`^${year}$`) });

async function submitYear(page: Page, year: string) {
  const dialog = page.getByRole('dialog', { name: 'Ajouter une année' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Ajouter année' }).click();
  await dialog.getByLabel('Année').fill(year);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  return dialog;
}

test('Suivi CFE : ajout d’une année (refus compris), statut Fait compté, suppression de l’année', async ({ page }) => {
  const tag = uniqueTag('cfe');
  const client = await createClient(page, { raisonSociale: `Golf ${tag}`, siret: randomSiret(), status: 'actif' });

  await page.goto('/suivi');
  await expect(page.getByRole('tab', { name: 'CFE' })).toHaveAttribute('aria-selected', 'true');
  const current = parisYear();
  await expect(yearHeader(page, current)).toHaveCount(1);

  // A year after every existing one, so it becomes the most recent.
  const years = await trackingYears(page, 'cfe');
  const newYear = Math.max(current, ...years) + 1;
  expect(newYear).toBeLessThanOrEqual(2100);

  let dialog = await submitYear(page, '1999');
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez entrer une année valide');
  dialog = await submitYear(page, String(current));
  await expect(dialog.getByRole('alert')).toHaveText('Cette année existe déjà');
  dialog = await submitYear(page, String(newYear));
  await expect(dialog).toHaveCount(0);
  await expect(yearHeader(page, newYear)).toHaveCount(1);
  await expect(yearHeader(page, current)).toHaveCount(1);
  await expect(page.getByText(`Année ${newYear}`, { exact: true })).toBeVisible();

  // The tiles count the most recent year: one client from À faire to Fait.
  const tiles = page.getByRole('group', { name: `Statuts CFE ${newYear}` });
  const aFaire = statusTile(tiles, 'a_faire');
  const fait = statusTile(tiles, 'fait');
  await expect(fait).toBeVisible();
  const aFaireBefore = await tileCount(aFaire);
  const faitBefore = await tileCount(fait);
  expect(faitBefore).toBe(0);
  // The list is paged on the server (decision 0009): the search is a first page it answers.
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/tracking/cfe' && url.searchParams.get('q') === tag && url.searchParams.get('limit') === '200' && response.ok();
  });
  await page.getByRole('searchbox', { name: 'Rechercher par raison sociale ou SIRET' }).fill(tag);
  // The search reaches the URL after a short pause: wait for it, or a reload would drop it.
  await expect(page).toHaveURL(new RegExp(`[?&]recherche=${tag}`));
  const firstPage = (await (await searched).json()) as { years: number[]; total: number; clients: { clientId: string }[] };
  // The years come with the page: the table's columns, newest first.
  expect(firstPage.years).toEqual([newYear, ...years]);
  expect(firstPage.total).toBe(1);
  expect(firstPage.clients.map((row) => row.clientId)).toEqual([client.id]);
  await expect(rowNames(cfeTable(page))).toHaveText([client.raisonSociale]);
  const cell = page.getByRole('combobox', { name: `CFE ${newYear} de ${client.raisonSociale}` });
  await expect(cell).toHaveValue('a_faire');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith(`/api/tracking/cfe/${client.id}/${newYear}`) &&
      response.ok(),
  );
  await cell.selectOption({ label: 'Fait' });
  await saved;
  await expectTileCount(fait, faitBefore + 1);
  await expectTileCount(aFaire, aFaireBefore - 1);
  await page.reload();
  await expect(cell).toHaveValue('fait');
  await expectTileCount(fait, faitBefore + 1);

  // Deleting the year asks first, then removes its column.
  await yearHeader(page, newYear).getByRole('button', { name: 'Supprimer cette année' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Supprimer l'année ${newYear}` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(yearHeader(page, newYear)).toHaveCount(0);
  await expect(yearHeader(page, current)).toHaveCount(1);
  await page.reload();
  await expect(yearHeader(page, current)).toHaveCount(1);
  await expect(yearHeader(page, newYear)).toHaveCount(0);
  expect(await trackingYears(page, 'cfe')).not.toContain(newYear);
});

test('Suivi 3 EN 1 : ses lignes (sans les clients dont l’URSSAF n’est pas nécessaire), un statut changé, compté et gardé', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag('troisenun');
  const create = (name: string, status: 'actif' | 'inactif') => createClient(page, { raisonSociale: `${name} ${tag}`, siret: randomSiret(), status });
  const followed = await create('Atelier Morel', 'actif');
  const exempt = await create('Cabinet Roux', 'actif');
  const inactive = await create('Ferme Blanc', 'inactif');
  // SPEC §4: a client whose URSSAF habilitation is « pas nécessaire » has no 3 EN 1 to follow.
  await setAuthorization(page, 'urssaf', exempt.id, { status: 'pas_necessaire' });
  // A portfolio of these three clients alone: the tiles count it, whatever else the server holds.
  const owner = await createCollaborateur(`Louise Morel ${tag}`);
  for (const client of [followed, exempt, inactive]) await assignCollaborator(page, client.id, owner.id);
  // The newest year, the tiles' (GET /api/tracking/3en1 gives a kind with no year the current one).
  const year = present((await trackingYears(page, '3en1'))[0], 'année 3 EN 1');

  await page.goto(`/suivi?onglet=3en1&collaborateur=${owner.id}`);
  await expect(page.getByRole('tab', { name: '3 EN 1' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Suivi 3 EN 1' });
  // The active client that needs it; neither the exempt one nor the inactive one.
  await expect(rowNames(table)).toHaveText([followed.raisonSociale]);
  const tiles = page.getByRole('group', { name: `Statuts 3 EN 1 ${year}` });
  await expectTileCount(statusTile(tiles, 'a_faire'), 1);
  await expectTileCount(statusTile(tiles, 'fait'), 0);
  await expectTileCount(statusTile(tiles, 'pas_concerne'), 0);
  // The CFE of the same portfolio follows both active clients.
  await page.getByRole('tab', { name: 'CFE' }).click();
  await expect(rowNames(page.getByRole('table', { name: 'Suivi CFE' }))).toHaveText([followed.raisonSociale, exempt.raisonSociale]);
  await page.getByRole('tab', { name: '3 EN 1' }).click();

  const cell = page.getByRole('combobox', { name: `3 EN 1 ${year} de ${followed.raisonSociale}` });
  await expect(cell).toHaveValue('a_faire');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/tracking/3en1/${followed.id}/${year}`) && response.ok(),
  );
  await cell.selectOption({ label: 'Fait' });
  await saved;
  await expectTileCount(statusTile(tiles, 'fait'), 1);
  await expectTileCount(statusTile(tiles, 'a_faire'), 0);
  await page.reload();
  await expect(cell).toHaveValue('fait');
  await expectTileCount(statusTile(tiles, 'fait'), 1);
  const stored = await page.request.get(`/api/tracking/3en1?clients=${followed.id}`);
  expect(stored.ok()).toBe(true);
  const { rows } = (await stored.json()) as { rows: { clientId: string; statuses: Record<string, string> }[] };
  expect(rows.map((row) => [row.clientId, row.statuses[String(year)]])).toEqual([[followed.id, 'fait']]);
});

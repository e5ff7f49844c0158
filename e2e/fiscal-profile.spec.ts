import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import {
  clientsGrid,
  createClient,
  expectSaved,
  getClient,
  gridRow,
  openClients,
  randomSiret,
  recordSavedConfirmations,
  signInByApi,
  uniqueTag,
} from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 15, part 1: the fiscal profile of a client, in the Clients grid (hidden columns), on the
// client sheet (with its consistency warnings) and in the CSV import.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
  await recordSavedConfirmations(page);
});

/** A cell of a row under the header that reads `header` (the profile's columns move as they are shown). */
async function cellUnder(page: Page, row: Locator, header: string): Promise<Locator> {
  await expect(clientsGrid(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const headers = await clientsGrid(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`pas de colonne « ${header} » : ${headers.join(', ')}`);
  return row.locator(`[role="gridcell"][aria-colindex="${index + 1}"]`);
}

test('grille : les colonnes du profil fiscal s’affichent sur demande, se modifient et restent après rechargement', async ({ page }) => {
  const tag = uniqueTag();
  const client = await createClient(page, { raisonSociale: `Garage Dupont ${tag}`, siret: randomSiret(), classification: 'SARL' });
  await openClients(page, tag);
  const grid = clientsGrid(page);
  await expect(grid.getByRole('columnheader', { name: 'Régime de TVA' })).toHaveCount(0);

  // « Colonnes » shows the hidden columns, one by one.
  await page.getByRole('button', { name: /^Colonnes du profil fiscal/ }).click();
  const menu = page.getByRole('group', { name: 'Colonnes du profil fiscal' });
  await menu.getByRole('checkbox', { name: 'Régime de TVA' }).check();
  await menu.getByRole('checkbox', { name: 'Jour de TVA (CA3)' }).check();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: 'Régime de TVA' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Jour de TVA (CA3)' })).toBeVisible();
  await expect(page).toHaveURL(/colonnes=regimeTva(%2C|,)jourTva/);

  const row = gridRow(page, client.id);
  const regime = await cellUnder(page, row, 'Régime de TVA');
  await regime.click();
  await grid.getByRole('combobox', { name: 'Régime de TVA' }).selectOption({ label: 'Réel normal — mensuel (CA3)' });
  await expectSaved(page, regime);
  await expect(regime).toHaveText('Réel normal — mensuel (CA3)');

  const day = await cellUnder(page, row, 'Jour de TVA (CA3)');
  await day.click();
  const dayEditor = grid.getByRole('textbox', { name: 'Jour de TVA (CA3)' });
  await dayEditor.fill('19');
  await dayEditor.press('Enter');
  await expectSaved(page, day);

  // Outside 15–24: refused by the server in French, the cell keeps what was typed.
  await day.click();
  await dayEditor.fill('30');
  await dayEditor.press('Enter');
  await expect(page.getByText('Le jour de TVA doit être un nombre entier entre 15 et 24')).toBeVisible();
  await expect(day).toHaveAttribute('data-state', 'error');
  await expect(dayEditor).toHaveValue('30');
  await dayEditor.press('Escape');

  // The columns shown are in the URL: a reload keeps them.
  await page.reload();
  await expect(grid.getByRole('columnheader', { name: 'Régime de TVA' })).toBeVisible();
  await expect(await cellUnder(page, gridRow(page, client.id), 'Régime de TVA')).toHaveText('Réel normal — mensuel (CA3)');
  await expect(await cellUnder(page, gridRow(page, client.id), 'Jour de TVA (CA3)')).toHaveText('19');
  expect(await getClient(page, client.id)).toMatchObject({ regimeTva: 'mensuel', jourTva: 19 });
});

test('fiche : le profil fiscal se modifie, une combinaison qui n’a pas de sens est signalée, une date future refusée', async ({ page }) => {
  const tag = uniqueTag();
  const client = await createClient(page, { raisonSociale: `Atelier Roux ${tag}`, siret: randomSiret(), classification: 'Micro-entreprise' });
  await page.goto(`/clients?recherche=${tag}&fiche=${client.id}`);
  const profile = page.getByRole('dialog', { name: client.raisonSociale }).getByRole('region', { name: 'Profil fiscal' });

  const regime = profile.getByLabel("Régime d'imposition");
  await regime.selectOption({ label: 'Impôt sur les sociétés (IS)' });
  const warning = "Une micro-entreprise relève de l'impôt sur le revenu (BIC ou BNC) : l'IS est suspect";
  await expect(profile.getByRole('alert').filter({ hasText: warning })).toBeVisible();
  await expect(regime).toHaveAccessibleDescription(warning);
  // A warning, not a refusal: the profile is saved (the firm may know better).
  await expect.poll(async () => (await getClient(page, client.id)).regimeImposition).toBe('is');

  await regime.selectOption({ label: 'IR — bénéfices industriels et commerciaux (BIC)' });
  await expect(profile.getByRole('alert').filter({ hasText: warning })).toHaveCount(0);
  await expect.poll(async () => (await getClient(page, client.id)).regimeImposition).toBe('ir_bic');

  await profile.getByLabel('Employeur').selectOption({ label: 'Moins de 50 salariés' });
  await expect.poll(async () => (await getClient(page, client.id)).employeur).toBe('moins_50');

  const creation = profile.getByLabel('Date de création');
  await creation.fill('01/01/2999');
  await creation.press('Enter');
  await expect(profile.getByRole('alert').filter({ hasText: "La date de création ne peut pas être postérieure à aujourd'hui" })).toBeVisible();
  await creation.fill('15/03/2012');
  await creation.press('Enter');
  await expect.poll(async () => (await getClient(page, client.id)).dateCreation).toBe('2012-03-15');
  await expect(profile.getByRole('alert')).toHaveCount(0);

  // Journalled, in French, in the sheet's history.
  const history = page.getByRole('dialog', { name: client.raisonSociale }).getByRole('region', { name: 'Historique' });
  await expect(history.getByText('Moins de 50 salariés')).toBeVisible();
});

test('import : une valeur inconnue du profil fiscal rejette la ligne, avec son numéro et la raison', async ({ page }, testInfo) => {
  const tag = uniqueTag();
  const good = randomSiret();
  const csv = [
    'raison_sociale;siret;regime_imposition;regime_tva;jour_tva;employeur;cfe_acompte;cvae;date_creation',
    `Cabinet Durand ${tag};${good};ir_bnc;Trimestriel;16;non;non;non;15/03/2012`,
    `Mauvais régime ${tag};${randomSiret()};is;annuel;;;;;`,
  ].join('\r\n');
  const file = testInfo.outputPath('profil-fiscal.csv');
  await writeFile(file, `\uFEFF${csv}\r\n`, 'utf8');

  await openClients(page);
  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un CSV' });
  await dialog.getByLabel('Fichier CSV').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByText('1 client(s) importé(s) avec succès, 1 erreur(s)', { exact: true })).toBeVisible();
  const rejected = dialog.getByRole('region', { name: 'Lignes rejetées' }).getByRole('listitem');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText('Ligne 3');
  await expect(rejected).toContainText('Régime de TVA inconnu : « annuel »');
});

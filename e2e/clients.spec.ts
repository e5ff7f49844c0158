import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { ADMIN } from './support/accounts.ts';
import {
  assignCollaborator,
  cellEditor,
  cellOf,
  CLIENT_COLUMNS,
  clientsCounter,
  clientsGrid,
  clientsSearch,
  createClient,
  createSoftware,
  expectSaved,
  getClient,
  gridRow,
  gridRows,
  listClients,
  openClients,
  parisYear,
  passesLuhn,
  randomSiret,
  recordSavedConfirmations,
  savedNotice,
  shownNames,
  signInByApi,
  uniqueTag,
  type ClientColumn,
} from './support/clients.ts';
import { selectionBar } from './support/bulk.ts';
import { csvField, parseCsv, readSireneClients } from './support/csv.ts';
import { expect, test } from './support/fixtures.ts';
import { sameOrigin } from './support/origin.ts';
import { present } from './support/present.ts';

const INVALID_SIRET = 'SIRET invalide (14 chiffres, clé de Luhn)';
const SAVE_FAILED = 'Erreur lors de la sauvegarde';

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
  await recordSavedConfirmations(page);
});

async function editCell(page: Page, row: Locator, column: ClientColumn, value: string) {
  await cellOf(row, column).click();
  const editor = cellEditor(page, column);
  await expect(editor).toBeFocused();
  await editor.fill(value);
  return editor;
}

function counterSays(count: number) {
  return new RegExp(`^${count} client\\(s\\) au total`);
}

test.describe('modification en ligne', () => {
  test('Entrée enregistre, Échap annule, quitter la cellule enregistre, un champ facultatif vidé devient vide', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const client = await createClient(page, {
      raisonSociale: `Boulangerie Martin ${tag}`,
      siret: randomSiret(),
      adresse: '12 rue de la République',
      telephone: '04 78 42 10 10',
    });
    await openClients(page, tag);
    await expect(clientsGrid(page).getByRole('columnheader')).toHaveText([...CLIENT_COLUMNS]);
    const row = gridRow(page, client.id);
    const name = cellOf(row, 'Raison Sociale');
    await expect(name).toHaveText(client.raisonSociale);

    // A click opens the editor on the current value; Enter saves and gives the keyboard back to the cell.
    await name.click();
    const nameEditor = cellEditor(page, 'Raison Sociale');
    await expect(nameEditor).toBeFocused();
    await expect(nameEditor).toHaveValue(client.raisonSociale);
    await nameEditor.fill(`Boulangerie Martin et Fils ${tag}`);
    await nameEditor.press('Enter');
    await expectSaved(page, name);
    await expect(nameEditor).toHaveCount(0);
    await expect(name).toHaveText(`Boulangerie Martin et Fils ${tag}`);
    await expect(name).toBeFocused();

    // Escape: the typed text is dropped, nothing is sent.
    await editCell(page, row, 'Raison Sociale', `Ne pas garder ${tag}`);
    await page.keyboard.press('Escape');
    await expect(nameEditor).toHaveCount(0);
    await expect(name).toHaveText(`Boulangerie Martin et Fils ${tag}`);
    await expect(name).toBeFocused();

    // Blur: a click elsewhere on the page saves.
    const numero = cellOf(row, 'N° Client');
    await editCell(page, row, 'N° Client', `CLI-${tag}`);
    await page.getByRole('heading', { level: 1, name: 'Clients' }).click();
    await expect(cellEditor(page, 'N° Client')).toHaveCount(0);
    await expectSaved(page, numero);
    await expect(numero).toHaveText(`CLI-${tag}`);

    // A click on another cell saves too, and opens that one.
    const address = cellOf(row, 'Adresse');
    const phone = cellOf(row, 'Téléphone');
    await editCell(page, row, 'Adresse', '3 place Bellecour');
    await phone.click();
    await expect(cellEditor(page, 'Adresse')).toHaveCount(0);
    await expectSaved(page, address);
    await expect(address).toHaveText('3 place Bellecour');

    // An optional field emptied is saved empty.
    const phoneEditor = cellEditor(page, 'Téléphone');
    await expect(phoneEditor).toBeFocused();
    await expect(phoneEditor).toHaveValue('04 78 42 10 10');
    await phoneEditor.fill('');
    await phoneEditor.press('Enter');
    await expectSaved(page, phone);
    await expect(phone).toHaveText('');

    await page.reload();
    await expect(name).toHaveText(`Boulangerie Martin et Fils ${tag}`);
    await expect(numero).toHaveText(`CLI-${tag}`);
    await expect(address).toHaveText('3 place Bellecour');
    await expect(phone).toHaveText('');
    expect(await getClient(page, client.id)).toMatchObject({
      raisonSociale: `Boulangerie Martin et Fils ${tag}`,
      numeroClient: `CLI-${tag}`,
      adresse: '3 place Bellecour',
      telephone: null,
    });
  });

  test('les flèches, Tab et Maj+Tab déplacent la cellule active ; Entrée ouvre l’éditeur, Tab enregistre et passe à la suivante', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const first = await createClient(page, { raisonSociale: `Alpha Conseil ${tag}`, siret: randomSiret() });
    const second = await createClient(page, { raisonSociale: `Bravo Transports ${tag}`, siret: randomSiret() });
    await openClients(page, tag);
    const row1 = gridRow(page, first.id);
    const row2 = gridRow(page, second.id);
    await expect(shownNames(page)).toHaveText([first.raisonSociale, second.raisonSociale]);

    // Escape out of the editor a click opened: the keyboard is on the cell itself.
    await cellOf(row1, 'Raison Sociale').click();
    await page.keyboard.press('Escape');
    await expect(cellOf(row1, 'Raison Sociale')).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(cellOf(row1, 'SIRET')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cellOf(row2, 'SIRET')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(cellOf(row2, 'Raison Sociale')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(cellOf(row1, 'Raison Sociale')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(clientsGrid(page).getByRole('columnheader', { name: 'Raison Sociale' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cellOf(row1, 'Raison Sociale')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cellOf(row1, 'SIRET')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(cellOf(row1, 'Raison Sociale')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(cellOf(row1, 'N° Client')).toBeFocused();
    // The last cell of a row, then Tab: the first cell of the next row.
    await page.keyboard.press('End');
    await expect(cellOf(row1, 'Logiciel')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cellOf(row2, 'Actions')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(cellOf(row1, 'Raison Sociale')).toBeFocused();

    // Enter edits the focused cell; Tab saves it and moves to the next one.
    await page.keyboard.press('Enter');
    const editor = cellEditor(page, 'Raison Sociale');
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue(first.raisonSociale);
    await page.keyboard.press('End');
    await page.keyboard.type(' SA');
    await page.keyboard.press('Tab');
    await expect(cellOf(row1, 'SIRET')).toBeFocused();
    await expectSaved(page, cellOf(row1, 'Raison Sociale'));
    await expect(cellOf(row1, 'Raison Sociale')).toHaveText(`${first.raisonSociale} SA`);

    // Typing on a focused cell starts its editor with that character.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(cellOf(row2, 'Collaborateur')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(cellOf(row2, 'Adresse')).toBeFocused();
    await page.keyboard.type('8 quai Saint-Vincent');
    await expect(cellEditor(page, 'Adresse')).toHaveValue('8 quai Saint-Vincent');
    await page.keyboard.press('Enter');
    await expectSaved(page, cellOf(row2, 'Adresse'));
    await expect(cellOf(row2, 'Adresse')).toBeFocused();

    await page.reload();
    await expect(cellOf(row1, 'Raison Sociale')).toHaveText(`${first.raisonSociale} SA`);
    await expect(cellOf(row2, 'Adresse')).toHaveText('8 quai Saint-Vincent');
  });

  test('une sauvegarde refusée affiche « Erreur lors de la sauvegarde » et garde le texte saisi', async ({ page }) => {
    const tag = uniqueTag();
    const client = await createClient(page, {
      raisonSociale: `Garage des Alpes ${tag}`,
      siret: randomSiret(),
      email: 'contact@garage-alpes.fr',
    });
    await openClients(page, tag);
    const row = gridRow(page, client.id);
    const email = cellOf(row, 'Email');

    const editor = await editCell(page, row, 'Email', 'pas-un-email');
    await editor.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: SAVE_FAILED });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("L'email n'est pas valide");
    // The editor is back with what was typed, and the cell says why.
    await expect(editor).toHaveValue('pas-un-email');
    await expect(editor).toBeFocused();
    await expect(email).toHaveAttribute('title', `${SAVE_FAILED} — valeur saisie : « pas-un-email »`);

    // Escape gives up: the saved value is back.
    await page.keyboard.press('Escape');
    await expect(email).toHaveText('contact@garage-alpes.fr');
    await page.reload();
    await expect(email).toHaveText('contact@garage-alpes.fr');
    expect((await getClient(page, client.id)).email).toBe('contact@garage-alpes.fr');
  });

  test('Date Clôture : « mars » affiche Mars, « 31/04 » (non reconnu) devient le 31 décembre', async ({ page }) => {
    const tag = uniqueTag();
    const year = parisYear();
    const client = await createClient(page, { raisonSociale: `Pharmacie du Parc ${tag}`, siret: randomSiret() });
    await openClients(page, tag);
    const row = gridRow(page, client.id);
    const date = cellOf(row, 'Date Clôture');

    await (await editCell(page, row, 'Date Clôture', 'mars')).press('Enter');
    await expectSaved(page, date);
    await expect(date).toHaveText('Mars');
    await expect(date.getByText('Mars')).toHaveAttribute('title', `31/03/${year}`);
    // The next save of this cell must show its own confirmation.
    await expect(date).not.toHaveAttribute('data-state', 'saved');
    await expect(savedNotice(page)).toHaveCount(0);

    // The editor opens on the full date; 31 April does not exist.
    await date.click();
    const editor = cellEditor(page, 'Date Clôture');
    await expect(editor).toHaveValue(`31/03/${year}`);
    await editor.fill('31/04');
    await editor.press('Enter');
    await expectSaved(page, date);
    await expect(date).toHaveText('Décembre');

    await page.reload();
    await expect(date).toHaveText('Décembre');
    await expect(date.getByText('Décembre')).toHaveAttribute('title', `31/12/${year}`);
    expect((await getClient(page, client.id)).dateCloture).toBe(`${year}-12-31`);
  });

  test('un SIRET qui échoue à la clé de Luhn est signalé dans sa cellule mais enregistré', async ({ page }) => {
    const tag = uniqueTag();
    // A real SIRET from SIRENE with its last digit changed.
    const real = present((await readSireneClients())[0], 'première ligne de clients-from-sirene.csv');
    const wrong = real.siret.slice(0, 13) + String((Number(real.siret.slice(13)) + 1) % 10);
    expect(passesLuhn(real.siret)).toBe(true);
    expect(passesLuhn(wrong)).toBe(false);

    const client = await createClient(page, { raisonSociale: `Menuiserie Vidal ${tag}`, siret: randomSiret() });
    await openClients(page, tag);
    const row = gridRow(page, client.id);
    const siret = cellOf(row, 'SIRET');
    await expect(siret).toHaveText(client.siret ?? '');
    await expect(siret.getByTitle(INVALID_SIRET)).toHaveCount(0);

    const editor = await editCell(page, row, 'SIRET', wrong);
    // Flagged while typing, not refused.
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await editor.press('Enter');
    await expectSaved(page, siret);
    await expect(siret).toContainText(wrong);
    await expect(siret.getByTitle(INVALID_SIRET)).toBeVisible();

    await page.reload();
    await expect(siret).toContainText(wrong);
    await expect(siret.getByTitle(INVALID_SIRET)).toBeVisible();
    expect((await getClient(page, client.id)).siret).toBe(wrong);
  });
});

test('Ajouter un client ouvre « Nouveau client » en édition ; la suppression demande confirmation', async ({ page }) => {
  const tag = uniqueTag();
  await openClients(page, tag);
  await expect(page.getByText('Aucun client trouvé')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un client' }).click();
  const editor = cellEditor(page, 'Raison Sociale');
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('Nouveau client');
  // The new row is shown (on top) even though the search does not match it.
  const row = gridRows(page).first();
  const id = present(await row.getAttribute('data-row-id'), 'identifiant de la nouvelle ligne');
  await expect(cellOf(row, 'SIRET')).toHaveText('00000000000000');
  await expect(cellOf(row, 'Statut')).toHaveText('Actif');

  await editor.fill(`Cabinet Nouveau ${tag}`);
  await editor.press('Enter');
  await expectSaved(page, cellOf(row, 'Raison Sociale'));

  await page.reload();
  const saved = gridRow(page, id);
  await expect(cellOf(saved, 'Raison Sociale')).toHaveText(`Cabinet Nouveau ${tag}`);
  await expect(clientsCounter(page)).toHaveText(counterSays(1));

  // Cancel first: the client stays.
  await saved.getByRole('button', { name: 'Supprimer le client' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Supprimer le client « Cabinet Nouveau ${tag} » ?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(saved).toBeVisible();

  await saved.getByRole('button', { name: 'Supprimer le client' }).click();
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('Aucun client trouvé')).toBeVisible();
  await expect(clientsCounter(page)).toHaveText(counterSays(0));

  await page.reload();
  await expect(page.getByText('Aucun client trouvé')).toBeVisible();
  expect((await page.request.get(`/api/clients/${id}`)).status()).toBe(404);
});

test('collaborateurs : une pastille ajoutée depuis la liste, retirée par sa croix, après rechargement aussi', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag();
  const user = await createCollaborateur(`Inès Lefort ${tag}`);
  const client = await createClient(page, { raisonSociale: `Atelier Lumière ${tag}`, siret: randomSiret() });
  await openClients(page, tag);
  const cell = cellOf(gridRow(page, client.id), 'Collaborateur');
  const removeChip = cell.getByRole('button', { name: `Retirer ${user.fullName}` });
  await expect(cell.getByText(user.fullName)).toHaveCount(0);

  await cell.getByRole('button', { name: 'Ajouter un collaborateur' }).click();
  await page.getByRole('menuitem', { name: user.fullName }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(cell.getByText(user.fullName)).toBeVisible();
  await expect(removeChip).toBeVisible();
  await expect.poll(async () => (await getClient(page, client.id)).collaboratorIds).toEqual([user.id]);

  await page.reload();
  await expect(cell.getByText(user.fullName)).toBeVisible();

  await removeChip.click();
  await expect(cell.getByText(user.fullName)).toHaveCount(0);
  await expect.poll(async () => (await getClient(page, client.id)).collaboratorIds).toEqual([]);

  await page.reload();
  await expect(cellOf(gridRow(page, client.id), 'Raison Sociale')).toHaveText(client.raisonSociale);
  await expect(cell.getByText(user.fullName)).toHaveCount(0);
});

test('recherche sans accents, filtres collaborateur et classification, tri asc puis desc : tout reste après rechargement', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag();
  const user = await createCollaborateur(`Marc Rousseau ${tag}`);
  const make = async (raisonSociale: string, classification: 'SAS' | 'SARL', ville: string) => {
    const client = await createClient(page, { raisonSociale, siret: randomSiret(), classification, ville });
    await assignCollaborator(page, client.id, user.id);
    return client;
  };
  const alpha = await make(`Société Alpha ${tag}`, 'SAS', 'Lyon');
  const beta = await make(`Société Bêta ${tag}`, 'SARL', 'Grenoble');
  const gamma = await make(`SOCIETE CIVILE Gamma ${tag}`, 'SAS', 'Annecy');
  const delta = await make(`Boulangerie Delta ${tag}`, 'SAS', 'Valence');
  const zeta = await make(`Société Zêta ${tag}`, 'SAS', 'Marseille');
  // Same words, another collaborator: the collaborator filter leaves it out.
  await createClient(page, { raisonSociale: `Société Epsilon ${tag}`, siret: randomSiret(), classification: 'SAS' });

  await openClients(page);
  await page.getByRole('combobox', { name: 'Filtrer par collaborateur' }).selectOption({ label: user.fullName });
  await expect(shownNames(page)).toHaveText([delta, alpha, beta, gamma, zeta].map((c) => c.raisonSociale));
  await expect(clientsCounter(page)).toHaveText(counterSays(5));

  // 'societe', typed without accents nor capitals, finds 'Société' and 'SOCIETE'.
  await clientsSearch(page).fill('societe');
  await expect(shownNames(page)).toHaveText([alpha, beta, gamma, zeta].map((c) => c.raisonSociale));
  await expect(clientsCounter(page)).toHaveText(counterSays(4));

  await page.getByRole('combobox', { name: 'Filtrer par classification' }).selectOption('SAS');
  await expect(shownNames(page)).toHaveText([alpha, gamma, zeta].map((c) => c.raisonSociale));
  await expect(clientsCounter(page)).toHaveText(counterSays(3));

  const villeHeader = clientsGrid(page).getByRole('columnheader', { name: 'Ville', exact: true });
  await villeHeader.click();
  await expect(villeHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(shownNames(page)).toHaveText([gamma, alpha, zeta].map((c) => c.raisonSociale));
  await villeHeader.click();
  await expect(villeHeader).toHaveAttribute('aria-sort', 'descending');
  const expected = [zeta, alpha, gamma].map((c) => c.raisonSociale);
  await expect(shownNames(page)).toHaveText(expected);
  await expect(cellOf(gridRows(page).first(), 'Ville')).toHaveText('Marseille');

  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ recherche: 'societe', collaborateur: user.id, classification: 'SAS', tri: 'ville', ordre: 'desc' });
  const url = page.url();

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(clientsSearch(page)).toHaveValue('societe');
  await expect(page.getByRole('combobox', { name: 'Filtrer par collaborateur' })).toHaveValue(user.id);
  await expect(page.getByRole('combobox', { name: 'Filtrer par classification' })).toHaveValue('SAS');
  await expect(villeHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(shownNames(page)).toHaveText(expected);
  await expect(clientsCounter(page)).toHaveText(counterSays(3));

  // 'Effacer les filtres' brings every client back.
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(clientsSearch(page)).toHaveValue('');
  await expect(clientsCounter(page)).not.toHaveText(counterSays(3));
  await expect(clientsCounter(page)).not.toContainText('filtrés');
});

test('import d’un fichier SIRENE réel en Windows-1252 : aperçu, import, accents et zéros intacts', async ({ page }, testInfo) => {
  const sirene = await readSireneClients();
  const existing = new Set((await listClients(page)).map((client) => client.siret));
  const hasAccent = (text: string) => /[^\x20-\x7e]/.test(text);
  const fitsWindows1252 = (text: string) => iconv.decode(iconv.encode(text, 'windows-1252'), 'windows-1252') === text;
  const fresh = sirene.filter(
    (row) => !existing.has(row.siret) && Object.values(row).every(fitsWindows1252) && row.raison_sociale !== '',
  );
  // Communes with accents first (the point of the test), then others up to 30 rows.
  const picked = [
    ...fresh.filter((row) => hasAccent(row.commune_cog)),
    ...fresh.filter((row) => !hasAccent(row.commune_cog)),
  ].slice(0, 30);
  expect(picked).toHaveLength(30);
  const sample = present(
    picked.find((row) => hasAccent(row.commune_cog) && row.code_postal.startsWith('0')),
    'ligne avec accents et code postal commençant par 0',
  );
  expect(sample.siret).toMatch(/^00\d{12}$/);

  const lines = [
    ['Raison sociale', 'SIRET', 'Adresse', 'Code postal', 'Ville'],
    ...picked.map((row) => [row.raison_sociale, row.siret, row.adresse, row.code_postal, row.commune_cog]),
  ];
  // What French Excel saves as 'CSV (séparateur : point-virgule)': Windows-1252, ';', CRLF.
  const csv = lines.map((cells) => cells.map((cell) => csvField(cell, ';')).join(';') + '\r\n').join('');
  const bytes = iconv.encode(csv, 'windows-1252');
  // Really Windows-1252: 'é' is one byte (0xE9), which is not valid UTF-8.
  expect(bytes.includes(0xe9)).toBe(true);
  expect(bytes.toString('utf8')).toContain('\uFFFD');
  const file = testInfo.outputPath('clients-sirene-windows-1252.csv');
  await writeFile(file, bytes);

  await openClients(page);
  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un CSV' });
  await dialog.getByLabel('Fichier CSV').setInputFiles(file);

  const preview = dialog.getByRole('region', { name: 'Aperçu du fichier' });
  const detail = (term: string) => preview.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(detail('Encodage détecté')).toHaveText('Windows-1252 (Excel)');
  await expect(detail('Séparateur')).toHaveText('point-virgule (;)');
  await expect(detail('Lignes de données')).toHaveText('30');
  const previewTable = preview.getByRole('table');
  await expect(previewTable.getByRole('columnheader')).toHaveText(['Raison Sociale', 'SIRET', 'Adresse', 'Code Postal', 'Ville']);
  const previewRows = previewTable.locator('tbody').getByRole('row');
  await expect(previewRows).toHaveCount(3);
  for (const [index, row] of picked.slice(0, 3).entries()) {
    await expect(previewRows.nth(index).getByRole('cell')).toHaveText([
      row.raison_sociale,
      row.siret,
      row.adresse,
      row.code_postal,
      row.commune_cog,
    ]);
  }

  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByText('30 client(s) importé(s) avec succès', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The list reloads 2 s after the import: the rows appear without any action.
  await clientsSearch(page).fill(sample.siret);
  const row = gridRows(page);
  await expect(row).toHaveCount(1);
  await expect(cellOf(row, 'SIRET')).toHaveText(sample.siret);
  await expect(cellOf(row, 'Raison Sociale')).toHaveText(sample.raison_sociale);
  await expect(cellOf(row, 'Code Postal')).toHaveText(sample.code_postal);
  await expect(cellOf(row, 'Ville')).toHaveText(sample.commune_cog);
  await expect(cellOf(row, 'SIRET').getByTitle(INVALID_SIRET)).toHaveCount(0);
  // The SIRET search, leading zeros included, survives a reload through the URL.
  await expect(page).toHaveURL(new RegExp(`recherche=${sample.siret}`));
  await page.reload();
  await expect(clientsSearch(page)).toHaveValue(sample.siret);
  await expect(cellOf(gridRows(page), 'Ville')).toHaveText(sample.commune_cog);

  // Every row, as stored: no mojibake ('Ã©'), no lost zero.
  const stored = new Map((await listClients(page)).map((client) => [client.siret, client]));
  for (const row of picked) {
    expect(stored.get(row.siret), row.siret).toMatchObject({
      raisonSociale: row.raison_sociale,
      codePostal: row.code_postal,
      ville: row.commune_cog,
      adresse: row.adresse === '' ? null : row.adresse,
    });
  }
});

test('l’export CSV contient exactement les lignes filtrées, au format Excel français, comme le tableau les montre', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag();
  const user = await createCollaborateur(`Julie Moreau ${tag}`);
  const software = await createSoftware(page, `Quadra ${tag}`);
  const first = await createClient(page, {
    numeroClient: `C-${tag}`,
    raisonSociale: `Agence Dupont ${tag}`,
    siret: randomSiret('00'),
    classification: 'SCI',
    status: 'actif',
    dateCloture: '2025-06-30',
    adresse: '5 rue Victor Hugo',
    codePostal: '01000',
    ville: 'Bourg-en-Bresse',
    telephone: '04 74 00 00 00',
    email: 'agence@dupont.fr',
    softwareId: software.id,
  });
  await assignCollaborator(page, first.id, user.id);
  // A name Excel would run as a formula, with the separator inside.
  const second = await createClient(page, {
    raisonSociale: `=SOMME(1;2) Holding ${tag}`,
    siret: randomSiret(),
    classification: 'SCI',
    status: 'prospect',
    dateCloture: '2025-12-31',
  });
  await createClient(page, { raisonSociale: `Boulangerie Exclue ${tag}`, siret: randomSiret(), classification: 'SARL' });

  await openClients(page, tag);
  await page.getByRole('combobox', { name: 'Filtrer par classification' }).selectOption('SCI');
  await expect(clientsCounter(page)).toHaveText(counterSays(2));
  await expect(gridRows(page)).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());

  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  const [headers, ...records] = parseCsv(text, ';');
  // The table's columns, then the fiscal profile under the import's header names (issue 15), then Conformité's (issue 25).
  const profileHeaders = ['regime_imposition', 'regime_tva', 'jour_tva', 'employeur', 'cfe_acompte', 'cvae', 'date_creation', 'categorie_entreprise'];
  expect(headers).toEqual([...CLIENT_COLUMNS.filter((column) => column !== 'Actions'), ...profileHeaders, 'vigilance', 'lettre_mission_statut']);
  expect(records).toHaveLength(2);

  const exported = records.map((record) => Object.fromEntries((headers ?? []).map((header, i) => [header, record[i] ?? ''])));

  // Same rows, same order, same text as the table.
  await expect(gridRows(page)).toHaveCount(2);
  const shown = await gridRows(page).all();
  for (const [index, row] of shown.entries()) {
    const record = exported[index] ?? {};
    const cellText = async (column: ClientColumn) => ((await cellOf(row, column).textContent()) ?? '').trim();
    const name = await cellText('Raison Sociale');
    expect(record['Raison Sociale']).toBe(name.startsWith('=') ? `'${name}` : name);
    expect(record['SIRET']?.trim()).toBe(await cellText('SIRET'));
    const sameText = ['N° Client', 'Collaborateur', 'Classification', 'Statut', 'Adresse', 'Ville', 'Téléphone', 'Email', 'Logiciel'] as const;
    for (const column of sameText) {
      expect(record[column], column).toBe(await cellText(column));
    }
    expect(record['Code Postal']?.trim()).toBe(await cellText('Code Postal'));
    // The table shows the month; its tooltip and the file, the full date.
    const month = await cellText('Date Clôture');
    expect(record['Date Clôture']).toBe(await cellOf(row, 'Date Clôture').getByText(month).getAttribute('title'));
  }

  const agence = exported.find((record) => record['Raison Sociale'] === first.raisonSociale);
  const holding = exported.find((record) => record['Raison Sociale'] === `'${second.raisonSociale}`);
  expect(agence).toMatchObject({
    'N° Client': `C-${tag}`,
    Collaborateur: user.fullName,
    Classification: 'SCI',
    Statut: 'Actif',
    'Date Clôture': '30/06/2025',
    Ville: 'Bourg-en-Bresse',
    Logiciel: software.name,
  });
  // Every digit of the SIRET and the postcode's zero, kept as text (Excel would drop them from a number).
  expect(agence?.['SIRET']).toMatch(/^\t?\d{14}$/);
  expect(agence?.['SIRET']?.trim()).toBe(first.siret);
  expect(first.siret?.startsWith('00')).toBe(true);
  expect(agence?.['Code Postal']?.trim()).toBe('01000');
  // The formula is neutralised with an apostrophe.
  expect(holding).toMatchObject({ Statut: 'Prospect', 'Date Clôture': '31/12/2025' });
  // The separator inside the name did not split the line.
  expect(text).toContain(`"'${second.raisonSociale}"`);
  expect(exported.some((r) => r['Raison Sociale']?.includes('Exclue'))).toBe(false);
});

test('plus de 200 clients : la page suivante arrive en défilant ; le compteur, « Tout sélectionner » et l’export les prennent tous', async ({ page }) => {
  const tag = uniqueTag();
  const count = 230;
  // An import writes them in one request; the SIRETs are unique, so the second run of a tag never meets the first.
  const csv = ['Raison Sociale;SIRET', ...Array.from({ length: count }, (_, i) => `Cabinet ${tag} ${String(i + 1).padStart(3, '0')};${randomSiret()}`)].join('\r\n');
  const imported = await page.request.post('/api/clients/import?update=false', {
    headers: { ...sameOrigin(page), 'Content-Type': 'text/csv', 'X-File-Name': 'cabinets.csv' },
    data: csv,
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await openClients(page, tag);
  await expect(clientsCounter(page)).toHaveText(counterSays(count));
  // The grid counts every row the filters show (aria-rowcount), the first page of 200 loaded.
  await expect(clientsGrid(page)).toHaveAttribute('aria-rowcount', String(count + 1));
  const last = `Cabinet ${tag} ${count}`;
  await expect(clientsGrid(page).getByText(last, { exact: true })).toHaveCount(0);
  await clientsGrid(page).evaluate((grid) => grid.scrollTo(0, grid.scrollHeight));
  await expect(clientsGrid(page).getByText(`Cabinet ${tag} 200`, { exact: true })).toBeVisible();
  await clientsGrid(page).evaluate((grid) => grid.scrollTo(0, grid.scrollHeight));
  await expect(clientsGrid(page).getByText(last, { exact: true })).toBeVisible();

  // From the top again, before any scrolling loads the rest: the ids come from the server.
  await page.reload();
  await expect(clientsCounter(page)).toHaveText(counterSays(count));
  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).click();
  await expect(selectionBar(page)).toContainText(`${count} sélectionné(s)`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const [, ...records] = parseCsv((await readFile(await (await downloading).path())).subarray(3).toString('utf8'), ';');
  const nameAt = CLIENT_COLUMNS.filter((column) => column !== 'Actions').indexOf('Raison Sociale');
  expect(records.map((record) => record[nameAt])).toEqual(Array.from({ length: count }, (_, i) => `Cabinet ${tag} ${String(i + 1).padStart(3, '0')}`));
});

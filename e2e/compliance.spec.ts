import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { toastWith } from './support/bulk.ts';
import { createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { exportFile } from './support/csv.ts';
import { expect, test } from './support/fixtures.ts';
import { expectTileCount, rowNames, rowOf, statusTile, tileCount } from './support/follow-up.ts';
import { sameOrigin } from './support/origin.ts';

// Issue 25: Conformité, through the French interface: the three tabs, a client's file, the
// identification before the letter, the gaps of the Contrôle qualité and the bulk actions.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher par raison sociale ou SIRET' });
const table = (page: Page, tab: string) => page.getByRole('table', { name: `Clients — ${tab}` });
const fileSheet = (page: Page, name: string) => page.getByRole('dialog', { name });

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

async function putKyc(page: Page, clientId: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.put(`/api/compliance/${clientId}/kyc`, { headers: sameOrigin(page), data });
  if (!response.ok()) throw new Error(`PUT /api/compliance/${clientId}/kyc : ${response.status()} ${await response.text()}`);
}

const company = (page: Page, name: string) => createClient(page, { raisonSociale: name, siret: randomSiret(), status: 'actif', classification: 'SARL' });

test('depuis la barre latérale : l’évaluation du risque propose le niveau, l’identification précède la lettre signée', async ({ page }) => {
  const tag = uniqueTag('cf');
  const alpha = await company(page, `Alpha ${tag}`);
  const bravo = await company(page, `Bravo ${tag}`);

  // The sidebar's entry, right after Facturation électronique.
  await page.goto('/dashboard');
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(navigation.getByRole('link', { name: 'Conformité' })).toBeVisible();
  const labels = await navigation.getByRole('link').allTextContents();
  expect(labels.indexOf('Conformité')).toBe(labels.indexOf('Facturation électronique') + 1);
  await navigation.getByRole('link', { name: 'Conformité' }).click();
  await expect(page).toHaveURL(/\/conformite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conformité' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'LCB-FT' })).toHaveAttribute('aria-selected', 'true');

  const lcbft = table(page, 'LCB-FT');
  await searchBox(page).fill(tag);
  await expect(rowNames(lcbft)).toHaveText([alpha.raisonSociale, bravo.raisonSociale]);
  await expect(rowOf(lcbft, alpha.raisonSociale)).toContainText('Non évaluée');
  expect(await seriousViolations(page)).toEqual([]);

  // The file opens from the client's name, in the URL.
  const renforcee = statusTile(page.getByRole('group', { name: 'Vigilance' }), 'renforcee');
  const renforceeBefore = await tileCount(renforcee);
  await rowOf(lcbft, alpha.raisonSociale).getByRole('button', { name: alpha.raisonSociale }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]client=${alpha.id}`));
  const sheet = fileSheet(page, alpha.raisonSociale);
  const risk = sheet.getByRole('region', { name: 'Évaluation du risque' });
  await expect(risk.getByText('Vigilance non évaluée', { exact: true })).toBeVisible();
  // What the quality control would find comes first.
  await expect(sheet.getByRole('note', { name: 'Lacunes' })).toContainText('Identité non vérifiée');
  await expect(sheet.getByText('Niveau proposé : Simplifiée')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A PPE among the managers makes the client's criterion high: renforcée, nothing lower offered.
  await sheet.getByRole('group', { name: 'Client' }).getByRole('checkbox', { name: /politiquement exposée/ }).check();
  await expect(sheet.getByText('Niveau proposé : Renforcée')).toBeVisible();
  await expect(sheet.getByLabel('Niveau de vigilance retenu').getByRole('option', { name: 'Standard' })).toBeDisabled();
  await risk.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(risk.getByText('Enregistré', { exact: true })).toBeVisible();
  await expect(sheet.getByText(/^Vigilance renforcée, évaluée le \d{2}\/\d{2}\/\d{4} par /)).toBeVisible();

  // The letter cannot be signed before the identity is verified: the server says what is missing.
  const letter = sheet.getByRole('region', { name: 'Lettre de mission' });
  await letter.getByLabel('Statut de la lettre').selectOption({ label: 'Signée' });
  await letter.getByLabel('Signée le (JJ/MM/AAAA)').fill('02/11/2026');
  await letter.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(letter.getByLabel('Statut de la lettre')).toHaveAccessibleDescription(/^Lettre non signable : l'identité du client n'est pas vérifiée/);

  const identity = sheet.getByRole('region', { name: 'Identification et revue' });
  await identity.getByLabel('Identité vérifiée le (JJ/MM/AAAA)').fill('31/10/2026');
  await identity.getByLabel('Pièce vérifiée').fill('Extrait Kbis de moins de 3 mois');
  await identity.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(identity.getByText('Enregistré', { exact: true })).toBeVisible();
  // A renforcée file is reviewed a year after its assessment (the firm's default period).
  await expect(identity.getByText(/^Prochaine revue : \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  await letter.getByRole('checkbox', { name: 'Tenue comptable' }).check();
  await letter.getByRole('checkbox', { name: 'Fiscal' }).check();
  await letter.getByLabel('Honoraires annuels (€ HT)').fill('1800');
  await letter.getByLabel('Mode d’honoraires').selectOption({ label: 'Forfait' });
  await letter.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(letter.getByText('Enregistré', { exact: true })).toBeVisible();

  // Closed, the row shows the level; the tile counts it; a reload keeps the file.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]client=/);
  await expect(rowOf(lcbft, alpha.raisonSociale)).toContainText('Renforcée');
  await expect(rowOf(lcbft, alpha.raisonSociale)).toContainText('31/10/2026');
  await expectTileCount(renforcee, renforceeBefore + 1);
  await page.goto(`/conformite?onglet=lettres&recherche=${tag}&client=${alpha.id}`);
  await expect(fileSheet(page, alpha.raisonSociale).getByLabel('Statut de la lettre')).toHaveValue('signee');
  await page.keyboard.press('Escape');
  await expect(rowOf(table(page, 'Lettres de mission'), alpha.raisonSociale)).toContainText('Signée');
  await expect(rowOf(table(page, 'Lettres de mission'), alpha.raisonSociale)).toContainText('02/11/2026');
  // The missions it covers, in a word each, and its annual fees excluding tax with their mode.
  await expect(rowOf(table(page, 'Lettres de mission'), alpha.raisonSociale)).toContainText('Tenue, Fiscal');
  await expect(rowOf(table(page, 'Lettres de mission'), alpha.raisonSociale)).toContainText(/1\s800,00\s€ \(forfait\)/);
});

test('Contrôle qualité : les lacunes en français, un compteur par lacune qui filtre, l’export CSV', async ({ page }) => {
  const tag = uniqueTag('cq');
  const charlie = await company(page, `Charlie ${tag}`);
  const delta = await company(page, `Delta ${tag}`);
  await putKyc(page, delta.id, {
    vigilance: 'simplifiee',
    assessedAt: '2020-01-15',
    risk: { client: { level: 'faible', facts: [] }, activite: { level: 'faible', facts: [] }, localisation: { level: 'faible', facts: [] }, mission: { level: 'faible', facts: [] } },
    identityVerifiedAt: '2020-01-10',
    identityDocument: 'Extrait Kbis de moins de 3 mois',
  });

  await page.goto(`/conformite?onglet=controle&recherche=${tag}`);
  const quality = table(page, 'Contrôle qualité');
  await expect(rowNames(quality)).toHaveText([charlie.raisonSociale, delta.raisonSociale]);
  const charlieRow = rowOf(quality, charlie.raisonSociale);
  for (const gap of ['Lettre de mission absente', 'Vigilance non évaluée', 'Identité non vérifiée', 'Bénéficiaires effectifs non renseignés']) {
    await expect(charlieRow).toContainText(gap);
  }
  // Simplifiée: reviewed three years after the assessment, so late since 15/01/2023.
  await expect(rowOf(quality, delta.raisonSociale)).toContainText('Revue LCB-FT en retard (depuis le 15/01/2023)');
  await expect(rowOf(quality, delta.raisonSociale)).toContainText('Pièce justificative manquante');
  expect(await seriousViolations(page)).toEqual([]);

  // A counter per gap, a filter once pressed, in the URL.
  const late = statusTile(page.getByRole('group', { name: 'Lacunes' }), 'revue_en_retard');
  await late.click();
  await expect(late).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]lacune=revue_en_retard/);
  await expect(rowNames(quality)).toHaveText([delta.raisonSociale]);
  await late.click();
  await expect(rowNames(quality)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Filtrer par vigilance' }).selectOption({ label: 'Non évaluée' });
  await expect(rowNames(quality)).toHaveText([charlie.raisonSociale]);
  await page.getByRole('combobox', { name: 'Filtrer par vigilance' }).selectOption({ label: 'Toutes les vigilances' });

  const { name, lines } = await exportFile(page, page.getByRole('button', { name: 'Exporter (CSV)' }));
  expect(name).toMatch(/^conformite-controle-\d{4}-\d{2}-\d{2}\.csv$/);
  const [headers, ...rows] = lines;
  expect(headers?.[0]).toBe('Client');
  expect(headers?.at(-1)).toBe('Lacunes');
  expect(rows.map((cells) => [cells[0], cells[1]])).toEqual([
    [charlie.raisonSociale, 'Non évaluée'],
    [delta.raisonSociale, 'Simplifiée'],
  ]);
  expect(rows[1]?.at(-1)).toContain('Revue LCB-FT en retard (depuis le 15/01/2023)');
});

test('Lettres de mission : « Statut de la lettre » sur la sélection, « Annuler » depuis le toast', async ({ page }) => {
  const tag = uniqueTag('cl');
  const echo = await company(page, `Echo ${tag}`);
  const foxtrot = await company(page, `Foxtrot ${tag}`);

  await page.goto(`/conformite?onglet=lettres&recherche=${tag}`);
  const letters = table(page, 'Lettres de mission');
  await expect(rowNames(letters)).toHaveText([echo.raisonSociale, foxtrot.raisonSociale]);
  await expect(rowOf(letters, echo.raisonSociale)).toContainText('Absente');

  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  const bar = page.getByRole('region', { name: 'Sélection' });
  await bar.getByRole('button', { name: 'Statut de la lettre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statut de la lettre' });
  await dialog.getByLabel('Nouveau statut de la lettre').selectOption({ label: 'Envoyée' });
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(dialog).toBeHidden();
  const toast = toastWith(page, '2 ligne(s) modifiée(s)');
  await expect(toast).toBeVisible();
  await expect(rowOf(letters, echo.raisonSociale)).toContainText('Envoyée');
  await expect(rowOf(letters, foxtrot.raisonSociale)).toContainText('Envoyée');

  await toast.getByRole('button', { name: 'Annuler' }).click();
  await expect(toastWith(page, 'Modification annulée')).toBeVisible();
  await expect(rowOf(letters, echo.raisonSociale)).toContainText('Absente');
  await expect(rowOf(letters, foxtrot.raisonSociale)).toContainText('Absente');
});

test('Pièces : un PDF ajouté au dossier est listé et se télécharge ; une page HTML nommée .pdf est refusée en français', async ({ page }) => {
  const tag = uniqueTag('cp');
  const golf = await company(page, `Golf ${tag}`);
  await page.goto(`/conformite?recherche=${tag}&client=${golf.id}`);
  const pieces = fileSheet(page, golf.raisonSociale).getByRole('region', { name: 'Pièces' });
  await expect(pieces.getByText('Aucune pièce jointe.')).toBeVisible();

  await pieces.getByLabel('Type de pièce').selectOption({ label: 'Extrait Kbis' });
  await pieces.getByLabel('Fichier (PDF, PNG ou JPEG, 10 Mo au plus)').setInputFiles({
    name: 'faux.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body>pas un PDF</body></html>'),
  });
  await pieces.getByRole('button', { name: 'Ajouter la pièce' }).click();
  await expect(pieces.getByRole('alert')).toHaveText('Seuls les fichiers PDF, PNG et JPEG sont acceptés (le contenu du fichier ne correspond pas)');
  await expect(pieces.getByText('Aucune pièce jointe.')).toBeVisible();

  await pieces.getByLabel('Fichier (PDF, PNG ou JPEG, 10 Mo au plus)').setInputFiles({
    name: 'kbis.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await pieces.getByRole('button', { name: 'Ajouter la pièce' }).click();
  await expect(pieces.getByRole('status').filter({ hasText: 'Pièce ajoutée : kbis.pdf' })).toBeVisible();
  const link = pieces.getByRole('link', { name: 'Télécharger kbis.pdf' });
  await expect(link).toBeVisible();
  await expect(pieces.getByRole('listitem')).toContainText('Extrait Kbis');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('kbis.pdf');
  expect(await seriousViolations(page)).toEqual([]);
});

test('« Générer la lettre » et le rapport PDF se téléchargent ; Paramètres › Conformité refuse une variable inconnue du modèle', async ({ page }) => {
  const tag = uniqueTag('cr');
  const hotel = await company(page, `Hotel ${tag}`);
  await page.goto(`/conformite?recherche=${tag}&client=${hotel.id}`);
  const letter = fileSheet(page, hotel.raisonSociale).getByRole('region', { name: 'Lettre de mission' });
  const [letterFile] = await Promise.all([page.waitForEvent('download'), letter.getByRole('link', { name: 'Générer la lettre' }).click()]);
  expect(letterFile.suggestedFilename()).toMatch(/\.pdf$/);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Contrôle qualité' }).click();
  const [report] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Rapport PDF' }).click()]);
  expect(report.suggestedFilename()).toMatch(/\.pdf$/);

  await page.goto('/settings?onglet=conformite');
  await expect(page.getByLabel('Vigilance renforcée (mois)')).toHaveValue(/^\d+$/);
  const template = page.getByLabel('Modèle de lettre de mission');
  await expect(template).toHaveValue(/\{\{raison_sociale\}\}/);
  await template.fill('Lettre pour {{client}}');
  await page.getByRole('button', { name: 'Enregistrer le modèle' }).click();
  await expect(template).toHaveAccessibleDescription(/^Variable inconnue : \{\{client\}\}\./);
  expect(await seriousViolations(page)).toEqual([]);
});

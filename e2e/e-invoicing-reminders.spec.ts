import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { assignCollaborator, createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';
import { rowNames, rowOf } from './support/follow-up.ts';
import { waitForMail } from './support/mailbox.ts';

// Issue 23, item 4: select clients on Facturation électronique, « Envoyer une relance ». Each
// mailable client gets its own mail (Reply-To its first collaborator); a client without an
// address is listed and skipped; « Dernière relance » fills in once the mail server accepted it.

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const receptionTable = (page: Page) => page.getByRole('table', { name: 'Clients — Réception' });

test('« Envoyer une relance » : un courriel par client avec adresse, le client sans adresse écarté, « Dernière relance » remplie', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag('relance');
  const collaborator = await createCollaborateur();
  const email = `alpha.${tag}@client.test`;
  const alpha = await createClient(page, { raisonSociale: `Alpha ${tag}`, siret: randomSiret(), status: 'actif', email });
  const bravo = await createClient(page, { raisonSociale: `Bravo ${tag}`, siret: randomSiret(), status: 'actif' });
  await assignCollaborator(page, alpha.id, collaborator.id);

  await page.goto(`/facturation-electronique?recherche=${tag}`);
  const table = receptionTable(page);
  await expect(rowNames(table)).toHaveText([alpha.raisonSociale, bravo.raisonSociale]);
  await page.getByRole('checkbox', { name: `Sélectionner ${alpha.raisonSociale}` }).check();
  await page.getByRole('checkbox', { name: `Sélectionner ${bravo.raisonSociale}` }).check();
  await page.getByRole('region', { name: 'Sélection' }).getByRole('button', { name: 'Envoyer une relance' }).click();

  const dialog = page.getByRole('dialog', { name: 'Envoyer une relance' });
  await expect(dialog.getByText('2 clients sélectionnés')).toBeVisible();
  await expect(dialog.getByLabel('Objet')).toHaveValue(/\{raison_sociale\}/);
  const skipped = dialog.getByRole('region', { name: '1 client ne recevra pas de relance' });
  await expect(skipped).toContainText(`${bravo.raisonSociale} : Pas d'adresse e-mail`);

  // An unknown placeholder is refused in French before anything is sent.
  const subject = dialog.getByLabel('Objet');
  const template = await subject.inputValue();
  await subject.fill('Relance {client}');
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(dialog.getByText('Variable inconnue : {client}.', { exact: false })).toBeVisible();
  await subject.fill(template);

  await dialog.getByRole('button', { name: 'Aperçu' }).click();
  const preview = dialog.getByRole('region', { name: 'Aperçu pour le premier client' });
  await expect(preview).toContainText(email);
  await expect(preview).toContainText(collaborator.email);

  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);

  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: '1 relance(s) envoyée(s)' })).toBeFocused();
  await expect(dialog.getByRole('region', { name: '1 client ne recevra pas de relance' })).toContainText(bravo.raisonSociale);

  const mail = await waitForMail({ to: email, timeout: 20_000 });
  expect(mail.subject).toContain(alpha.raisonSociale);
  expect(mail.text).toContain(alpha.raisonSociale);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Written when the mail server accepted the mail, and brought to the page by the live updates.
  const reminderCell = (name: string) => rowOf(table, name).locator('[role="cell"][data-col="relance"]');
  await expect(reminderCell(alpha.raisonSociale)).toContainText(/\d{2}\/\d{2}\/\d{4}/, { timeout: 20_000 });
  await expect(reminderCell(alpha.raisonSociale)).toContainText(ADMIN.fullName);
  await expect(reminderCell(bravo.raisonSociale)).toHaveText('—');
});

test('Paramètres › Facturation électronique : le modèle de relance et le plafond quotidien, pour les administrateurs', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('tablist', { name: 'Paramètres' }).getByRole('tab', { name: 'Facturation électronique' }).click();
  await expect(page).toHaveURL(/[?&]onglet=facturation-electronique/);
  const section = page.getByRole('region', { name: 'Facturation électronique' });
  await expect(section.getByLabel('Objet')).toHaveValue(/\{raison_sociale\}/);
  await expect(section.getByLabel('Plafond quotidien de relances')).toHaveValue(/^\d+$/);
  await expect(section.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Rétablir le modèle par défaut' })).toBeVisible();

  // A check that fails does not reach the server: the template the other tests read stays as it is.
  await section.getByLabel('Plafond quotidien de relances').fill('0');
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(section.getByText('Le plafond quotidien est un nombre entier entre 1 et', { exact: false })).toBeVisible();
});

test('Paramètres › Facturation électronique : un collaborateur ne voit pas l’onglet, son adresse mène au profil', async ({
  browser,
  createCollaborateur,
}) => {
  const user = await createCollaborateur();
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInByApi(page, user);
    await page.goto('/settings?onglet=facturation-electronique');
    await expect(page.getByLabel('Nom complet')).toHaveValue(user.fullName);
    await expect(page.getByRole('tab', { name: 'Facturation électronique' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

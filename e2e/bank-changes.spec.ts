import type { Locator, Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { createClient, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';

const STATUS_FIELDS = ['Prélèvement Cabinet', 'Impôt', 'Charges Sociales', 'EBICS'] as const;

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

const subtitle = (page: Page) => page.getByTestId('banque-subtitle');

async function inProgress(subtitleLocator: Locator): Promise<number> {
  await expect(subtitleLocator).toHaveText(/^\d[\d\s\u202f]* changement\(s\) de banque en cours$/);
  return Number(((await subtitleLocator.textContent()) ?? '').replace(/\D/g, ''));
}

function expectInProgress(subtitleLocator: Locator, count: number) {
  return expect(subtitleLocator).toHaveText(
    `${new Intl.NumberFormat('fr-FR').format(count)} changement(s) de banque en cours`,
  );
}

/** Today as JJ/MM/AAAA on the Paris calendar. */
function parisToday(): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
}

test('changement de banque : ajout, quatre statuts terminés, suppression', async ({ page }) => {
  const tag = uniqueTag('bq');
  const client = await createClient(page, { raisonSociale: `Foxtrot ${tag}`, siret: randomSiret(), status: 'actif' });
  const bank = `Banque ${tag}`;

  await page.goto('/banque?onglet=changement');
  await expect(page.getByRole('tab', { name: 'Changement de banque' })).toHaveAttribute('aria-selected', 'true');
  const before = await inProgress(subtitle(page));

  await page.getByRole('button', { name: 'Nouveau changement de banque' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau changement de banque' });
  await expect(dialog).toBeVisible();
  const clientSelect = dialog.locator('select[name="client_name"]');
  await expect(clientSelect).toBeEnabled();

  // Nothing filled in: refused with the SPEC's message.
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez remplir tous les champs');

  // A client and no bank: still refused.
  await dialog.getByRole('searchbox', { name: 'Filtrer les clients' }).fill(tag);
  await expect(clientSelect.locator('option')).toHaveCount(2);
  await clientSelect.selectOption(client.id);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Veuillez remplir tous les champs');

  await dialog.locator('input[name="new_bank_name"]').fill(bank);
  await expect(dialog.getByLabel('Nouvelle banque')).toHaveValue(bank);
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toHaveCount(0);

  const card = page.getByRole('article', { name: client.raisonSociale });
  // The badge beside the client's name (the selects' options say Terminé too).
  const doneBadge = card.getByRole('heading').getByText('Terminé', { exact: true });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Nouvelle banque : ${bank}`);
  await expect(card).toContainText(`Date : ${parisToday()}`);
  await expect(doneBadge).toHaveCount(0);
  await expectInProgress(subtitle(page), before + 1);

  // The four items to Terminé: the change is done and no longer counted in progress.
  for (const field of STATUS_FIELDS) {
    const select = card.getByRole('combobox', { name: field, exact: true });
    await expect(select).toHaveValue('a_faire');
    await expect(select).toBeEnabled();
    await select.selectOption({ label: 'Terminé' });
    await expect(select).toHaveValue('termine');
  }
  await expect(doneBadge).toBeVisible();
  await expectInProgress(subtitle(page), before);
  for (const field of STATUS_FIELDS) await expect(card.getByRole('combobox', { name: field, exact: true })).toBeEnabled();

  // Stored: still done after a reload.
  await page.reload();
  await expect(doneBadge).toBeVisible();
  for (const field of STATUS_FIELDS) await expect(card.getByRole('combobox', { name: field, exact: true })).toHaveValue('termine');
  await expectInProgress(subtitle(page), before);

  // Deleting asks first.
  await card.getByRole('button', { name: `Supprimer le changement de banque de ${client.raisonSociale}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Êtes-vous sûr de vouloir supprimer ce changement de banque ?' });
  await expect(confirm).toContainText(`${client.raisonSociale} → ${bank}`);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(subtitle(page)).toHaveText(/changement\(s\) de banque en cours/);
  await expect(card).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { createClient, createSoftware, getClient, listSoftware, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';

const softwareCards = (page: Page) => page.getByRole('list', { name: 'Logiciels', exact: true });
/** A software's card: its name, then its count. */
const card = (page: Page, name: string) =>
  softwareCards(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}\\s*\\d`) });
const cardCount = (page: Page, name: string) => card(page, name).getByText(/^\d+ clients?$/);
const activeClients = (page: Page) => page.getByRole('table', { name: 'Clients actifs' });
/** The client names in the table, in order (header row excluded). */
const tableNames = (page: Page) => activeClients(page).locator('[role="row"][data-row-index] [role="cell"]:first-child');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher par nom ou SIRET' });
const manageButton = (page: Page) => page.getByRole('button', { name: 'Gérer les logiciels' });

async function openSoftwarePage(page: Page, query = '') {
  await page.goto(query ? `/software?q=${encodeURIComponent(query)}` : '/software');
  await expect(page.getByRole('heading', { level: 1, name: 'Logiciels', exact: true })).toBeVisible();
}

test.describe('en administrateur', () => {
  test.beforeEach(async ({ ensureAdmin, page }) => {
    await ensureAdmin();
    await signInByApi(page, ADMIN);
  });

  test('chaque carte compte ses clients ; un clic filtre le tableau sur ses clients actifs, un second l’efface', async ({ page }) => {
    const tag = uniqueTag();
    const compta = await createSoftware(page, `Compta ${tag}`);
    const paie = await createSoftware(page, `Paie ${tag}`);
    const client = (raisonSociale: string, softwareId: string, status: 'actif' | 'inactif' = 'actif') =>
      createClient(page, { raisonSociale, siret: randomSiret(), softwareId, status });
    const menuiserie = await client(`Menuiserie Roux ${tag}`, compta.id);
    const pharmacie = await client(`Pharmacie Centrale ${tag}`, compta.id);
    await client(`Ancienne Imprimerie ${tag}`, compta.id, 'inactif');
    const garage = await client(`Garage Lopez ${tag}`, paie.id);

    await openSoftwarePage(page);
    // Every client counts on its card, the inactive one included.
    await expect(cardCount(page, compta.name)).toHaveText('3 clients');
    await expect(cardCount(page, paie.name)).toHaveText('1 client');
    await expect(card(page, compta.name)).toHaveAttribute('aria-pressed', 'false');

    await card(page, compta.name).click();
    await expect(card(page, compta.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(tableNames(page)).toHaveText([menuiserie.raisonSociale, pharmacie.raisonSociale]);
    await expect(page.getByRole('status').filter({ hasText: 'sous' })).toHaveText(`2 clients actifs sous ${compta.name}`);
    await expect(page).toHaveURL(new RegExp(`logiciel=${compta.id}`));

    await card(page, compta.name).click();
    await expect(card(page, compta.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(page).not.toHaveURL(/logiciel=/);
    await search(page).fill(tag);
    // Active clients only, whatever their software.
    await expect(tableNames(page)).toHaveText([garage, menuiserie, pharmacie].map((c) => c.raisonSociale));
    // The search reaches the URL once typing pauses (300 ms): the reload below must find it there.
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));

    // The Client header sorts like the other client lists, and the URL keeps it.
    const clientHeader = activeClients(page).getByRole('columnheader', { name: 'Client' });
    await expect(clientHeader).toHaveAttribute('aria-sort', 'ascending');
    await clientHeader.getByRole('button').click();
    await expect(clientHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(tableNames(page)).toHaveText([pharmacie, menuiserie, garage].map((c) => c.raisonSociale));
    await expect(page).toHaveURL(/tri=client&ordre=desc|ordre=desc/);
    await page.reload();
    await expect(clientHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(tableNames(page)).toHaveText([pharmacie, menuiserie, garage].map((c) => c.raisonSociale));
  });

  test('le logiciel d’un client changé dans son menu est enregistré, les cartes suivent', async ({ page }) => {
    const tag = uniqueTag();
    const compta = await createSoftware(page, `Compta ${tag}`);
    const paie = await createSoftware(page, `Paie ${tag}`);
    const client = await createClient(page, { raisonSociale: `Fromagerie Blanc ${tag}`, siret: randomSiret(), softwareId: compta.id });

    await openSoftwarePage(page, tag);
    const select = page.getByRole('combobox', { name: `Logiciel de ${client.raisonSociale}` });
    await expect(select).toHaveValue(compta.id);
    await expect(select.locator('option').first()).toHaveText('Aucun logiciel');

    await select.selectOption({ label: paie.name });
    await expect(cardCount(page, paie.name)).toHaveText('1 client');
    await expect(cardCount(page, compta.name)).toHaveText('0 client');
    await expect.poll(async () => (await getClient(page, client.id)).softwareId).toBe(paie.id);

    await page.reload();
    await expect(select).toHaveValue(paie.id);
    await expect(select.locator('option:checked')).toHaveText(paie.name);

    await select.selectOption({ label: 'Aucun logiciel' });
    await expect(cardCount(page, paie.name)).toHaveText('0 client');
    await expect.poll(async () => (await getClient(page, client.id)).softwareId).toBeNull();
    await page.reload();
    await expect(select).toHaveValue('');
  });

  test('un administrateur ajoute, renomme puis supprime un logiciel', async ({ page }) => {
    const tag = uniqueTag();
    const created = `Sage ${tag}`;
    const renamed = `Cegid ${tag}`;
    await openSoftwarePage(page);
    await manageButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Gérer les logiciels' });
    const list = dialog.getByRole('list', { name: 'Logiciels, dans l’ordre d’affichage' });

    await dialog.getByLabel('Nouveau logiciel').fill(created);
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(list.getByRole('listitem').filter({ hasText: created })).toContainText('0 client');
    await expect(dialog.getByLabel('Nouveau logiciel')).toHaveValue('');

    await list.getByRole('button', { name: `Renommer ${created}` }).click();
    const nameField = list.getByRole('textbox', { name: `Nouveau nom pour ${created}` });
    await expect(nameField).toBeFocused();
    await nameField.fill(renamed);
    await nameField.press('Enter');
    await expect(list.getByText(renamed, { exact: true })).toBeVisible();
    await expect(list.getByText(created, { exact: true })).toHaveCount(0);
    await expect.poll(async () => (await listSoftware(page)).map((s) => s.name)).toContain(renamed);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card(page, renamed)).toBeVisible();
    await page.reload();
    await expect(card(page, renamed)).toBeVisible();
    await expect(card(page, created)).toHaveCount(0);

    await manageButton(page).click();
    await list.getByRole('button', { name: `Supprimer ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le logiciel' });
    await expect(confirm).toContainText(`Supprimer « ${renamed} » ? Cette action est définitive.`);
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(list.getByText(renamed, { exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card(page, renamed)).toHaveCount(0);
    expect((await listSoftware(page)).map((s) => s.name)).not.toContain(renamed);
  });

  test('un logiciel encore utilisé ne se supprime pas : le message du serveur dit par combien de clients', async ({ page }) => {
    const tag = uniqueTag();
    const used = await createSoftware(page, `Isacompta ${tag}`);
    await createClient(page, { raisonSociale: `Librairie Martin ${tag}`, siret: randomSiret(), softwareId: used.id });
    await createClient(page, { raisonSociale: `Ancien Garage ${tag}`, siret: randomSiret(), softwareId: used.id, status: 'inactif' });

    await openSoftwarePage(page);
    await manageButton(page).click();
    const list = page.getByRole('dialog', { name: 'Gérer les logiciels' }).getByRole('list', { name: 'Logiciels, dans l’ordre d’affichage' });
    await expect(list.getByRole('listitem').filter({ hasText: used.name })).toContainText('2 clients');
    await list.getByRole('button', { name: `Supprimer ${used.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le logiciel' });
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Ce logiciel est utilisé par 2 client(s) : impossible de le supprimer.');

    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(list.getByText(used.name, { exact: true })).toBeVisible();
    expect((await listSoftware(page)).map((s) => s.id)).toContain(used.id);
  });
});

test('un collaborateur voit les cartes et le tableau, pas les commandes d’administration', async ({
  page,
  ensureAdmin,
  createCollaborateur,
}) => {
  const tag = uniqueTag();
  await ensureAdmin();
  await signInByApi(page, ADMIN);
  const software = await createSoftware(page, `Ciel ${tag}`);
  const client = await createClient(page, { raisonSociale: `Épicerie Fine ${tag}`, siret: randomSiret(), softwareId: software.id });

  const user = await createCollaborateur();
  await signInByApi(page, user);
  await openSoftwarePage(page, tag);
  await expect(page.getByRole('complementary').getByText('Collaborateur', { exact: true })).toBeVisible();
  await expect(cardCount(page, software.name)).toHaveText('1 client');
  await expect(page.getByRole('combobox', { name: `Logiciel de ${client.raisonSociale}` })).toHaveValue(software.id);
  await expect(manageButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^(Renommer|Supprimer) `) })).toHaveCount(0);

  // The server refuses too, not only the screen.
  const refused = await page.request.post('/api/software', {
    headers: { origin: new URL(page.url()).origin },
    data: { name: `Intrus ${tag}` },
  });
  expect(refused.status()).toBe(403);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

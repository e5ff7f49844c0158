import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts.ts';
import { assignCollaborator, createClient, createSoftware, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';
import { expectTileCount, rowNames, setAuthorization, statusTile, tileCount } from './support/follow-up.ts';

// The portfolio filter of every client list: « Mes clients » (the signed-in collaborator's
// clients, through client_collaborators) and the « Collaborateur » select, kept in the URL.

const mineButton = (page: Page) => page.getByRole('button', { name: 'Mes clients', exact: true });
const collaboratorSelect = (page: Page) => page.getByRole('combobox', { name: 'Filtrer par collaborateur' });
const listCounter = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ clients?( actifs?)?/ });

test.beforeEach(async ({ ensureAdmin, page }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
});

/** Two active clients assigned to a collaborator, and one that is not theirs; the first and the other use `softwareId`. */
async function portfolioOf(page: Page, collaboratorId: string, tag: string, softwareId: string | null = null) {
  const client = (name: string, software: string | null = null) =>
    createClient(page, { raisonSociale: name, siret: randomSiret(), status: 'actif', softwareId: software });
  const first = await client(`Atelier Morel ${tag}`, softwareId);
  const second = await client(`Boucherie Petit ${tag}`);
  const other = await client(`Cave Lambert ${tag}`, softwareId);
  await assignCollaborator(page, first.id, collaboratorId);
  await assignCollaborator(page, second.id, collaboratorId);
  return { first, second, other };
}

test('« Mes clients » sur Habilitations : ses deux clients seulement, tuiles et compteur compris, et l’adresse le garde', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag('portefeuille');
  const me = await createCollaborateur(`Inès Portefeuille ${tag}`);
  const { first, second } = await portfolioOf(page, me.id, tag);
  await setAuthorization(page, 'impots', first.id, { status: 'en_cours' });
  await setAuthorization(page, 'impots', second.id, { status: 'ok_client' });

  await signInByApi(page, me);
  await page.goto('/habilitation');
  const table = page.getByRole('table', { name: 'Clients — Impôts' });
  await expect(rowNames(table).first()).toBeVisible();
  await expect(mineButton(page)).toHaveAttribute('aria-pressed', 'false');

  await mineButton(page).click();
  await expect(page).toHaveURL(/[?&]mes=1\b/);
  const tiles = page.getByRole('group', { name: 'Statuts — Impôts' });
  const expectMine = async () => {
    await expect(mineButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(rowNames(table)).toHaveText([first.raisonSociale, second.raisonSociale]);
    await expect(listCounter(page)).toHaveText('2 clients');
    await expectTileCount(statusTile(tiles, 'a_faire'), 0);
    await expectTileCount(statusTile(tiles, 'en_cours'), 1);
    await expectTileCount(statusTile(tiles, 'ok_client'), 1);
    await expectTileCount(statusTile(tiles, 'pas_necessaire'), 0);
  };
  await expectMine();

  await page.reload();
  await expectMine();

  // Down on a status select goes to the row below without changing the value.
  const firstStatus = table.getByRole('combobox', { name: `Statut de ${first.raisonSociale}` });
  await firstStatus.focus();
  await page.keyboard.press('ArrowDown');
  await expect(table.getByRole('combobox', { name: `Statut de ${second.raisonSociale}` })).toBeFocused();
  await expect(firstStatus).toHaveValue('en_cours');

  // The portfolio follows the user from tab to tab.
  await page.getByRole('tab', { name: 'URSSAF' }).click();
  const urssaf = page.getByRole('table', { name: 'Clients — URSSAF' });
  await expect(rowNames(urssaf)).toHaveText([first.raisonSociale, second.raisonSociale]);
  await expect(mineButton(page)).toHaveAttribute('aria-pressed', 'true');

  await mineButton(page).click();
  await expect(page).not.toHaveURL(/mes=/);
  await expect.poll(async () => rowNames(urssaf).count()).toBeGreaterThan(2);
});

test('le select « Collaborateur » restreint aussi Suivi et Logiciels, cartes et compteurs compris', async ({
  page,
  createCollaborateur,
}) => {
  const tag = uniqueTag('collab');
  const collaborator = await createCollaborateur(`Paul Portefeuille ${tag}`);
  const software = await createSoftware(page, `Compta ${tag}`);
  const { first, second } = await portfolioOf(page, collaborator.id, tag, software.id);

  await page.goto('/suivi');
  const cfe = page.getByRole('table', { name: 'Suivi CFE' });
  await expect(rowNames(cfe).first()).toBeVisible();
  await collaboratorSelect(page).selectOption({ label: collaborator.fullName });
  await expect(page).toHaveURL(new RegExp(`collaborateur=${collaborator.id}`));
  await expect(rowNames(cfe)).toHaveText([first.raisonSociale, second.raisonSociale]);
  await expect(page.getByText('Suivi annuel pour 2 clients actifs')).toBeVisible();
  const tiles = page.getByRole('group', { name: /^Statuts CFE / });
  let counted = 0;
  for (const status of ['a_faire', 'fait', 'pas_concerne']) counted += await tileCount(statusTile(tiles, status));
  expect(counted).toBe(2);

  // Banque counts the tab's own rows (one per active client), restricted the same way.
  await page.goto(`/banque?collaborateur=${collaborator.id}`);
  await expect(rowNames(page.getByRole('table', { name: /^Clients — / }))).toHaveText([first.raisonSociale, second.raisonSociale]);
  await expect(page.getByTestId('banque-subtitle')).toHaveText('2 clients actifs');

  await page.goto('/software');
  const card = page
    .getByRole('list', { name: 'Logiciels', exact: true })
    .getByRole('button', { name: new RegExp(`^Compta ${tag}`) });
  await expect(card).toContainText('2 clients');
  await collaboratorSelect(page).selectOption({ label: collaborator.fullName });
  await expect(page).toHaveURL(new RegExp(`collaborateur=${collaborator.id}`));
  const table = page.getByRole('table', { name: 'Clients actifs' });
  await expect(table.locator('[role="row"][data-row-index] [role="cell"]:first-child')).toHaveText([
    first.raisonSociale,
    second.raisonSociale,
  ]);
  await expect(listCounter(page)).toHaveText('2 clients actifs');
  await expect(card).toContainText('1 client');
});

import type { Page } from '@playwright/test';
import type { ClientRow } from '../src/shared/clients.ts';
import { ADMIN } from './support/accounts.ts';
import { pressOn, toastWith } from './support/bulk.ts';
import { cellOf, clientsGrid, createClient, createSoftware, getClient, gridRow, gridRows, openClients, randomSiret, signInByApi, uniqueTag } from './support/clients.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 16: Excel beside the product. Ctrl+V on a cell previews a block before writing it (one
// request, one toast, one undo); Ctrl+C copies the cell or a Shift+arrows range as Excel does;
// Ctrl+Z undoes the tab's last edit while its toast is shown.

test.beforeEach(async ({ ensureAdmin, page, context }) => {
  await ensureAdmin();
  await signInByApi(page, ADMIN);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

async function threeClients(page: Page, tag: string): Promise<[ClientRow, ClientRow, ClientRow]> {
  const create = (name: string) => createClient(page, { raisonSociale: `${name} ${tag}`, siret: randomSiret(), status: 'prospect' });
  // One after the other: the grid lists them in this order.
  const abricot = await create('Abricot');
  const banane = await create('Banane');
  return [abricot, banane, await create('Cerise')];
}

/** Puts text on the clipboard as Excel would, then Ctrl+V on the focused cell. */
async function pasteInto(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

const preview = (page: Page) => page.getByRole('dialog', { name: 'Coller depuis Excel' });

test('coller un bloc : aperçu avec les cellules refusées et leur motif, rien n’est écrit avant « Confirmer », puis un seul toast et Ctrl+Z', async ({ page }) => {
  const tag = uniqueTag('paste');
  const software = await createSoftware(page, `Compta ${tag}`);
  const clients = await threeClients(page, tag);
  await openClients(page, tag);
  await expect(gridRows(page)).toHaveCount(3);
  const [first, second, third] = clients;

  // Statut, then Date Clôture to its right; the software is five columns further.
  await pressOn(cellOf(gridRow(page, first.id), 'Statut'));
  await pasteInto(page, `Actif\t31/03/2026\r\nDormant\t30/06/2026\r\n=1+1\t\r\nInactif\t\r\n`);
  const dialog = preview(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('3 cellule(s) à modifier sur 2 client(s)');
  const refused = dialog.getByRole('table', { name: 'Cellules refusées' });
  await expect(refused.getByRole('row').filter({ hasText: 'Statut inconnu : « Dormant »' })).toContainText(second.raisonSociale);
  await expect(refused.getByRole('row').filter({ hasText: 'Formule refusée' })).toContainText(third.raisonSociale);
  await expect(refused.getByRole('row').filter({ hasText: 'En dehors du tableau' })).toHaveCount(2);
  // Nothing written yet.
  expect((await getClient(page, first.id)).status).toBe('prospect');

  await pressOn(dialog.getByRole('button', { name: 'Confirmer' }), 'Enter');
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, '2 ligne(s) modifiée(s)')).toBeVisible();
  await expect.poll(async () => (await getClient(page, first.id)).status).toBe('actif');
  expect((await getClient(page, first.id)).dateCloture).toBe('2026-03-31');
  expect((await getClient(page, second.id)).dateCloture).toBe('2026-06-30');
  expect((await getClient(page, second.id)).status).toBe('prospect');

  // Ctrl+Z on the grid undoes the whole paste.
  await pressOn(cellOf(gridRow(page, first.id), 'Statut'), 'Control+Z');
  await expect(toastWith(page, 'Modification annulée')).toBeVisible();
  await expect.poll(async () => (await getClient(page, first.id)).status).toBe('prospect');
  expect((await getClient(page, second.id)).dateCloture).toBeNull();

  // The software by name, whatever the case; an unknown name is refused.
  await pressOn(cellOf(gridRow(page, first.id), 'Logiciel'));
  await pasteInto(page, `compta ${tag.toUpperCase()}\nQuadra ${tag}\n`);
  await expect(preview(page)).toContainText('1 cellule(s) à modifier sur 1 client(s)');
  await expect(preview(page)).toContainText(`Logiciel inconnu : « Quadra ${tag} »`);
  await pressOn(preview(page).getByRole('button', { name: 'Confirmer' }), 'Enter');
  await expect.poll(async () => (await getClient(page, first.id)).softwareId).toBe(software.id);
});

test('« Annuler » dans l’aperçu n’écrit rien', async ({ page }) => {
  const tag = uniqueTag('pastecancel');
  const [client] = await threeClients(page, tag);
  await openClients(page, tag);
  await pressOn(cellOf(gridRow(page, client.id), 'Statut'));
  await pasteInto(page, 'Inactif\n');
  await expect(preview(page)).toContainText('1 cellule(s) à modifier');
  await pressOn(preview(page).getByRole('button', { name: 'Annuler' }), 'Enter');
  await expect(preview(page)).toBeHidden();
  expect((await getClient(page, client.id)).status).toBe('prospect');
});

test('Ctrl+C copie la cellule, ou la plage étendue par Maj+Flèches, en texte séparé par des tabulations', async ({ page }) => {
  const tag = uniqueTag('copy');
  const clients = await threeClients(page, tag);
  await openClients(page, tag);
  const [first, second] = clients;
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await pressOn(cellOf(gridRow(page, first.id), 'Raison Sociale'), 'Control+C');
  await expect.poll(clipboard).toBe(first.raisonSociale);

  await pressOn(cellOf(gridRow(page, first.id), 'Raison Sociale'), 'Shift+ArrowRight', 'Shift+ArrowDown');
  await expect(clientsGrid(page).locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(4);
  await page.keyboard.press('Control+C');
  await expect.poll(clipboard).toBe(`${first.raisonSociale}\t${first.siret}\r\n${second.raisonSociale}\t${second.siret}`);

  // A click elsewhere ends the range: no cell stays highlighted for the next Ctrl+C.
  await cellOf(gridRow(page, second.id), 'Raison Sociale').click();
  await page.keyboard.press('Escape');
  await expect(clientsGrid(page).locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(0);
});

test('Ctrl+Z annule la dernière cellule modifiée tant que son toast est affiché', async ({ page }) => {
  const tag = uniqueTag('undo');
  const [client] = await threeClients(page, tag);
  await openClients(page, tag);
  const cell = cellOf(gridRow(page, client.id), 'Ville');
  await pressOn(cell, 'Enter');
  await page.keyboard.type('Lyon');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await getClient(page, client.id)).ville).toBe('Lyon');
  await pressOn(cell, 'Control+Z');
  await expect(toastWith(page, 'Modification annulée')).toBeVisible();
  await expect.poll(async () => (await getClient(page, client.id)).ville).toBeNull();
});
